import * as Y from 'yjs'
import { expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { rowOf } from '../doc/record-rows'
import { Repository } from '../repository'
import { openDatabase } from './idb-requests'
import { writeTogether } from './record-store'
import { readAllRows } from './row-store-reads'
import { writeInSlices } from './row-slices'

it('writes a slice in the task that read it: a change written after it comes after it', async () => {
  const doc = new Y.Doc()
  const todos = new Repository({ doc, readOnly: false }, 'todos')
  const kept = todos.create({ title: 'Kept' })
  const deleted = todos.create({ title: 'Deleted' })
  const db = await openDatabase('row-slices-test', { upgrade: true })
  let slices = 0
  const ended = await writeInSlices(
    db,
    () => {
      if (++slices === 1) return { put: [rowOf(doc, 'todos', kept.id)!], remove: [], done: false }
      // Read while the first slice's write is in flight. The record is deleted right after, and
      // its change writes its row's removal then: that write must come after this slice's.
      queueMicrotask(() => {
        todos.remove(deleted.id)
        void writeTogether(db, { remove: [['todos', deleted.id]] })
      })
      return { put: [rowOf(doc, 'todos', deleted.id)!], remove: [], done: true }
    },
    { stop: () => false, onRefused: () => {} },
  )
  expect(ended).toBe('done')
  expect((await readAllRows(db)).map((row) => row.id)).toEqual([kept.id])
  db.close()
})
