import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { clearToasts } from '@/components/ui/toast-store'
import type { Workspace } from '@/data/workspace'
import { holdReading, openTestWorkspace, settleRows } from '@/testing/test-workspace'
import { renderAt } from '@/testing/render-at'
import TodoPage from './todo-page'

let workspace: Workspace
let n = 0

beforeEach(async () => {
  workspace = await openTestWorkspace(`todos-page-rows-${n++}`)
})
afterEach(async () => {
  vi.restoreAllMocks()
  clearToasts()
  await workspace.close()
})

it('opens a list of a large workspace from the row store, and counts every list there', async () => {
  const list = workspace.repository('todoLists').create({ title: 'Groceries', order: 'a0' })
  const other = workspace.repository('todoLists').create({ title: 'Work', order: 'a1' })
  workspace
    .repository('todos')
    .createMany([
      ...Array.from({ length: 400 }, (_, i) => ({ title: `Task ${i}`, listId: other.id })),
      { title: 'Milk', listId: list.id, order: 'a0', due: '2020-01-01' },
      { title: 'Bread', listId: list.id, order: 'a1' },
      { title: 'Post the letter', listId: null },
    ])
  await settleRows(workspace)
  // Every record is read only when the test says so: neither the rows nor the counts wait for it.
  const store = workspace.store('todos')
  const readAll = holdReading(workspace, 'todos')
  renderAt(workspace, '/todos/:id', <TodoPage />, `/todos/${list.id}`)
  await screen.findByRole('checkbox', { name: 'Milk' })
  // The list's two rows, without the 400 others read into memory first.
  const rows = screen.getByRole('list', { name: 'Groceries' })
  expect(within(rows).getAllByRole('checkbox')).toHaveLength(2)
  // The side list's counts, counted by the row store: no todo read for them either.
  const side = screen.getByRole('navigation', { name: 'Todo lists' })
  await waitFor(() => expect(within(side).getByRole('link', { name: /Work.*400/ })).toBeVisible())
  expect(within(side).getByRole('link', { name: /Groceries.*2/ })).toBeVisible()
  expect(within(side).getByRole('link', { name: /Inbox.*1/ })).toBeVisible()
  expect(within(side).getByRole('link', { name: /Today.*1/ })).toBeVisible()
  expect(store.isLoaded).toBe(false)
  expect(vi.mocked(store.preload)).not.toHaveBeenCalled()
  // A change counts again.
  await userEvent.click(screen.getByRole('checkbox', { name: 'Milk' }))
  expect(screen.queryByRole('checkbox', { name: 'Milk' })).not.toBeInTheDocument()
  await waitFor(() =>
    expect(within(side).getByRole('link', { name: /Groceries.*1/ })).toBeVisible(),
  )
  await waitFor(() =>
    expect(within(side).queryByRole('link', { name: /Today.*\d/ })).not.toBeInTheDocument(),
  )
  readAll()
})

it('opens the Inbox with its todos from the row store, then adds those whose list is gone', async () => {
  const other = workspace.repository('todoLists').create({ title: 'Work', order: 'a1' })
  workspace.repository('todos').createMany([
    ...Array.from({ length: 400 }, (_, i) => ({ title: `Task ${i}`, listId: other.id })),
    { title: 'Call the bank', listId: null },
    // Its list was deleted on another device while it was added here.
    { title: 'Orphaned', listId: 'list:gone' },
  ])
  await settleRows(workspace)
  const readAll = holdReading(workspace, 'todos')
  renderAt(workspace, '/todos/:id', <TodoPage />, '/todos/inbox')
  await screen.findByRole('checkbox', { name: 'Call the bank' })
  expect(screen.queryByRole('checkbox', { name: 'Orphaned' })).not.toBeInTheDocument()
  readAll()
  await screen.findByRole('checkbox', { name: 'Orphaned' })
  expect(screen.getByRole('checkbox', { name: 'Call the bank' })).toBeInTheDocument()
})

it('opens the Inbox of a large workspace from the row store alone when no list of its todos is gone', async () => {
  const other = workspace.repository('todoLists').create({ title: 'Work', order: 'a1' })
  workspace
    .repository('todos')
    .createMany([
      ...Array.from({ length: 400 }, (_, i) => ({ title: `Task ${i}`, listId: other.id })),
      { title: 'Call the bank', listId: null },
    ])
  await settleRows(workspace)
  const store = workspace.store('todos')
  holdReading(workspace, 'todos')
  renderAt(workspace, '/todos/:id', <TodoPage />, '/todos/inbox')
  await screen.findByRole('checkbox', { name: 'Call the bank' })
  const side = screen.getByRole('navigation', { name: 'Todo lists' })
  await waitFor(() => expect(within(side).getByRole('link', { name: /Inbox.*1/ })).toBeVisible())
  // Counted, nothing missing from its range: the 400 others are never read into memory.
  expect(vi.mocked(store.preload)).not.toHaveBeenCalled()
  expect(store.isLoaded).toBe(false)
})

it('opens Completed with its done todos only, newest first, from the row store a page at a time', async () => {
  const other = workspace.repository('todoLists').create({ title: 'Work', order: 'a1' })
  const todos = workspace.repository('todos')
  const created = todos.createMany([
    ...Array.from({ length: 400 }, (_, i) => ({ title: `Task ${i}`, listId: other.id })),
    ...Array.from({ length: 250 }, (_, i) => ({
      title: `Done ${i}`,
      listId: other.id,
      done: true,
      completedAt: 1_764_000_000_000 + i * 60_000,
    })),
  ])
  await settleRows(workspace)
  const store = workspace.store('todos')
  holdReading(workspace, 'todos')
  const user = userEvent.setup()
  renderAt(workspace, '/todos/:id', <TodoPage />, '/todos/completed')
  await screen.findByRole('checkbox', { name: 'Done 249' })
  const titles = () => screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))
  expect(titles().slice(0, 3)).toEqual(['Done 249', 'Done 248', 'Done 247'])
  expect(titles().some((title) => title?.startsWith('Task'))).toBe(false)
  // The count is of every done todo, though only the first of them are read (60: a page of
  // rows and a few more): no query or page of the row store holds the 100th or the oldest.
  const done = (title: string) => created.find((todo) => todo.title === title)!.id
  expect(workspace.reads.find('todos', done('Done 150'))).toBeUndefined()
  expect(workspace.reads.find('todos', done('Done 0'))).toBeUndefined()
  // The next rows shown past what was read: the next done todos are read from rows.
  await user.click(await screen.findByRole('button', { name: 'Show 50 more of 200' }))
  await screen.findByRole('checkbox', { name: 'Done 150' }, { timeout: 5_000 })
  await user.click(await screen.findByRole('button', { name: 'Show 50 more of 150' }))
  await user.click(await screen.findByRole('button', { name: 'Show 50 more of 100' }))
  await user.click(await screen.findByRole('button', { name: 'Show 50 more of 50' }))
  await screen.findByRole('checkbox', { name: 'Done 0' }, { timeout: 5_000 })
  expect(titles()).toHaveLength(250)
  expect(screen.queryByRole('button', { name: /^Show .* more/ })).not.toBeInTheDocument()
  expect(store.isLoaded).toBe(false)
  expect(vi.mocked(store.preload)).not.toHaveBeenCalled()
})
