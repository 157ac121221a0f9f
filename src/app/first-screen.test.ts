import { afterEach, describe, expect, it, vi } from 'vitest'
import { NoteEditor } from '@/features/notes/components/lazy-parts'
import { preloadFirstScreen } from './first-screen'
import { ROUTES } from './routes'

const route = (path: string) => ROUTES.find((candidate) => candidate.path === path)!
const child = (parent: string, path: string) =>
  route(parent).children!.find((candidate) => candidate.path === path)!

/** Spies on every screen's preload (without loading anything). */
function spyOnPreloads() {
  const spies = new Map<string, ReturnType<typeof vi.fn>>()
  const visit = (routes: typeof ROUTES, prefix: string) => {
    for (const r of routes) {
      const name = `${prefix}${r.path}`
      spies.set(name, vi.spyOn(r.screen, 'preload').mockResolvedValue(undefined) as never)
      if (r.firstScreen) vi.spyOn(r, 'firstScreen').mockResolvedValue(undefined)
      if (r.children) visit(r.children, `${name}/`)
    }
  }
  visit(ROUTES, '/')
  return () => [...spies].filter(([, spy]) => spy.mock.calls.length).map(([name]) => name)
}

afterEach(() => vi.restoreAllMocks())

describe('preloadFirstScreen', () => {
  it("fetches the section's screen and the page inside it that the address opens", () => {
    const preloaded = spyOnPreloads()
    preloadFirstScreen('#/notes/note:01J9ZK3Q8W')
    expect(preloaded()).toEqual(['/notes', '/notes/:id'])
  })

  it("fetches a note's editor with the note's page, and not for Notes' own address", async () => {
    spyOnPreloads()
    const note = child('notes', ':id')
    const extra = vi.mocked(note.firstScreen!)
    preloadFirstScreen('#/notes')
    expect(extra).not.toHaveBeenCalled()
    preloadFirstScreen('#/notes/note:01J9ZK3Q8W')
    expect(extra).toHaveBeenCalledOnce()
    extra.mockRestore()
    const editor = vi.spyOn(NoteEditor, 'preload').mockResolvedValue(undefined as never)
    await note.firstScreen!()
    expect(editor).toHaveBeenCalledOnce()
  })

  it('finds a named page before a parameter', () => {
    const preloaded = spyOnPreloads()
    preloadFirstScreen('#/settings/data?from=menu')
    expect(preloaded()).toEqual(['/settings', '/settings/data'])
    expect(child('settings', 'data').screen.preload).toHaveBeenCalledOnce()
  })

  it("fetches the item address's page for an item's address", () => {
    const preloaded = spyOnPreloads()
    preloadFirstScreen('#/go/todo:01J9ZK3Q8W')
    expect(preloaded()).toEqual(['/go', '/go/:id'])
    expect(route('go').screen).toBe(child('go', ':id').screen)
  })

  it('fetches only the section for its own address', () => {
    const preloaded = spyOnPreloads()
    preloadFirstScreen('#/todos')
    expect(preloaded()).toEqual(['/todos'])
  })

  it('fetches nothing for an address that is no page', () => {
    const preloaded = spyOnPreloads()
    preloadFirstScreen('#/nowhere/at-all')
    expect(preloaded()).toEqual([])
  })
})
