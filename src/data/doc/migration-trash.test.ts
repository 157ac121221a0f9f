import { expect, it } from 'vitest'
import * as Y from 'yjs'
import { isTrashed } from '../records/base'
import { migrate, MIGRATIONS, SCHEMA_VERSION } from './migrations'
import { collectionMap, encodeStored, readRecord, readStored } from './records-in-doc'
import { rowKeys } from './record-rows'

/** A v8 document as stored: a note in the Trash (the one kind that could be), a list and a todo. */
function v8Bytes() {
  const old = new Y.Doc()
  old.getMap('meta').set('schemaVersion', 8)
  const base = { createdAt: 1, updatedAt: 2 }
  collectionMap(old, 'notes').set(
    'note:gone',
    encodeStored({ ...base, title: 'Old plan', tags: [], pinned: false, trashedAt: 5 }),
  )
  collectionMap(old, 'todoLists').set(
    'list:a',
    encodeStored({ ...base, title: 'Errands', order: 'a0', color: null }),
  )
  collectionMap(old, 'todos').set(
    'todo:a',
    encodeStored({
      ...base,
      listId: 'list:a',
      title: 'Stamps',
      done: false,
      due: null,
      order: 'a0',
      completedAt: null,
    }),
  )
  return Y.encodeStateAsUpdate(old)
}

const read = (doc: Y.Doc, name: 'notes' | 'todoLists' | 'todos', id: string) =>
  readRecord(name, id, readStored(doc, name, id)!) as Record<string, unknown>

it('9 trash-for-every-kind: opens a v8 document with nothing changed, what was in the Trash still is', () => {
  const doc = new Y.Doc()
  Y.applyUpdate(doc, v8Bytes())
  const before = Y.encodeStateVector(doc)
  expect(migrate(doc)).toEqual({ status: 'migrated', from: 8, to: SCHEMA_VERSION })
  expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(9)
  // No record is written: only the version moves (an older build opens it read-only).
  for (const name of ['notes', 'todoLists', 'todos'] as const)
    expect(collectionMap(doc, name).size).toBe(1)
  expect(Y.encodeStateVector(doc)).not.toEqual(before)
  expect(isTrashed(read(doc, 'notes', 'note:gone'))).toBe(true)
  expect(isTrashed(read(doc, 'todoLists', 'list:a'))).toBe(false)
  const todo = read(doc, 'todos', 'todo:a')
  expect(isTrashed(todo)).toBe(false)
  // A record stored before, without the fields, is shown where it was.
  expect(rowKeys('todos', todo)).toMatchObject({ parent: 'list:a', done: 0 })
  expect(rowKeys('notes', read(doc, 'notes', 'note:gone')).trash).toBe(1)
  // Running it again (another tab) changes nothing.
  const after = Y.encodeStateAsUpdate(doc)
  MIGRATIONS.find((m) => m.version === 9)!.up(doc)
  expect(Y.encodeStateAsUpdate(doc)).toEqual(after)
})
