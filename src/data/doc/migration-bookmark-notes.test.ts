import { expect, it } from 'vitest'
import * as z from 'zod/mini'
import * as Y from 'yjs'
import { bookmarkSchema } from '../records/bookmark'
import { migrate, MIGRATIONS, SCHEMA_VERSION } from './migrations'
import { writeOldRecord } from './old-records'
import { fieldKey, fieldsMap } from './record-fields'
import { LINKS_TO, rowKeys } from './row-layout'
import { collectionMap, encodeStored, patchRecord, readRecord, readStored } from './records-in-doc'

const V9_BOOKMARK = {
  id: 'bookmark:a',
  folderId: null,
  title: 'MDN',
  url: 'https://developer.mozilla.org/',
  description: 'Docs',
  tags: ['web'],
  order: 'a0',
  favourite: true,
  icon: null,
  iconUri: null,
  keyword: '',
  isPrivate: false,
  toRead: false,
  createdAt: 1,
  updatedAt: 2,
  legacyField: 'kept',
}

/**
 * A v9 document as stored: a bookmark as JSON text with its title edited apart, one as a Yjs
 * object (written by a build from before schema 8 since), one in the Trash.
 */
function v9Bytes() {
  const old = new Y.Doc()
  old.getMap('meta').set('schemaVersion', 9)
  collectionMap(old, 'bookmarks').set('bookmark:a', encodeStored(V9_BOOKMARK))
  fieldsMap(old, 'bookmarks').set(fieldKey('bookmark:a', 'title'), 'MDN Web Docs')
  writeOldRecord(old, 'bookmarks', { ...V9_BOOKMARK, id: 'bookmark:b', title: 'Old form' })
  collectionMap(old, 'bookmarks').set(
    'bookmark:gone',
    encodeStored({ ...V9_BOOKMARK, id: 'bookmark:gone', trashedAt: 5, trashedWith: null }),
  )
  return Y.encodeStateAsUpdate(old)
}

const read = (doc: Y.Doc, id: string) => readStored(doc, 'bookmarks', id)!

it('10 bookmark-notes: opens a v9 document, every bookmark with an empty note, nothing else changed', () => {
  const doc = new Y.Doc()
  Y.applyUpdate(doc, v9Bytes())
  expect(migrate(doc)).toEqual({ status: 'migrated', from: 9, to: SCHEMA_VERSION })
  expect(SCHEMA_VERSION).toBe(10)

  expect(read(doc, 'bookmark:a')).toEqual({ ...V9_BOOKMARK, title: 'MDN Web Docs', note: '' })
  expect(read(doc, 'bookmark:b')).toMatchObject({ id: 'bookmark:b', title: 'Old form', note: '' })
  expect(read(doc, 'bookmark:gone')).toMatchObject({ trashedAt: 5, note: '' })
  // Each is stored in the form it was found; the edit made apart still counts.
  expect(typeof collectionMap(doc, 'bookmarks').get('bookmark:a')).toBe('string')
  expect(typeof collectionMap(doc, 'bookmarks').get('bookmark:b')).toBe('object')
  expect(fieldsMap(doc, 'bookmarks').get(fieldKey('bookmark:a', 'title'))).toBe('MDN Web Docs')
  // Valid as they are: no reading falls back to defaults.
  for (const id of ['bookmark:a', 'bookmark:b', 'bookmark:gone'])
    expect(z.safeParse(bookmarkSchema, { ...read(doc, id), id }).success).toBe(true)

  // Running it again (another tab) changes nothing.
  const after = Y.encodeStateAsUpdate(doc)
  MIGRATIONS.find((m) => m.version === 10)!.up(doc)
  expect(Y.encodeStateAsUpdate(doc)).toEqual(after)
})

it('10 bookmark-notes: a note written by another tab that ran it first is kept, and is read for links', () => {
  const doc = new Y.Doc()
  Y.applyUpdate(doc, v9Bytes())
  migrate(doc)
  patchRecord(doc, 'bookmarks', 'bookmark:a', { note: 'See [Plan](hearth:note:plan)' })
  MIGRATIONS.find((m) => m.version === 10)!.up(doc)
  const bookmark = readRecord('bookmarks', 'bookmark:a', read(doc, 'bookmark:a'))
  expect(bookmark.note).toBe('See [Plan](hearth:note:plan)')
  expect(rowKeys('bookmarks', bookmark).tags).toContain(`${LINKS_TO}note:plan`)
})
