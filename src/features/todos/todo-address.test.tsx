import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { clearToasts } from '@/components/ui/toast-store'
import type { Workspace } from '@/data/workspace'
import { findDialog } from '@/testing/find-dialog'
import { renderRoutes } from '@/testing/render-at'
import { holdReading, openTestWorkspace, settleRows } from '@/testing/test-workspace'
import TodoPage from './todo-page'

let workspace: Workspace
let n = 0
/** The rows scrolled into view, by the title of their todo. */
let scrolled: string[]

beforeEach(async () => {
  workspace = await openTestWorkspace(`todo-address-${n++}`)
  scrolled = []
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this.querySelector('input[type=checkbox]')?.getAttribute('aria-label') ?? '?')
  })
})
afterEach(async () => {
  vi.restoreAllMocks()
  clearToasts()
  await workspace.close()
})

const open = (at: string) =>
  renderRoutes(workspace, [{ path: '/todos/:id', element: <TodoPage /> }], at)

it("opens a todo's details from its address, its row rendered and scrolled into view far down a long list", async () => {
  const list = workspace.repository('todoLists').create({ title: 'Errands', order: 'a0' })
  const created = workspace.repository('todos').createMany(
    Array.from({ length: 180 }, (_, i) => ({
      title: `Errand ${i}`,
      listId: list.id,
      order: `a${String(i).padStart(3, '0')}`,
    })),
  )
  const target = created[170]!
  await settleRows(workspace)
  const user = userEvent.setup()
  const router = open(`/todos/${list.id}?todo=${target.id}`)
  const dialog = await findDialog({ name: 'Todo details' })
  expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Errand 170')
  // Rows come 50 at a time: the fourth page is shown for it, and the row scrolled to.
  expect(screen.getByRole('checkbox', { name: 'Errand 170', hidden: true })).toBeInTheDocument()
  await waitFor(() => expect(scrolled).toEqual(['Errand 170']))
  expect(router.state.location.search).toBe('')
  // Closed, the keyboard goes on from the todo's row (nothing had focus as the details opened).
  await user.keyboard('{Escape}')
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Details of “Errand 170”' })).toHaveFocus(),
  )
})

it('reads Completed on, a page at a time, until the done todo asked for is there', async () => {
  const list = workspace.repository('todoLists').create({ title: 'Work', order: 'a0' })
  const created = workspace.repository('todos').createMany(
    Array.from({ length: 300 }, (_, i) => ({
      title: `Done ${i}`,
      listId: list.id,
      done: true,
      completedAt: 1_764_000_000_000 + i * 60_000,
    })),
  )
  await settleRows(workspace)
  const store = workspace.store('todos')
  holdReading(workspace, 'todos')
  // Newest completed first: the first completed is the last row, past the first reads.
  open(`/todos/completed?todo=${created[0]!.id}`)
  const dialog = await findDialog({ name: 'Todo details' })
  expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Done 0')
  await waitFor(() => expect(scrolled).toEqual(['Done 0']))
  expect(screen.getByRole('checkbox', { name: 'Done 0', hidden: true })).toBeInTheDocument()
  // From the row store: the todos were not read into memory for it.
  expect(store.isLoaded).toBe(false)
})

it("copies a todo's address from its row's menu", async () => {
  const todo = workspace.repository('todos').create({ title: 'Call the bank', order: 'a0' })
  const user = userEvent.setup()
  const writeText = vi.fn(() => Promise.resolve())
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
  open('/todos/inbox')
  await user.click(await screen.findByRole('button', { name: 'Actions for “Call the bank”' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Copy link' }))
  expect(await screen.findByText('Link copied')).toBeInTheDocument()
  expect(writeText).toHaveBeenCalledWith(expect.stringMatching(`#/go/${todo.id}$`))
  vi.unstubAllGlobals()
})
