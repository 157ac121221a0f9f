import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import TodosPage from '../todos-page'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`quick-add-${n++}`)
  // Thursday 26 November 2026, 12:45. Only the clock: timers stay real for user-event.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 10, 26, 12, 45))
})
afterEach(async () => {
  vi.useRealTimers()
  await workspace.close()
})

function renderInbox() {
  const router = createMemoryRouter([{ path: '/todos', element: <TodosPage /> }], {
    initialEntries: ['/todos'],
  })
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <RouterProvider router={router} />
      </WithWorkspace>
    </TooltipProvider>,
  )
}

// The rule's cases are firstDue's (recurrence.test.ts); these check what quick add shows.
it.each([
  // typed, due, when the row says it is due
  ['Standup every weekday 9am', '2026-11-27', '09:00', 'Tomorrow'],
  ['Review every weekday 3pm', '2026-11-26', '15:00', 'Today'],
])(
  'adds “%s” due on its first occurrence not yet past, not overdue',
  async (typed, due, dueTime, shown) => {
    const user = userEvent.setup()
    renderInbox()
    await user.type(screen.getByRole('textbox', { name: 'Add a todo' }), `${typed}{Enter}`)
    // An Enter before the parser's chunk has come adds once it is there.
    const title = typed.split(' ')[0]!
    const row = (await screen.findByRole('checkbox', { name: title })).closest('li')!
    expect(workspace.records('todos')[0]).toMatchObject({ title, due, dueTime })
    expect(row).toHaveTextContent(shown)
    expect(row).not.toHaveTextContent('Overdue')
  },
)

it('adds what the chips show: “every morning” repeats daily, and a text of parts alone is the title', async () => {
  const user = userEvent.setup()
  renderInbox()
  const field = screen.getByRole('textbox', { name: 'Add a todo' })
  const chips = screen.getByRole('list', { name: 'Recognised' })
  await user.type(field, 'Stretch every morning')
  // The parser is its own chunk: its chips show once it is there.
  expect(await within(chips).findByText('Every day')).toBeInTheDocument()
  await user.keyboard('{Enter}')
  expect(workspace.records('todos')[0]).toMatchObject({
    title: 'Stretch',
    repeat: { rrule: 'FREQ=DAILY', fromCompletion: false },
  })
  await user.type(field, 'Daily')
  await waitFor(() => expect(chips).toHaveTextContent('Enter to add'))
  expect(within(chips).queryByText('Every day')).toBeNull()
  await user.keyboard('{Enter}')
  expect(field).toHaveValue('')
  expect(workspace.records('todos').find((todo) => todo.title === 'Daily')).toMatchObject({
    repeat: null,
    due: null,
  })
})
