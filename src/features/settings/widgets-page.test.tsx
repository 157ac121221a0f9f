import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CalendarClock, Clock, Search } from 'lucide-react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { ConfirmHost } from '@/components/ui/confirm'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import { GENERAL_DEFAULTS, TASKBAR_DEFAULTS, usePreferencesStore } from '@/data/preferences-store'
import type { Workspace } from '@/data/workspace'
import { layoutFor } from '@/lib/widget-grid'
import { option } from '@/lib/widget-options'
import { defineWidget, registerWidgetTypes } from '@/lib/widget-registry'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import WidgetsSettingsPage from './widgets-page'
import { findDialog } from '@/testing/find-dialog'

const TYPES = [
  defineWidget({
    kind: 'clock',
    title: 'Greeting and clock',
    description: 'The time.',
    icon: Clock,
    options: { zones: option.list('Time zones', 'Time zone', []) },
    size: { w: 6, h: 3 },
    load: () => Promise.resolve({ default: () => <p>Clock</p> }),
  }),
  defineWidget({
    kind: 'search',
    title: 'Search',
    description: 'Search the web.',
    icon: Search,
    options: { newTab: option.switch('Open in a new tab', true) },
    size: { w: 6, h: 2 },
    load: () => Promise.resolve({ default: () => <p>Search box</p> }),
  }),
  defineWidget({
    kind: 'countdown',
    title: 'Countdown',
    description: 'Days to go.',
    icon: CalendarClock,
    options: {},
    size: { w: 3, h: 3 },
    load: () => Promise.resolve({ default: () => <p>Days</p> }),
  }),
]

let workspace: Workspace
let n = 0
let unregister = () => {}

beforeEach(async () => {
  usePreferencesStore.setState({
    ...GENERAL_DEFAULTS,
    taskbar: TASKBAR_DEFAULTS,
    widgetDefaults: {},
  })
  unregister = registerWidgetTypes(TYPES)
  workspace = await openTestWorkspace(`widgets-page-${n++}`)
})
afterEach(async () => {
  unregister()
  await workspace.close()
})

function renderPage() {
  const router = createMemoryRouter([{ path: '/', element: <WidgetsSettingsPage /> }])
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <RouterProvider router={router} />
        <ConfirmHost />
        <Toaster />
      </WithWorkspace>
    </TooltipProvider>,
  )
}

const list = () => screen.getByRole('list', { name: 'Widgets' })
const row = (name: string) =>
  within(list())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('checkbox', { name: new RegExp(name, 'i') }))!
const record = (kind: string) => workspace.records('widgets').find((w) => w.kind === kind)!
const names = () =>
  within(list())
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')!.textContent)

it('lists the widgets in reading order; hides, shows and reorders them at once', async () => {
  const user = userEvent.setup()
  renderPage()
  expect(names()[0]).toBe('Greeting and clock')
  expect(names()).toHaveLength(6)
  await user.click(within(row('Search')).getByRole('checkbox'))
  expect(record('search').hidden).toBe(true)
  expect(names()).toContain('Search(hidden)')
  await user.click(within(row('Search')).getByRole('checkbox'))
  expect(record('search').hidden).toBe(false)

  await user.click(within(row('Search')).getByRole('button', { name: /^Move .* up$/ }))
  expect(names().slice(0, 2)).toEqual(['Search', 'Greeting and clock'])
  // The desktop grid is laid out again in the new order.
  expect(record('search').layouts.lg).toMatchObject({ x: 0, y: 0 })
  expect(record('search').order < record('clock').order).toBe(true)
})

