// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { fakeLocks } from '@/testing/fake-locks'
import { openFromRows, storeWorkspace } from '@/testing/rows-start'
import { registerSearchProvider, type SearchResult } from '@/lib/search-providers'
import { linkedFrom } from './linked-from-search'

// 'Linked from' in the search palette: items found by the titles of the notes and todos that
// link to them, read by id from the rows of a page without its document.

let unregister: (() => void)[] = []
beforeEach(() => {
  Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true })
})
afterEach(() => {
  unregister.forEach((stop) => stop())
  unregister = []
  localStorage.clear()
  delete window.hearthEarlyReads
})

/** A provider that finds, for any query, the records `found` names (by id), best first. */
function fakeProvider(id: string, found: () => string[]) {
  const search = vi.fn(async () =>
    found().map((item): SearchResult => ({ id: `${id}:${item}`, title: item, item, run() {} })),
  )
  unregister.push(registerSearchProvider({ id, group: id, search }))
  return search
}

/** A result as the palette shows it: title, detail, and the kind of icon. */
const shown = (result: SearchResult) => [result.title, result.detail, result.icon?.displayName]

it('lists what the notes and todos found link to, by their titles, leaving out the Trash', async () => {
  const { list } = await storeWorkspace('linked-from')
  const { workspace } = await openFromRows('linked-from')
  const todos = workspace.repository('todos')
  const call = todos.create({ title: 'Call the bank', listId: list.id })
  const paid = todos.create({ title: 'Pay rent' })
  todos.update(paid.id, { done: true })
  const old = todos.create({ title: 'Old task' })
  todos.trash([old.id])
  const site = workspace.repository('bookmarks').create({ title: '', url: 'https://bank.test/' })
  const plans = workspace.repository('notes').create({ title: 'Plans', body: 'Nothing linked.' })
  const review = workspace.repository('notes').create({
    title: 'Weekly review',
    body: [
      `- [x](hearth:${call.id}) and [Pay](hearth:${paid.id})`,
      `- [Old](hearth:${old.id}), [gone](hearth:todo:gone), [Errands](hearth:${list.id})`,
      `- [Call again](hearth:${call.id}) [Plans](hearth:${plans.id})`,
    ].join('\n'),
  })
  const hidden = todos.create({ title: 'Only linked from the Trash' })
  const trashedNote = workspace.repository('notes').create({
    title: 'Deleted review',
    body: `[Hidden](hearth:${hidden.id})`,
  })
  workspace.repository('notes').trash([trashedNote.id])
  const bankTodo = todos.create({
    title: 'Weekly bills',
    notes: `Log in at [the bank](hearth:${site.id}); see [review](hearth:${review.id})`,
  })
  fakeProvider('notes', () => [review.id, trashedNote.id])
  fakeProvider('todos', () => [bankTodo.id])
  fakeProvider('bookmarks', () => [site.id])

  const results = await linkedFrom(workspace, 'weekly')
  expect(results.map(shown)).toEqual([
    // What the best note links to, each item once; then the best todo's (a note in the Trash
    // links from nowhere).
    ['Call the bank', 'Todo · linked from Weekly review', 'Circle'],
    ['Pay rent', 'Todo · linked from Weekly review', 'CircleCheck'],
    ['Errands', 'List · linked from Weekly review', 'ListTodo'],
    ['Plans', 'Note · linked from Weekly review', 'NotebookPen'],
    ['https://bank.test/', 'Bookmark · linked from Weekly bills', 'Bookmark'],
    ['Weekly review', 'Note · linked from Weekly bills', 'NotebookPen'],
  ])
  expect(results.map((result) => result.item)).toEqual([
    call.id,
    paid.id,
    list.id,
    plans.id,
    site.id,
    review.id,
  ])
  // Running one opens the item's own address.
  const navigate = vi.fn()
  results[0]!.run({ navigate })
  expect(navigate).toHaveBeenCalledWith(`/go/${call.id}`)

  // Only the records found and what they link to were read, by id.
  expect(workspace.hasDoc).toBe(false)
  expect(workspace.storeIfReady('todos')!.isPartial).toBe(true)
  expect(workspace.storeIfReady('notes')!.isPartial).toBe(true)
  await workspace.close()
})

it('lists at most 8 items, and nothing when nothing found links anywhere', async () => {
  await storeWorkspace('linked-from-many')
  const { workspace } = await openFromRows('linked-from-many')
  const todos = Array.from({ length: 12 }, (_, i) =>
    workspace.repository('todos').create({ title: `Step ${i + 1}` }),
  )
  const note = workspace.repository('notes').create({
    title: 'Steps',
    body: todos.map((todo) => `[s](hearth:${todo.id})`).join(' '),
  })
  const plain = workspace.repository('notes').create({ title: 'Plain', body: 'No links' })
  let found = [note.id]
  const notes = fakeProvider('notes', () => found)
  // No 'todos' provider registered: the notes' are enough.
  const results = await linkedFrom(workspace, 'steps')
  expect(results.map((result) => result.title)).toEqual(
    Array.from({ length: 8 }, (_, i) => `Step ${i + 1}`),
  )
  expect(notes).toHaveBeenCalledWith('steps')
  found = [plain.id]
  expect(await linkedFrom(workspace, 'plain')).toEqual([])
  expect(await linkedFrom(workspace, '  ')).toEqual([])
  await workspace.close()
})
