import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { TooltipProvider } from '@/components/ui/tooltip'
import { GENERAL_DEFAULTS, usePreferencesStore } from '@/data/preferences-store'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, readInto, WithWorkspace } from '@/testing/test-workspace'
import { dayOf, momentOf, shiftDay } from './model/days'
import { openDetails } from './model/todos-ui-store'
import TodoPage from './todo-page'
import { DayTodos } from './widgets/day-todos'
import TodosWidget from './widgets/todos-widget'
import { findDialog } from '@/testing/find-dialog'

// Settings > General > Clock format: '12-hour'.

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`todos-clock-${n++}`)
  usePreferencesStore.setState({ clockFormat: '12h' })
})
afterEach(async () => {
  act(() => openDetails(null))
  usePreferencesStore.setState({ clockFormat: GENERAL_DEFAULTS.clockFormat })
  await workspace.close()
})

function renderAt(element: ReactNode) {
  readInto(workspace, 'todos', 'todoLists')
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] })
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <RouterProvider router={router} />
      </WithWorkspace>
    </TooltipProvider>,
  )
}

const tomorrow = () => shiftDay(dayOf(new Date()), 1)
/** 'Call the bank', due tomorrow at 17:00, with a reminder at 16:45. */
const callTheBank = () =>
  workspace.repository('todos').create({
    title: 'Call the bank',
    due: tomorrow(),
    dueTime: '17:00',
    reminder: momentOf(tomorrow(), '16:45').getTime(),
  })
const rowOf = (title: string) => screen.getByRole('checkbox', { name: title }).closest('li')!

it('shows times on the 12-hour clock in rows, quick-add chips and details', async () => {
  const todo = callTheBank()
  const user = userEvent.setup()
  renderAt(<TodoPage />)
  // TodoPage reads its view from the route; '/' has none, so it shows the Inbox.
  const row = rowOf('Call the bank')
  expect(row).toHaveTextContent('Tomorrow 5:00 PM')
  expect(row).toHaveTextContent('Reminder')
  expect(row).toHaveTextContent(/, 4:45 PM/)
  expect(row).not.toHaveTextContent(/17:00|16:45/)

  await user.type(screen.getByRole('textbox', { name: 'Add a todo' }), 'Pay rent tomorrow 9am')
  const chips = screen.getByRole('list', { name: 'Recognised' })
  expect(await within(chips).findByText('Tomorrow 9:00 AM', {}, { timeout: 5000 })).toBeVisible()

  act(() => openDetails(todo.id))
  const dialog = await findDialog({ name: 'Todo details' })
  expect(dialog).toHaveTextContent('Tomorrow 4:45 PM')
  expect(
    within(dialog).getByRole('button', { name: 'Morning of due day (9:00 AM)' }),
  ).toBeInTheDocument()
})

it('shows times on the 12-hour clock in the Todos widget and the calendar’s day', () => {
  callTheBank()
  renderAt(
    <>
      <TodosWidget id="widget:1" options={{ show: 'upcoming' }} setOptions={() => {}} />
      <DayTodos day={tomorrow()} today={dayOf(new Date())} onClose={() => {}} />
    </>,
  )
  expect(rowOf('Call the bank')).toHaveTextContent('Tomorrow 5:00 PM')
  const day = screen.getByRole('region', { name: /^Tomorrow · / })
  expect(within(day).getByRole('listitem')).toHaveTextContent('Call the bank5:00 PM')
})
