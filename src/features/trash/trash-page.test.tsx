import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { clearToasts } from '@/components/ui/toast-store'
import type { Workspace } from '@/data/workspace'
import { findDialog } from '@/testing/find-dialog'
import { renderRoutes } from '@/testing/render-at'
import { openTestWorkspace, settleRows } from '@/testing/test-workspace'
import TrashPage from './trash-page'

let workspace: Workspace
let n = 0

beforeEach(async () => {
  workspace = await openTestWorkspace(`trash-page-${n++}`)
})
afterEach(async () => {
  clearToasts()
  await workspace.close()
})

const renderTrash = (at = '/trash') =>
  renderRoutes(workspace, [{ path: '/trash', element: <TrashPage /> }], at)

const trash = () => screen.getByRole('list', { name: 'Trash' })
const titles = () =>
  within(trash())
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('paragraph')[0]!.textContent)
const item = (name: string) => within(trash()).getByRole('listitem', { name })

/** A list with `count` todos, and a todo in the Inbox. */
function someTodos(count: number) {
  const list = workspace.repository('todoLists').create({ title: 'Errands', order: 'a0' })
  const todos = workspace.repository('todos')
  const ids = Array.from(
    { length: count },
    (_, i) => todos.create({ title: `Errand ${i}`, listId: list.id, order: `a${i}` }).id,
  )
  const loose = todos.create({ title: 'Call the bank', listId: null, order: 'a0' })
  return { list, ids, loose }
}

it('lists every kind deleted, newest first, with where each was, and filters by kind', async () => {
  const { list, ids } = someTodos(3)
  const folder = workspace.repository('bookmarkFolders').create({ title: 'Recipes', order: 'a0' })
  const bookmark = workspace
    .repository('bookmarks')
    .create({ title: 'Soup', url: 'https://example.com/soup', folderId: folder.id, order: 'a0' })
  const note = workspace.repository('notes').create({ title: 'Old plan' })
  const colour = workspace
    .repository('colors')
    .create({ name: 'Sea', value: '#0077be', order: 'a0' })
  // A second apart each, and recent: older than 30 days, the Trash would drop them as it opens.
  let at = Date.now() - 60_000
  const trashAt = (run: () => void) => {
    const now = Date.now
    Date.now = () => (at += 1_000)
    run()
    Date.now = now
  }
  trashAt(() => workspace.repository('bookmarks').trash([bookmark.id]))
  trashAt(() => workspace.repository('notes').trash([note.id]))
  trashAt(() => {
    workspace.repository('todos').trash(ids, { with: list.id })
    workspace.repository('todoLists').trash([list.id])
  })
  trashAt(() => workspace.repository('colors').trash([colour.id]))
  await settleRows(workspace)
  const user = userEvent.setup()
  renderTrash()
  await screen.findByRole('list', { name: 'Trash' })
  expect(titles()).toEqual(['Sea', 'Errands', 'Old plan', 'Soup'])
  expect(item('Errands')).toHaveTextContent('Todo list · In Todos')
  await waitFor(() => expect(item('Errands')).toHaveTextContent('with 3 todos'))
  expect(item('Soup')).toHaveTextContent('Bookmark · In Recipes')
  expect(item('Old plan')).toHaveTextContent('30 days left')
  // Nothing deleted shows where it was: the list's todos are out of every view.
  expect(workspace.records('todos').map((todo) => todo.title)).toEqual(['Call the bank'])
  expect(workspace.records('todoLists')).toEqual([])
  await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Notes')
  expect(titles()).toEqual(['Old plan'])
})

it('restores a list with every todo deleted with it, in one step, and a todo to the Inbox when its list is gone', async () => {
  const { list, ids, loose } = someTodos(50)
  workspace.repository('todos').trash([loose.id])
  workspace.repository('todos').trash(ids, { with: list.id })
  workspace.repository('todoLists').trash([list.id])
  await settleRows(workspace)
  const user = userEvent.setup()
  renderTrash()
  await screen.findByRole('list', { name: 'Trash' })
  await user.click(within(item('Errands')).getByRole('button', { name: 'Restore' }))
  await waitFor(() => expect(workspace.records('todos')).toHaveLength(50))
  expect(workspace.records('todos').every((todo) => todo.listId === list.id)).toBe(true)
  expect(workspace.records('todoLists').map((l) => l.title)).toEqual(['Errands'])
  await waitFor(() => expect(titles()).toEqual(['Call the bank']))
  // The keyboard goes on to the next item's same button: its own went with its item.
  await waitFor(() =>
    expect(within(item('Call the bank')).getByRole('button', { name: 'Restore' })).toHaveFocus(),
  )
  // Its list deleted for good, a todo comes back to the Inbox.
  workspace.repository('todoLists').purge([list.id])
  await user.click(within(item('Call the bank')).getByRole('button', { name: 'Restore' }))
  await waitFor(() =>
    expect(workspace.records('todos').find((todo) => todo.id === loose.id)?.listId).toBeNull(),
  )
  expect(await screen.findByRole('heading', { name: 'The Trash is empty' })).toBeInTheDocument()
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 1, name: 'Trash' })).toHaveFocus(),
  )
})

it('deletes for good after asking, empties the Trash after saying how many, and drops items 30 days old', async () => {
  const notes = workspace.repository('notes')
  const old = notes.create({ title: 'Ancient' })
  const now = Date.now
  Date.now = () => now() - 31 * 24 * 60 * 60 * 1000
  notes.trash([old.id])
  Date.now = now
  const ids = ['One', 'Two', 'Three'].map((title) => notes.create({ title }).id)
  notes.trash(ids)
  await settleRows(workspace)
  const user = userEvent.setup()
  renderTrash()
  // The one deleted 31 days ago goes as the Trash opens.
  await waitFor(() => expect(titles().sort()).toEqual(['One', 'Three', 'Two']))
  await waitFor(() => expect(workspace.store('notes').get(old.id)).toBeUndefined())

  await user.click(within(item('Two')).getByRole('button', { name: 'Delete forever' }))
  const ask = await findDialog({ name: 'Delete “Two” forever?' })
  await user.click(within(ask).getByRole('button', { name: 'Delete forever' }))
  await waitFor(() => expect(titles().sort()).toEqual(['One', 'Three']))

  // Filtered by kind, 'Empty Trash' empties what it shows.
  const todo = workspace.repository('todos').create({ title: 'Kept in the Trash', order: 'a0' })
  workspace.repository('todos').trash([todo.id])
  await waitFor(() => expect(titles()).toHaveLength(3))
  await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Notes')
  await user.click(screen.getByRole('button', { name: 'Empty Trash' }))
  const dialog = await findDialog({ name: 'Empty the Trash?' })
  expect(dialog).toHaveTextContent('All 2 items in the Trash will be deleted for good')
  await user.click(within(dialog).getByRole('button', { name: 'Empty Trash' }))
  expect(await screen.findByRole('heading', { name: 'No notes in the Trash' })).toBeInTheDocument()
  expect(workspace.store('notes').getAll()).toEqual([])
  await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Everything')
  expect(titles()).toEqual(['Kept in the Trash'])
})
