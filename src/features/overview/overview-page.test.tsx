import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Clock, Timer } from 'lucide-react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { Workspace } from '@/data/workspace'
import { option } from '@/lib/widget-options'
import { defineWidget, registerWidgetTypes, type WidgetProps } from '@/lib/widget-registry'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import OverviewPage from './overview-page'
import { findDialog } from '@/testing/find-dialog'

let broken = false
const clock = defineWidget({
  kind: 'clock',
  title: 'Greeting and clock',
  description: 'The time.',
  icon: Clock,
  options: {
    label: option.text('Label', 'It is now'),
    seconds: option.switch('Show seconds', false),
  },
  size: { w: 6, h: 3, minW: 3, minH: 2 },
  load: () =>
    Promise.resolve({
      default: ({ options }: WidgetProps<{ label: ReturnType<typeof option.text> }>) => (
        <p>{options.label}</p>
      ),
    }),
})
const fragile = defineWidget({
  kind: 'search',
  title: 'Search',
  description: 'Fails on demand.',
  icon: Timer,
  options: {},
  size: { w: 6, h: 2 },
  load: () =>
    Promise.resolve({
      default: function Fragile() {
        if (broken) throw new Error('Broken on purpose')
        return <p>Search works</p>
      },
    }),
})

let workspace: Workspace
let n = 0
let unregister = () => {}

beforeEach(async () => {
  broken = false
  unregister = registerWidgetTypes([clock, fragile])
  workspace = await openTestWorkspace(`overview-page-${n++}`)
  // A desktop-wide grid (jsdom lays nothing out).
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200)
})
afterEach(async () => {
  unregister()
  vi.restoreAllMocks()
  await workspace.close()
})

function renderPage() {
  const router = createMemoryRouter([{ path: '/', element: <OverviewPage /> }])
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <RouterProvider router={router} />
        <Toaster />
      </WithWorkspace>
    </TooltipProvider>,
  )
}

const region = (name: string) => screen.getByRole('region', { name })
const lg = (kind: string) =>
  workspace.records('widgets').find((widget) => widget.kind === kind)?.layouts.lg

it('shows a new workspace’s default widgets in reading order; unknown kinds say so', async () => {
  renderPage()
  expect(await screen.findByText('It is now')).toBeInTheDocument()
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
  expect(headings.slice(0, 2)).toEqual(['Greeting and clock', 'Search'])
  // Todos, notes, calendar and bookmarks are not registered in this test.
  expect(region('Unknown widget (todos)')).toHaveTextContent('comes from a newer version')
})

it('stores settings from the generated form, and removes a widget with Undo', async () => {
  const user = userEvent.setup()
  renderPage()
  await screen.findByText('It is now')
  await user.click(
    within(region('Greeting and clock')).getByRole('button', { name: 'Widget settings' }),
  )
  // The dialog's code comes when the page is idle, or on first use.
  const dialog = await findDialog({ name: 'Widget settings' })
  await user.clear(within(dialog).getByRole('textbox', { name: 'Label' }))
  await user.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'Time')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Time')).toBeInTheDocument()

  await user.click(within(region('Search')).getByRole('button', { name: 'Remove widget' }))
  expect(screen.queryByRole('region', { name: 'Search' })).not.toBeInTheDocument()
  await user.click(await screen.findByRole('button', { name: 'Undo' }))
  expect(await screen.findByText('Search works')).toBeInTheDocument()
})

it('saves only the settings changed in the dialog: another tab’s change of another stays', async () => {
  const user = userEvent.setup()
  renderPage()
  await screen.findByText('It is now')
  await user.click(
    within(region('Greeting and clock')).getByRole('button', { name: 'Widget settings' }),
  )
  const dialog = await findDialog({ name: 'Widget settings' })
  await user.click(within(dialog).getByRole('checkbox', { name: 'Show seconds' }))
  // Meanwhile another tab changes the label.
  const clockWidget = workspace.records('widgets').find((widget) => widget.kind === 'clock')!
  act(() => {
    workspace
      .repository('widgets')
      .update(clockWidget.id, { config: { ...clockWidget.config, label: 'From the other tab' } })
  })
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('From the other tab')).toBeInTheDocument()
  await user.click(
    within(region('Greeting and clock')).getByRole('button', { name: 'Widget settings' }),
  )
  const again = await findDialog({ name: 'Widget settings' })
  expect(within(again).getByRole('checkbox', { name: 'Show seconds' })).toBeChecked()
  expect(within(again).getByRole('textbox', { name: 'Label' })).toHaveValue('From the other tab')
})

it('hands the keyboard on when a widget is removed: next, previous, then “Add widget”', async () => {
  const user = userEvent.setup()
  const keep = ['clock', 'search', 'todos']
  workspace
    .repository('widgets')
    .removeMany(workspace.records('widgets').flatMap((w) => (keep.includes(w.kind) ? [] : w.id)))
  renderPage()
  await screen.findByText('It is now')
  const [first, second, third] = screen.getAllByRole('button', { name: 'Remove widget' })
  act(() => second!.focus())
  await user.keyboard('{Enter}')
  await waitFor(() => expect(third).toHaveFocus())
  await user.keyboard('{Enter}')
  await waitFor(() => expect(first).toHaveFocus())
  await user.keyboard('{Enter}')
  await screen.findByRole('heading', { name: 'Your Overview has no widgets' })
  // The empty Overview's own 'Add widget', after the toolbar's.
  const add = screen.getAllByRole('button', { name: 'Add widget' })
  await waitFor(() => expect(add.at(-1)).toHaveFocus())
  expect(add).toHaveLength(2)
})

