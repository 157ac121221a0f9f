import { useSortable } from '@dnd-kit/sortable'
import type * as Sortable from '@dnd-kit/sortable'
import { render, screen, within } from '@testing-library/react'
import { Profiler } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import TodoPage from '../todo-page'
import { dayOf, longDay, shiftDay } from '../model/days'
import { FIRST } from './todo-groups'

// What the Large sample's Upcoming cost (15 groups, 750 rows) comes down to, counted, not timed.

vi.mock('@dnd-kit/sortable', async (importOriginal) => {
  const actual = await importOriginal<typeof Sortable>()
  return { ...actual, useSortable: vi.fn(actual.useSortable) }
})

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`todo-groups-cost-${n++}`)
  vi.mocked(useSortable).mockClear()
})
afterEach(async () => {
  await workspace.close()
})

/** Three days ahead with 20 todos each, opened in Upcoming; returns the days. */
function openUpcoming(onCommit: () => void = () => {}) {
  const today = dayOf(new Date())
  const days = [1, 2, 3].map((i) => shiftDay(today, i))
  workspace.repository('todos').createMany(
    days.flatMap((due, d) =>
      Array.from({ length: 20 }, (_, i) => ({
        title: `Day ${d + 1} todo ${i + 1}`,
        due,
        order: `a${String(i).padStart(2, '0')}`,
      })),
    ),
  )
  const router = createMemoryRouter([{ path: '/todos/:id', element: <TodoPage /> }], {
    initialEntries: ['/todos/upcoming'],
  })
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <Profiler id="todos" onRender={onCommit}>
          <RouterProvider router={router} />
        </Profiler>
      </WithWorkspace>
    </TooltipProvider>,
  )
  return days
}

it(`shows ${FIRST} rows in all in Upcoming's first frame, then every day's rows`, async () => {
  // The rows on the page at each commit that has any: the first is what the first frame shows.
  const commits: number[] = []
  const days = openUpcoming(() => {
    const rows = document.querySelectorAll('[data-todo-id]').length
    if (rows) commits.push(rows)
  })
  expect(await screen.findByRole('checkbox', { name: 'Day 3 todo 20' })).toBeInTheDocument()
  expect(commits[0]).toBe(FIRST)
  for (const day of days) {
    const list = screen.getByRole('list', { name: new RegExp(`${longDay(day)}$`) })
    expect(within(list).getAllByRole('listitem')).toHaveLength(20)
  }
})

it("keeps the rows of a view sorted by date out of dnd-kit's sortable", async () => {
  openUpcoming()
  expect(await screen.findByRole('checkbox', { name: 'Day 3 todo 20' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^Reorder/ })).toBeNull()
  expect(useSortable).not.toHaveBeenCalled()
})
