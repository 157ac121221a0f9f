import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Clock } from 'lucide-react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { Workspace } from '@/data/workspace'
import { FIRST_VIEW_KEY, isFirstViewHeld, type StoredFirstView } from '@/lib/first-view'
import { defineWidget, registerWidgetTypes } from '@/lib/widget-registry'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import OverviewPage from './overview-page'

let release: () => void = () => {}
// A new definition for each test: the widget's code loads afresh.
const slowClock = () =>
  defineWidget({
    kind: 'clock',
    title: 'Greeting and clock',
    description: 'The time.',
    icon: Clock,
    options: {},
    size: { w: 6, h: 3, minW: 3, minH: 2 },
    // The widget's code arrives when the test says so.
    load: () =>
      new Promise<{ default: () => ReactNode }>((resolve) => {
        release = () =>
          resolve({
            default: () => (
              <p>
                Good morning <span data-first-view="live">09:41</span>
              </p>
            ),
          })
      }),
  })

let workspace: Workspace
let n = 0
let unregister = () => {}

beforeEach(async () => {
  localStorage.clear()
  unregister = registerWidgetTypes([slowClock()])
  workspace = await openTestWorkspace(`first-view-${n++}`)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200)
})
afterEach(async () => {
  unregister()
  vi.restoreAllMocks()
  window.hearthFirstView?.remove()
  window.hearthFirstView = null
  await workspace.close()
})

function renderPage() {
  const router = createMemoryRouter([
    { path: '/', element: <OverviewPage /> },
    { path: '/notes', element: <p>Notes</p> },
  ])
  const view = render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <main id="content">
          <RouterProvider router={router} />
        </main>
      </WithWorkspace>
    </TooltipProvider>,
  )
  return { router, ...view }
}

const stored = () => JSON.parse(localStorage.getItem(FIRST_VIEW_KEY) ?? 'null') as StoredFirstView

/** A copy painted at start, as public/boot.js leaves it. */
function holdCopy() {
  const copy = document.createElement('div')
  copy.id = 'first-view'
  copy.textContent = 'Yesterday’s widgets'
  document.body.append(copy)
  window.hearthFirstView = copy
  document.documentElement.dataset.firstView = 'true'
  return copy
}

it('keeps the copy from the start on screen until the widgets have their content', async () => {
  const copy = holdCopy()
  renderPage()
  await screen.findByRole('region', { name: 'Greeting and clock' })
  // The widget's code is still on its way: the copy stays.
  expect(copy).toBeInTheDocument()
  expect(isFirstViewHeld()).toBe(true)
  release()
  expect(await screen.findByText(/Good morning/)).toBeInTheDocument()
  expect(copy).not.toBeInTheDocument()
  expect(isFirstViewHeld()).toBe(false)
  expect(document.documentElement.dataset.firstView).toBeUndefined()
})

it('stores a picture of the Overview when the tab goes, without ids, data or a stale time', async () => {
  renderPage()
  release()
  await screen.findByText(/Good morning/)
  window.dispatchEvent(new Event('pagehide'))
  const copy = stored()
  expect(copy).toMatchObject({ v: 1, workspace: workspace.id, width: window.innerWidth })
  expect(copy.html).toContain('Greeting and clock')
  expect(copy.html).toContain('Good morning')
  expect(copy.html).not.toMatch(/\sdata-|\sid=|\saria-labelledby=/)
  // The time is kept in place but not shown: it would be wrong at the next start.
  expect(copy.html).toMatch(/<span style="visibility: hidden;?">09:41<\/span>/)
})

it('stores nothing while a widget loads or in edit mode, and a picture when the Overview is left', async () => {
  const user = userEvent.setup()
  const { router } = renderPage()
  await screen.findByRole('region', { name: 'Greeting and clock' })
  window.dispatchEvent(new Event('pagehide'))
  expect(stored()).toBeNull()

  release()
  await screen.findByText(/Good morning/)
  await user.click(screen.getByRole('button', { name: 'Edit layout' }))
  await screen.findByRole('button', { name: 'Done' })
  window.dispatchEvent(new Event('pagehide'))
  expect(stored()).toBeNull()

  await user.click(screen.getByRole('button', { name: 'Done' }))
  await router.navigate('/notes')
  expect(await screen.findByText('Notes')).toBeInTheDocument()
  // Copied as it went, stored a moment later (not in the next screen's first task).
  expect(stored()).toBeNull()
  await vi.waitFor(() => expect(stored()?.html).toContain('Good morning'), { timeout: 5000 })
})

it('takes no new picture when the Overview is left unchanged since its last one', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  try {
    const { router } = renderPage()
    release()
    await screen.findByText('09:41')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(stored().html).toContain('Good morning')
    localStorage.clear()

    await router.navigate('/notes')
    expect(await screen.findByText('Notes')).toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(stored()).toBeNull()
  } finally {
    vi.useRealTimers()
  }
})

it('stores a new picture a few seconds after the page changes, but not for a clock’s tick', async () => {
  // Fake timers that also follow the real clock, so the page's own waits still end.
  vi.useFakeTimers({ shouldAdvanceTime: true })
  try {
    renderPage()
    release()
    const time = await screen.findByText('09:41')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(stored().html).toContain('Good morning')
    localStorage.clear()

    time.textContent = '09:42'
    await vi.advanceTimersByTimeAsync(10_000)
    expect(stored()).toBeNull()

    screen.getByText(/Good morning/).append(' and welcome')
    await vi.advanceTimersByTimeAsync(1000)
    expect(stored()).toBeNull()
    await vi.advanceTimersByTimeAsync(4000)
    expect(stored().html).toContain('and welcome')
  } finally {
    vi.useRealTimers()
  }
})