it('opens a widget’s settings, removes it with Undo, and adds one with this device’s defaults', async () => {
  const user = userEvent.setup()
  renderPage()
  await user.click(within(row('Search')).getByRole('button', { name: 'Widget settings' }))
  const dialog = screen.getByRole('dialog', { name: 'Widget settings' })
  await user.click(within(dialog).getByRole('checkbox', { name: 'Open in a new tab' }))
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(record('search').config).toEqual({ newTab: false })

  await user.click(within(row('Calendar')).getByRole('button', { name: 'Remove widget' }))
  expect(workspace.records('widgets').some((w) => w.kind === 'calendar')).toBe(false)
  await user.click(await screen.findByRole('button', { name: 'Undo' }))
  expect(workspace.records('widgets').some((w) => w.kind === 'calendar')).toBe(true)

  // Defaults for new clocks, then a new clock starts with them.
  const defaults = screen.getByRole('region', { name: 'Defaults for new widgets' })
  await user.selectOptions(within(defaults).getByRole('combobox', { name: 'Widget type' }), 'clock')
  await user.type(within(defaults).getByRole('textbox', { name: 'Add time zone' }), 'Asia/Tokyo')
  await user.click(within(defaults).getByRole('button', { name: 'Add' }))
  await user.click(within(defaults).getByRole('button', { name: 'Save defaults' }))
  expect(usePreferencesStore.getState().widgetDefaults).toEqual({
    clock: { zones: ['Asia/Tokyo'] },
  })

  await user.click(screen.getAllByRole('button', { name: 'Add widget' })[0]!)
  await user.click(
    within(screen.getByRole('dialog', { name: 'Add widget' })).getByRole('button', {
      name: 'Greeting and clock',
    }),
  )
  const clocks = workspace.records('widgets').filter((w) => w.kind === 'clock')
  expect(clocks).toHaveLength(2)
  expect(clocks.map((w) => w.config)).toContainEqual({ zones: ['Asia/Tokyo'] })
  expect(names()).toContain('Greeting and clock 2')
})

it('resets the layout after asking, with Undo', async () => {
  const user = userEvent.setup()
  renderPage()
  await user.click(within(row('Search')).getByRole('button', { name: 'Remove widget' }))
  await user.click(within(row('Notes')).getByRole('checkbox'))
  await user.click(screen.getByRole('button', { name: 'Reset layout' }))
  // Once it takes pointer events (`findDialog`): a click before that is refused.
  const ask = await findDialog({ name: 'Reset the layout?' })
  await user.click(within(ask).getByRole('button', { name: 'Reset layout' }))
  expect(names()).toHaveLength(6)
  expect(record('notes').hidden).toBe(false)
  // Toasts are newest first.
  const undo = screen.getAllByRole('button', { name: 'Undo' })[0]!
  await user.click(undo)
  expect(names()).toHaveLength(5)
  expect(record('notes').hidden).toBe(true)
})

/** The Overview's order on a grid: the shown widgets as its layout reads (unknown kinds 4 × 3). */
const overview = (breakpoint: 'lg' | 'md' | 'sm') => {
  const widgets = workspace.records('widgets').filter((widget) => !widget.hidden)
  const size = (kind: string) => TYPES.find((type) => type.kind === kind)?.size
  const items = layoutFor(
    widgets.map((widget) => ({ widget, size: size(widget.kind) ?? { w: 4, h: 3 } })),
    breakpoint,
  )
  return items.map((item) => widgets.find((widget) => widget.id === item.i)!.kind)
}
const shownNames = () => names().filter((name) => !name?.endsWith('(hidden)'))
const kinds = ['clock', 'countdown', 'calendar', 'todos', 'notes', 'bookmarks']

it('keeps the list, the desktop grid and the phone in one order past a hidden widget', async () => {
  const user = userEvent.setup()
  renderPage()
  await user.click(within(row('Search')).getByRole('checkbox'))
  // Calendar moves up into the room Search left, beside the greeting: the list follows.
  expect(overview('lg')).toEqual(['clock', 'calendar', 'todos', 'notes', 'bookmarks'])
  expect(shownNames()[1]).toBe('Unknown widget (calendar)')
  await user.click(screen.getAllByRole('button', { name: 'Add widget' })[0]!)
  const gallery = screen.getByRole('dialog', { name: 'Add widget' })
  await user.click(within(gallery).getByRole('button', { name: 'Countdown' }))
  // It goes where the hidden Search left room on the desktop, and the list says so.
  expect(names().slice(0, 3)).toEqual(['Greeting and clock', 'Search(hidden)', 'Countdown'])
  expect(overview('lg')).toEqual(kinds)

  // One step up passes the hidden Search and the Greeting.
  await user.click(within(row('Countdown')).getByRole('button', { name: 'Move “Countdown” up' }))
  expect(shownNames().slice(0, 2)).toEqual(['Countdown', 'Greeting and clock'])
  const inOrder = ['countdown', 'clock', ...kinds.slice(2)]
  expect(overview('lg')).toEqual(inOrder)
  expect(overview('sm')).toEqual(inOrder)

  // Down past Todos, Notes and Bookmarks: the end of the list.
  for (let step = 0; step < 3; step++)
    await user.click(within(row('Calendar')).getByRole('button', { name: /^Move .* down$/ }))
  expect(shownNames().slice(-2)).toEqual([
    'Unknown widget (bookmarks)',
    'Unknown widget (calendar)',
  ])
  expect(overview('lg')).toEqual(['countdown', 'clock', 'todos', 'notes', 'bookmarks', 'calendar'])
  // Shown again, Search comes back where the list has it.
  await user.click(within(row('Search')).getByRole('checkbox'))
  expect(shownNames().slice(0, 3)).toEqual(['Countdown', 'Greeting and clock', 'Search'])
  expect(overview('lg').slice(0, 3)).toEqual(['countdown', 'clock', 'search'])
  expect(overview('sm').slice(0, 3)).toEqual(['countdown', 'clock', 'search'])
})

