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

const chipTexts = (chips: HTMLElement) =>
  within(chips)
    .getAllByRole('listitem')
    .map((chip) => chip.textContent)

it('highlights a date read across another part without covering it, and adds it whole', async () => {
  const user = userEvent.setup()
  renderInbox()
  const field = screen.getByRole('textbox', { name: 'Add a todo' })
  const chips = screen.getByRole('list', { name: 'Recognised' })
  await user.type(field, 'Gym tomorrow p1 5pm')
  expect(await within(chips).findByText('Priority 1')).toBeInTheDocument()
  expect(chipTexts(chips)).toEqual(['Due: Tomorrow 17:00', 'Priority: Priority 1', 'Enter to add'])
  // The highlight under the text is the text, each recognised run marked once.
  const highlight = field.previousElementSibling!
  expect(highlight.textContent).toBe('Gym tomorrow p1 5pm')
  expect([...highlight.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
    'tomorrow',
    'p1',
    '5pm',
  ])
  await user.keyboard('{Enter}')
  expect(workspace.records('todos')[0]).toMatchObject({
    title: 'Gym',
    due: '2026-11-27',
    dueTime: '17:00',
    priority: 1,
  })
})

it('adds “every monday morning” first due next Monday, with no time', async () => {
  const user = userEvent.setup()
  renderInbox()
  const field = screen.getByRole('textbox', { name: 'Add a todo' })
  const chips = screen.getByRole('list', { name: 'Recognised' })
  await user.type(field, 'Yoga every monday morning')
  expect(await within(chips).findByText('Every Monday')).toBeInTheDocument()
  expect(chipTexts(chips)).toEqual(['Repeats: Every Monday', 'Enter to add'])
  await user.keyboard('{Enter}')
  expect(workspace.records('todos')[0]).toMatchObject({
    title: 'Yoga',
    due: '2026-11-30',
    dueTime: null,
    repeat: { rrule: 'FREQ=WEEKLY;BYDAY=MO', fromCompletion: false },
  })
})
