// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { PreloadableComponent } from '@/lib/lazy-with-preload'
import { preloadScreens, screenFor, screensToPreload, type AppRoute } from './routes'

// Idle periods come 100 ms after they are asked for.
function fakeIdle() {
  vi.useFakeTimers()
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 100))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle))
}

function restore() {
  vi.unstubAllGlobals()
  vi.useRealTimers()
}

const screen = (preload: () => Promise<void>) =>
  Object.assign(() => null, {
    preload,
    loaded: () => null,
    pending: () => false,
  }) as PreloadableComponent<object>

it('fetches the screens one at a time, children too, each once the browser is idle', async () => {
  fakeIdle()
  try {
    const started: string[] = []
    const finish: Record<string, () => void> = {}
    const route = (path: string, children?: AppRoute[]): AppRoute => ({
      path,
      children,
      screen: screen(() => {
        started.push(path)
        return new Promise<void>((resolve) => (finish[path] = resolve))
      }),
    })
    preloadScreens([route('a', [route('a/b')]), route('c')])
    expect(started).toEqual(['a'])
    finish.a!()
    await vi.advanceTimersByTimeAsync(0)
    // Not in the same task: the next screen waits for an idle period.
    expect(started).toEqual(['a'])
    await vi.advanceTimersByTimeAsync(100)
    expect(started).toEqual(['a', 'a/b'])
    finish['a/b']!()
    await vi.advanceTimersByTimeAsync(100)
    expect(started).toEqual(['a', 'a/b', 'c'])
  } finally {
    restore()
  }
})

it('goes on after a screen that fails to load, and stops when cancelled', async () => {
  fakeIdle()
  try {
    const failing = vi.fn(() => Promise.reject(new Error('offline')))
    const next = vi.fn(() => Promise.resolve())
    const last = vi.fn(() => Promise.resolve())
    const cancel = preloadScreens([
      { path: 'x', screen: screen(failing) },
      { path: 'y', screen: screen(next) },
      { path: 'z', screen: screen(last) },
    ])
    await vi.advanceTimersByTimeAsync(150)
    expect(next).toHaveBeenCalledOnce()
    expect(last).not.toHaveBeenCalled()
    cancel()
    await vi.advanceTimersByTimeAsync(2000)
    expect(last).not.toHaveBeenCalled()
  } finally {
    restore()
  }
})

describe('what is preloaded, and for which link', () => {
  const route = (path: string, children?: AppRoute[]): AppRoute => ({
    path,
    children,
    screen: Object.assign(() => null, {
      preload: () => Promise.resolve(),
      loaded: () => null,
      path,
    }) as unknown as PreloadableComponent<object>,
  })
  const table = [
    route(''),
    route('notes', [route(':id')]),
    route('tools', [route('json'), route('hash')]),
    route('settings', [route('general'), route('data')]),
  ]
  const paths = (routes: AppRoute[]) =>
    routes.map((r) => `${r.path}${r.children ? ` (${r.children.length} children)` : ''}`)

  it('the section on show gets its pages first, then every section, then the detail pages', () => {
    expect(paths(screensToPreload('/', table))).toEqual(['', 'notes', 'tools', 'settings', ':id'])
    expect(paths(screensToPreload('/tools', table))).toEqual([
      'json',
      'hash',
      '',
      'notes',
      'tools',
      'settings',
      ':id',
    ])
    // The note page is the Notes section's own page there, not listed twice.
    expect(paths(screensToPreload('/notes', table))).toEqual([
      ':id',
      '',
      'notes',
      'tools',
      'settings',
    ])
  })

  it('leaves out what is fetched on demand, but finds it for a link', () => {
    const onDemand = { ...route('go', [route(':id')]), onDemand: true }
    const withGo = [...table, onDemand]
    expect(paths(screensToPreload('/', withGo))).toEqual(['', 'notes', 'tools', 'settings', ':id'])
    expect(screenFor('/go/note:1234', withGo)).toBe(onDemand.children![0]!.screen)
  })

  it('finds the screen a link opens', () => {
    const name = (pathname: string) =>
      (screenFor(pathname, table) as unknown as { path: string } | undefined)?.path
    expect(name('/')).toBe('')
    expect(name('/tools')).toBe('tools')
    expect(name('/tools/hash')).toBe('hash')
    expect(name('/tools/hash?input=abc')).toBe('hash')
    expect(name('/notes/note:1234')).toBe(':id')
    expect(name('/settings/no-such-page')).toBeUndefined()
    expect(name('/nowhere')).toBeUndefined()
  })
})