it('moves and resizes the focused widget with arrow keys in edit mode, and announces it', async () => {
  const user = userEvent.setup()
  renderPage()
  await screen.findByText('It is now')
  await user.click(screen.getByRole('button', { name: 'Edit layout' }))
  await screen.findByRole('button', { name: 'Done' })
  // Each widget has its corner to resize it by mouse or touch.
  expect(document.querySelectorAll('.react-resizable-handle')).toHaveLength(6)
  const frame = region('Greeting and clock')
  act(() => frame.focus())
  await user.keyboard('{ArrowDown}')
  // The clock swaps with the todos widget below it.
  expect(lg('clock')).toMatchObject({ x: 0, y: 7 })
  expect(
    await screen.findByText(/Greeting and clock moved to column 1, row 8\./),
  ).toBeInTheDocument()
  act(() => region('Greeting and clock').focus())
  await user.keyboard('{Shift>}{ArrowUp}{/Shift}')
  expect(lg('clock')).toMatchObject({ h: 2 })
  await user.keyboard('{Shift>}{ArrowUp}{/Shift}')
  expect(await screen.findByText('Greeting and clock cannot be resized up.')).toBeInTheDocument()
  // One row, not '1 rows'.
  act(() => region('Search').focus())
  await user.keyboard('{Shift>}{ArrowUp}{/Shift}')
  expect(await screen.findByText('Search resized to 7 columns by 2 rows.')).toBeInTheDocument()
  act(() => region('Search').focus())
  await user.keyboard('{Shift>}{ArrowUp}{/Shift}')
  expect(await screen.findByText('Search resized to 7 columns by 1 row.')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Done' }))
  expect(screen.getByRole('button', { name: 'Edit layout' })).toBeInTheDocument()
})

it('shows a failing widget’s fallback while the others work, and reloads it', async () => {
  const user = userEvent.setup()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  broken = true
  renderPage()
  const search = region('Search')
  expect(await within(search).findByRole('alert')).toHaveTextContent('This widget stopped working.')
  expect(screen.getByText('It is now')).toBeInTheDocument()
  broken = false
  await user.click(within(search).getByRole('button', { name: 'Reload widget' }))
  expect(await screen.findByText('Search works')).toBeInTheDocument()
})

it('offers to add widgets when none is shown, and adds one from the gallery', async () => {
  const user = userEvent.setup()
  workspace.repository('widgets').removeMany(workspace.records('widgets').map((w) => w.id))
  renderPage()
  expect(
    await screen.findByRole('heading', { name: 'Your Overview has no widgets' }),
  ).toBeInTheDocument()
  await user.click(screen.getAllByRole('button', { name: 'Add widget' })[0]!)
  const gallery = await findDialog({ name: 'Add widget' })
  await user.click(within(gallery).getByRole('button', { name: 'Search' }))
  expect(await screen.findByText('Search works')).toBeInTheDocument()
  expect(lg('search')).toEqual({ x: 0, y: 0, w: 6, h: 2 })
})

const sm = (kind: string) =>
  workspace.records('widgets').find((widget) => widget.kind === kind)?.layouts.sm

it('in one column, edit mode changes a widget’s height: a handle on its bottom edge, Shift+↑/↓', async () => {
  const user = userEvent.setup()
  // A phone: the grid is one column wide.
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358)
  renderPage()
  await screen.findByText('It is now')
  await user.click(screen.getByRole('button', { name: 'Edit layout' }))
  await screen.findByRole('button', { name: 'Done' })
  const frame = region('Greeting and clock')
  expect(frame).toHaveAccessibleDescription(
    'Drag a widget to move it, or the handle on its bottom edge to change its height. With the keyboard, focus a widget: arrow keys move it, Shift+↑ and Shift+↓ change its height.',
  )
  // Each widget has a handle on its bottom edge, and no corner.
  expect(document.querySelectorAll('.react-resizable-handle-s')).toHaveLength(6)
  expect(document.querySelector('.react-resizable-handle-se')).toBeNull()
  act(() => frame.focus())
  await user.keyboard('{Shift>}{ArrowDown}{/Shift}')
  expect(await screen.findByText('Greeting and clock is now 4 rows tall.')).toBeInTheDocument()
  expect(sm('clock')).toEqual({ x: 0, y: 0, w: 1, h: 4 })
  await user.keyboard('{Shift>}{ArrowUp}{/Shift}{Shift>}{ArrowUp}{/Shift}')
  expect(await screen.findByText('Greeting and clock is now 2 rows tall.')).toBeInTheDocument()
  // Its type's least height.
  await user.keyboard('{Shift>}{ArrowUp}{/Shift}')
  expect(
    await screen.findByText('Greeting and clock cannot be shorter than 2 rows.'),
  ).toBeInTheDocument()
  // The width is the column's.
  await user.keyboard('{Shift>}{ArrowRight}{/Shift}')
  expect(
    await screen.findByText(
      'Greeting and clock is as wide as the column. Shift+↑ and Shift+↓ change its height.',
    ),
  ).toBeInTheDocument()
  expect(sm('clock')).toEqual({ x: 0, y: 0, w: 1, h: 2 })
  // One row, not '1 rows'.
  act(() => region('Search').focus())
  await user.keyboard('{Shift>}{ArrowUp}{/Shift}')
  expect(await screen.findByText('Search is now 2 rows tall.')).toBeInTheDocument()
  await user.keyboard('{Shift>}{ArrowUp}{/Shift}')
  expect(await screen.findByText('Search is now 1 row tall.')).toBeInTheDocument()
  // Moving works as on a wider grid.
  await user.keyboard('{ArrowUp}')
  expect(await screen.findByText('Search moved to column 1, row 1.')).toBeInTheDocument()
})
