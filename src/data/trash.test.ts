// @vitest-environment happy-dom
import { expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import {
  openFromRows,
  openTodos,
  settled,
  startsFromRowsInEach,
  storeWorkspace,
} from '@/testing/rows-start'
import { until } from '@/testing/until'
import { EditHistory } from './edit-history'
import { emptyTrash, purgeExpired, restoreFromTrash, trashRange, type TrashRecord } from './trash'
import { undoSteps } from './undo-steps'
import type { Workspace } from './workspace'

// The Trash on a page without its document (a start from rows): deleting, restoring and
// purging go to the document's owner; the page reads the Trash from the rows.

startsFromRowsInEach()

/** A live query of a range, read as a screen reads it. */
async function live<T>(read: () => ReturnType<Workspace['reads']['query']>) {
  const query = read()!
  query.subscribe(() => {})
  await settled(query)
  return () => query.records as unknown as T[]
}

it('trashes a list with its todos and restores them in one undo step, never decoding the page', async () => {
  const { list } = await storeWorkspace('trash-owner')
  const { workspace, history } = await openFromRows('trash-owner')
  const open = await live<{ title: string }>(() =>
    workspace.reads.query('todos', openTodos(list.id)),
  )
  const lists = await live<TrashRecord>(() =>
    workspace.reads.query('todoLists', trashRange('todoLists')),
  )
  expect(
    open()
      .map((todo) => todo.title)
      .sort(),
  ).toEqual(['Buy stamps', 'Post the letter'])
  const ids = (await workspace.complete('todos')).getAll().map((todo) => todo.id)
  undoSteps.inOneStep('Delete list', () => {
    workspace.repository('todos').trash(ids, { with: list.id })
    workspace.repository('todoLists').trash([list.id])
  })
  await until(() => open().length === 0 && lists().length === 1, 'in the Trash')
  expect(workspace.storeIfReady('todoLists')!.getAll()).toEqual([])

  const edits = new EditHistory()
  edits.attach(history())
  await restoreFromTrash(workspace, 'todoLists', lists()[0]!)
  await until(() => open().length === 2 && lists().length === 0, 'restored')
  expect(
    workspace
      .storeIfReady('todoLists')!
      .getAll()
      .map((l) => l.title),
  ).toEqual(['Errands'])
  expect(edits.undoLabel()).toBe('Restore list')
  // One step: undone, the list and both todos are in the Trash again.
  expect(edits.undo()).toBe(true)
  await until(() => open().length === 0 && lists().length === 1, 'back in the Trash')
  expect(workspace.hasDoc).toBe(false)

  // Emptied for good: outside the undo history (which still has the restore to redo).
  expect(await emptyTrash(workspace)).toBe(3)
  await until(() => lists().length === 0, 'emptied')
  expect(edits.canUndo()).toBe(false)
  expect(edits.redoLabel()).toBe('Restore list')
  await workspace.close()
})

it('drops what has been in the Trash for 30 days, and only that', async () => {
  await storeWorkspace('trash-purge')
  const { workspace } = await openFromRows('trash-purge')
  const notes = workspace.repository('notes')
  const now = Date.now()
  const old = notes.create({ title: 'Old' })
  const recent = notes.create({ title: 'Recent' })
  notes.updateMany([
    { id: old.id, patch: { trashedAt: now - 30 * 24 * 60 * 60 * 1000 - 1 } },
    { id: recent.id, patch: { trashedAt: now - 29 * 24 * 60 * 60 * 1000 } },
  ])
  const trashed = await live<TrashRecord>(() => workspace.reads.query('notes', trashRange('notes')))
  await until(() => trashed().length === 2, 'both in the Trash')
  expect(await purgeExpired(workspace, now)).toBe(1)
  await until(() => trashed().length === 1, 'the old one gone')
  expect(trashed()[0]!.title).toBe('Recent')
  await workspace.close()
})
