import { expect, it } from 'vitest'
import * as Y from 'yjs'
import { migrate, MIGRATIONS, SCHEMA_VERSION } from './migrations'
import { fieldKey, fieldsMap } from './record-fields'
import { collectionMap, patchRecord, readStored } from './records-in-doc'
import { writeOldRecord } from './old-records'
import { OLD_NOTE } from '@/testing/old-records'

const OLD_TODO = {
  id: 'todo:old',
  listId: 'list:a',
  title: 'Water the plants',
  done: false,
  due: '2026-11-20',
  dueTime: null,
  priority: 2,
  tags: ['home'],
  notes: '',
  subtasks: [{ id: 's1', title: 'Fern', done: true }],
  repeat: { rule: 'FREQ=WEEKLY', fromCompletion: false },
  reminder: null,
  reminderFired: false,
  order: 'a0',
  completedAt: null,
  createdAt: 1,
  updatedAt: 2,
}

/** A v7 document as stored (its bytes): records as Yjs objects, one field edited apart. */
function v7Bytes() {
  const old = new Y.Doc()
  old.getMap('meta').set('schemaVersion', 7)
  writeOldRecord(old, 'notes', OLD_NOTE)
  writeOldRecord(old, 'todos', OLD_TODO)
  fieldsMap(old, 'todos').set(fieldKey('todo:old', 'title'), 'Water the ferns')
  return Y.encodeStateAsUpdate(old)
}

const stored = (doc: Y.Doc) => ({
  note: readStored(doc, 'notes', 'note:old'),
  todo: readStored(doc, 'todos', 'todo:old'),
})

it('8 records-as-json-text: opens a v7 document, stores each record as JSON text, reads the same', () => {
  const doc = new Y.Doc()
  Y.applyUpdate(doc, v7Bytes())
  const before = stored(doc)
  expect(before.todo).toMatchObject({ title: 'Water the ferns', priority: 2 })

  expect(migrate(doc)).toEqual({ status: 'migrated', from: 7, to: SCHEMA_VERSION })
  for (const name of ['notes', 'todos'] as const)
    for (const value of collectionMap(doc, name).values()) expect(typeof value).toBe('string')
  expect(stored(doc)).toEqual(before)
  expect(stored(doc).note).toEqual(OLD_NOTE)
  // The per-field entry and the note's text are where they were.
  expect(fieldsMap(doc, 'todos').get(fieldKey('todo:old', 'title'))).toBe('Water the ferns')

  // Running it again (another tab) changes nothing.
  const after = Y.encodeStateAsUpdate(doc)
  MIGRATIONS.find((m) => m.version === 8)!.up(doc)
  expect(Y.encodeStateAsUpdate(doc)).toEqual(after)
})

it('8 records-as-json-text: two tabs that migrate at once agree', () => {
  const a = new Y.Doc()
  const b = new Y.Doc()
  Y.applyUpdate(a, v7Bytes())
  Y.applyUpdate(b, v7Bytes())
  const before = stored(a)
  migrate(a)
  migrate(b)
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b))
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a))
  expect(stored(a)).toEqual(before)
  expect(stored(b)).toEqual(before)
})

it('reads a record an older build writes as an object after the migration, and edits it', () => {
  const doc = new Y.Doc()
  Y.applyUpdate(doc, v7Bytes())
  migrate(doc)
  // A device still on an older build adds a note (it opened the document before it moved on).
  writeOldRecord(doc, 'notes', { ...OLD_NOTE, id: 'note:other', title: 'From the old build' })
  expect(readStored(doc, 'notes', 'note:other')).toMatchObject({
    title: 'From the old build',
    body: 'text',
    legacyField: 42,
  })
  patchRecord(doc, 'notes', 'note:other', { title: 'Edited here', legacyField: 43 })
  expect(readStored(doc, 'notes', 'note:other')).toMatchObject({
    title: 'Edited here',
    legacyField: 43,
  })
  expect(typeof collectionMap(doc, 'notes').get('note:other')).toBe('string')
})

it('skips a stored value that is not a record, keeping the others', () => {
  const doc = new Y.Doc()
  Y.applyUpdate(doc, v7Bytes())
  collectionMap(doc, 'notes').set('note:broken', '{"title": "cut off')
  collectionMap(doc, 'notes').set('note:list', '[1, 2]')
  migrate(doc)
  expect(readStored(doc, 'notes', 'note:broken')).toBeUndefined()
  expect(readStored(doc, 'notes', 'note:list')).toBeUndefined()
  // Left as it was, not dropped: nothing stored is lost.
  expect(collectionMap(doc, 'notes').get('note:broken')).toBe('{"title": "cut off')
  expect(readStored(doc, 'notes', 'note:old')).toEqual(OLD_NOTE)
})
