// @vitest-environment happy-dom
import { expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { openFromRows, startsFromRowsInEach, storeWorkspace } from '@/testing/rows-start'
import { openTestWorkspace, settleRows } from '@/testing/test-workspace'
import { linkedTitle, readLinkedItems } from './linked-items-read'
import type { LinkedItem } from './linked-items'

// Items read once by id (an export, a search): from their rows, on a page without its
// document; from the stores where the rows cannot answer.

startsFromRowsInEach()

/** Each item as a line: its state and title. */
const described = (items: Map<string, LinkedItem>, ids: string[]) =>
  ids.map((id) => {
    const item = items.get(id)
    if (!item) return 'left out'
    return item.state === 'missing' ? 'missing' : `${item.state}: ${linkedTitle(item)}`
  })

it('reads live, trashed and missing items from their rows, never decoding the page', async () => {
  const { list } = await storeWorkspace('linked-read')
  const { workspace } = await openFromRows('linked-read')
  const todo = workspace.repository('todos').create({ title: 'Call the bank', listId: list.id })
  const note = workspace.repository('notes').create({ title: '  Weekly   review ' })
  const gone = workspace.repository('bookmarks').create({
    title: '',
    url: 'https://example.com/',
  })
  workspace.repository('bookmarks').trash([gone.id])
  const ids = [todo.id, note.id, gone.id, 'todo:never-here', list.id, 'not-a-link', todo.id]
  const items = await readLinkedItems(workspace, ids)
  expect([...items.keys()]).toEqual([todo.id, note.id, gone.id, 'todo:never-here', list.id])
  expect(described(items, ids)).toEqual([
    'live: Call the bank',
    'live: Weekly review',
    'trashed: https://example.com/',
    'missing',
    'live: Errands',
    'left out',
    'live: Call the bank',
  ])
  expect(items.get(todo.id)).toMatchObject({ kind: 'todo', record: { listId: list.id } })
  expect(workspace.hasDoc).toBe(false)
  // Every todo's row was read on its own: the page holds no todo store read whole.
  expect(workspace.storeIfReady('todos')!.isPartial).toBe(true)
  await workspace.close()
})

it('reads from the stores where the workspace has no rows to read', async () => {
  const workspace = await openTestWorkspace('linked-read-stores')
  const note = workspace.repository('notes').create({ title: 'Packing' })
  const todo = workspace.repository('todos').create({ title: 'Pack' })
  const trashedNote = workspace.repository('notes').create({ title: 'Old plans' })
  workspace.repository('notes').trash([trashedNote.id])
  workspace.repository('todos').trash([todo.id])
  await settleRows(workspace)
  // No `reads`: a workspace that keeps no rows.
  const withoutRows = { complete: workspace.complete.bind(workspace) }
  const ids = [note.id, trashedNote.id, todo.id, 'note:unknown']
  expect(described(await readLinkedItems(withoutRows, ids), ids)).toEqual([
    'live: Packing',
    'trashed: Old plans',
    // The todos' store leaves out what is in the Trash.
    'missing',
    'missing',
  ])
  // With rows, the todo in the Trash is read as such.
  expect(described(await readLinkedItems(workspace, [todo.id]), [todo.id])).toEqual([
    'trashed: Pack',
  ])
  expect((await readLinkedItems(workspace, [])).size).toBe(0)
  await workspace.close()
})