it('shows a hidden widget again in a free place of its turn, leaving no gap above the next', async () => {
  const user = userEvent.setup()
  renderPage()
  await user.click(within(row('Notes')).getByRole('checkbox'))
  // Up past the hidden Notes and Todos.
  await user.click(within(row('Calendar')).getByRole('button', { name: /^Move .* up$/ }))
  await user.click(within(row('Notes')).getByRole('checkbox'))
  expect(shownNames()).toHaveLength(6)
  // Notes' old place is Todos' now: it takes the free one beside Todos, and Bookmarks stays
  // right below them (it was pushed down below Notes, under a hole as wide as Notes).
  const widgets = workspace.records('widgets').filter((widget) => !widget.hidden)
  const places = layoutFor(
    widgets.map((widget) => ({ widget, size: { w: 4, h: 3 } })),
    'lg',
  ).map(({ i, x, y }) => [widgets.find((widget) => widget.id === i)!.kind, x, y])
  expect(places).toEqual([
    ['clock', 0, 0],
    ['search', 5, 0],
    ['calendar', 0, 3],
    ['todos', 4, 3],
    ['notes', 8, 3],
    ['bookmarks', 0, 10],
  ])
})

it('keeps the tablet’s and the phone’s arrangements when the list is reordered', async () => {
  const user = userEvent.setup()
  // Arranged at tablet width: Todos full width, Calendar beside Notes. At phone width: each
  // widget its own height.
  const tablet = {
    clock: { x: 0, y: 0, w: 3, h: 3 },
    search: { x: 3, y: 0, w: 3, h: 3 },
    todos: { x: 0, y: 3, w: 6, h: 6 },
    notes: { x: 0, y: 9, w: 3, h: 7 },
    calendar: { x: 3, y: 9, w: 3, h: 5 },
    bookmarks: { x: 0, y: 16, w: 6, h: 4 },
  }
  const heights = { clock: 2, search: 2, todos: 9, notes: 5, calendar: 4, bookmarks: 6 }
  let y = 0
  workspace.repository('widgets').updateMany(
    workspace.records('widgets').map((widget) => {
      const kind = widget.kind as keyof typeof tablet
      const sm = { x: 0, y, w: 1, h: heights[kind] }
      y += sm.h
      return { id: widget.id, patch: { layouts: { ...widget.layouts, md: tablet[kind], sm } } }
    }),
  )
  renderPage()
  await user.click(within(row('Calendar')).getByRole('button', { name: /^Move .* up$/ }))

  // The new order shows at every width; every widget keeps its size on each grid, and on the
  // tablet Notes goes beside Calendar, in its place: the others stay where they were.
  const order = ['clock', 'search', 'todos', 'calendar', 'notes', 'bookmarks']
  for (const breakpoint of ['lg', 'md', 'sm'] as const) expect(overview(breakpoint)).toEqual(order)
  for (const kind of order) {
    const { md, sm } = record(kind).layouts
    const size = tablet[kind as keyof typeof tablet]
    expect(md).toMatchObject({ w: size.w, h: size.h })
    expect(sm).toMatchObject({ w: 1, h: heights[kind as keyof typeof heights] })
  }
  for (const kind of ['clock', 'search', 'todos', 'bookmarks'] as const)
    expect(record(kind).layouts.md).toEqual(tablet[kind])
  expect(record('calendar').layouts.md).toEqual({ ...tablet.calendar, x: 0 })
  expect(record('notes').layouts.md).toEqual({ ...tablet.notes, x: 3 })
})
