import { render, screen } from '@testing-library/react'
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
    const [todo] = workspace.records('todos')
    expect(todo).toMatchObject({ due, dueTime })
    const row = screen.getByRole('checkbox', { name: todo!.title }).closest('li')!
    expect(row).toHaveTextContent(shown)
    expect(row).not.toHaveTextContent('Overdue')
  },
)
