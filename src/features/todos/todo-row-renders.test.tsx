import { useSortable } from '@dnd-kit/sortable'
import type * as Sortable from '@dnd-kit/sortable'
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { renderRoutes } from '@/testing/render-at'
import { openTestWorkspace, settleRows } from '@/testing/test-workspace'
import TodoPage from './todo-page'

vi.mock('@dnd-kit/sortable', async (importOriginal) => {
  const actual = await importOriginal<typeof Sortable>()
  return { ...actual, useSortable: vi.fn(actual.useSortable) }
})
/** The sortable rows drawn since the last `mockClear`, by their item's id (one per render). */
const drawn = () => vi.mocked(useSortable).mock.calls.map(([args]) => String(args.id))

let workspace: Workspace
beforeEach(async () => {
  workspace = await openTestWorkspace('todo-row-renders')
})
afterEach(() => workspace.close())

it("draws again only the row of the todo edited, not the rest of its list's", async () => {
  const list = workspace.repository('todoLists').create({ title: 'Errands', order: 'a0' })
  const created = workspace.repository('todos').createMany(
    Array.from({ length: 40 }, (_, i) => ({
      title: `Errand ${i}`,
      listId: list.id,
      order: `a${String(i).padStart(3, '0')}`,
    })),
  )
  await settleRows(workspace)
  renderRoutes(workspace, [{ path: '/todos/:id', element: <TodoPage /> }], `/todos/${list.id}`)
  await screen.findByRole('checkbox', { name: 'Errand 39' })
  await vi.waitFor(() => expect(new Set(drawn()).size).toBe(40))
  vi.mocked(useSortable).mockClear()

  act(() => void workspace.repository('todos').update(created[5]!.id, { title: 'Renamed' }))

  expect(await screen.findByRole('checkbox', { name: 'Renamed' })).toBeInTheDocument()
  expect(new Set(drawn())).toEqual(new Set([created[5]!.id]))
  // The same rows in a new order: the list shows it.
  act(() => void workspace.repository('todos').update(created[0]!.id, { order: 'a999' }))
  const rows = screen.getByRole('list', { name: 'Errands' })
  await vi.waitFor(() =>
    expect(within(rows).getAllByRole('checkbox').at(-1)).toHaveAccessibleName('Errand 0'),
  )
})
