import { expect, it } from 'vitest'
import * as Y from 'yjs'
import { addDefaultWidgets, DEFAULT_WIDGETS } from './default-widgets'
import { migrate, MIGRATIONS, SCHEMA_VERSION } from './migrations'
import { collectionMap, decodeStored, patchRecord, readStored } from './records-in-doc'
import { writeOldRecord } from './old-records'
import { OLD_NOTE } from '@/testing/old-records'

it('7 per-field-edits: opens a v6 document as it was, then stores edits per field', () => {
  // A v6 document as stored: records as whole JSON values, no per-field entries.
  const old = new Y.Doc()
  old.getMap('meta').set('schemaVersion', 6)
  addDefaultWidgets(old)
  writeOldRecord(old, 'notes', OLD_NOTE)
  const doc = new Y.Doc()
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(old))

  expect(migrate(doc)).toEqual({ status: 'migrated', from: 6, to: SCHEMA_VERSION })
  expect(readStored(doc, 'notes', 'note:old')).toEqual(OLD_NOTE)
  expect(collectionMap(doc, 'widgets').size).toBe(DEFAULT_WIDGETS.length)
  // The stored record is untouched; an edit goes to its own entry and reads back.
  patchRecord(doc, 'notes', 'note:old', { title: 'New' })
  expect(decodeStored(collectionMap(doc, 'notes').get('note:old'))).toMatchObject({ title: 'Old' })
  expect(readStored(doc, 'notes', 'note:old')).toMatchObject({ title: 'New', legacyField: 42 })
  // Running it again (another tab) changes nothing.
  const before = Y.encodeStateAsUpdate(doc)
  MIGRATIONS.find((m) => m.version === 7)!.up(doc)
  expect(Y.encodeStateAsUpdate(doc)).toEqual(before)
})
