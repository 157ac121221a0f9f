import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { TooltipProvider } from '@/components/ui/tooltip'
import { usePreferencesStore } from '@/data/preferences-store'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, readInto, WithWorkspace } from '@/testing/test-workspace'
import { dateFormat, dayOf, dayStart, longDay, shiftDay } from '../model/days'
import CalendarWidget from './calendar-widget'
import { shiftMonth } from './month'

let workspace: Workspace
let n = 0

beforeEach(async () => {
  workspace = await openTestWorkspace(`calendar-widget-${n++}`)
})
afterEach(async () => {
  usePreferencesStore.setState({ weekStartsOn: 'monday' })
  await workspace.close()
})

function renderCalendar() {
  readInto(workspace, 'todos', 'todoLists')
  const router = createMemoryRouter(
    [{ path: '/', element: <CalendarWidget id="widget:1" options={{}} setOptions={() => {}} /> }],
    { initialEntries: ['/'] },
  )
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <RouterProvider router={router} />
      </WithWorkspace>
    </TooltipProvider>,
  )
}

const today = () => dayOf(new Date())
const monthName = (month: string) =>
  dateFormat('en-GB', { month: 'long', year: 'numeric' }).format(dayStart(`${month}-01`))
const grid = () => screen.getByRole('grid')

describe('Calendar widget', () => {
  it('marks today and the days with open todos due', () => {
    const todos = workspace.repository('todos')
    todos.create({ title: 'Water plants', due: today() })
    todos.create({ title: 'Call mum', due: today() })
    todos.create({ title: 'Done already', due: today(), done: true })
    renderCalendar()
    const day = within(grid()).getByRole('button', { name: `${longDay(today())}, 2 todos due` })
    expect(day).toHaveAttribute('aria-current', 'date')
    // Exactly one day carries todos.
    expect(within(grid()).getAllByRole('button', { name: /todos? due/ })).toHaveLength(1)
  })

  it('starts the week on the day chosen in Settings > General', () => {
    renderCalendar()
    const first = () => within(grid()).getAllByRole('columnheader')[0]
    expect(first()).toHaveTextContent('Monday')
    act(() => usePreferencesStore.setState({ weekStartsOn: 'sunday' }))
    expect(first()).toHaveTextContent('Sunday')
    act(() => usePreferencesStore.setState({ weekStartsOn: 'saturday' }))
    expect(first()).toHaveTextContent('Saturday')
  })

  it("opens a day's todos, each linking to it in Todos", async () => {
    const home = workspace.repository('todoLists').create({ title: 'Home', order: 'a0' })
    const todos = workspace.repository('todos')
    const water = todos.create({ title: 'Water plants', due: today(), dueTime: '09:30' })
    const fix = todos.create({ title: 'Fix the tap', due: today(), listId: home.id })
    todos.create({ title: 'Not today', due: shiftDay(today(), 1) })
    const user = userEvent.setup()
    renderCalendar()
    await user.click(within(grid()).getByRole('button', { name: /2 todos due/ }))
    const day = screen.getByRole('region', { name: /^Today · / })
    expect(within(day).getByRole('link', { name: 'Water plants' })).toHaveAttribute(
      'href',
      `/todos/inbox?todo=${encodeURIComponent(water.id)}`,
    )
    expect(within(day).getByRole('link', { name: 'Fix the tap' })).toHaveAttribute(
      'href',
      `/todos/${encodeURIComponent(home.id)}?todo=${encodeURIComponent(fix.id)}`,
    )
    expect(within(day).getByText('09:30')).toBeInTheDocument()
    expect(within(day).queryByText('Not today')).not.toBeInTheDocument()
    await user.click(within(day).getByRole('button', { name: 'Close day' }))
    expect(screen.queryByRole('region', { name: /^Today · / })).not.toBeInTheDocument()
  })

  it('opens a day from the keyboard: arrows move between days, Enter opens one', async () => {
    workspace.repository('todos').create({ title: 'Pay rent', due: shiftDay(today(), 1) })
    const user = userEvent.setup()
    renderCalendar()
    const todayButton = within(grid()).getByRole('button', { name: longDay(today()) })
    // Today is the grid's one tab stop.
    expect(todayButton).toHaveAttribute('tabindex', '0')
    act(() => todayButton.focus())
    await user.keyboard('{ArrowRight}')
    const tomorrow = within(grid()).getByRole('button', {
      name: `${longDay(shiftDay(today(), 1))}, 1 todo due`,
    })
    expect(tomorrow).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('link', { name: 'Pay rent' })).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}{ArrowDown}')
    expect(
      within(grid()).getByRole('button', { name: longDay(shiftDay(today(), 7)) }),
    ).toHaveFocus()
  })

  it('moves between months and back to today', async () => {
    const month = today().slice(0, 7)
    const user = userEvent.setup()
    renderCalendar()
    const heading = () => screen.getByRole('heading', { level: 3 })
    expect(heading()).toHaveTextContent(monthName(month))
    expect(grid()).toHaveAccessibleName(monthName(month))
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    expect(heading()).toHaveTextContent(monthName(shiftMonth(month, 1)))
    expect(within(grid()).queryByRole('button', { current: 'date' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous month' }))
    await user.click(screen.getByRole('button', { name: 'Previous month' }))
    expect(heading()).toHaveTextContent(monthName(shiftMonth(month, -1)))
    await user.click(screen.getByRole('button', { name: 'Today' }))
    expect(heading()).toHaveTextContent(monthName(month))
    expect(within(grid()).getByRole('button', { current: 'date' })).toBeInTheDocument()
  })
})

describe('Calendar widget at midnight', () => {
  afterEach(() => vi.useRealTimers())
  const startAt = (now: Date) =>
    vi.useFakeTimers({ now, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'Date'] })
  const heading = () => screen.getByRole('heading', { level: 3 })
  const marked = () => within(grid()).queryByRole('button', { current: 'date' })

  it('moves on to the new month at the end of a month, with the new today marked', () => {
    startAt(new Date(2026, 10, 30, 23, 58)) // Monday 30 November 2026, 23:58
    renderCalendar()
    expect(heading()).toHaveTextContent('November 2026')
    expect(marked()).toHaveAccessibleName(longDay('2026-11-30'))
    act(() => vi.advanceTimersByTime(5 * 60_000))
    expect(heading()).toHaveTextContent('December 2026')
    expect(marked()).toHaveAccessibleName(longDay('2026-12-01'))
    // The tab stop went with it.
    expect(marked()).toHaveAttribute('tabindex', '0')
  })

  it('marks the new today as midnight strikes, not up to a minute later', () => {
    startAt(new Date(2026, 10, 15, 23, 59, 59, 500))
    renderCalendar()
    act(() => vi.advanceTimersByTime(500))
    expect(marked()).toHaveAccessibleName(longDay('2026-11-16'))
    expect(marked()).toHaveAttribute('tabindex', '0')
  })

  it('stays on a month the user went to', () => {
    startAt(new Date(2026, 10, 30, 23, 59))
    renderCalendar()
    act(() => screen.getByRole('button', { name: 'Previous month' }).click())
    act(() => vi.advanceTimersByTime(2 * 60_000))
    expect(heading()).toHaveTextContent('October 2026')
    act(() => screen.getByRole('button', { name: 'Today' }).click())
    expect(heading()).toHaveTextContent('December 2026')
    expect(marked()).toHaveAccessibleName(longDay('2026-12-01'))
  })
})
