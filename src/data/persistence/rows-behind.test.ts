// @vitest-environment happy-dom
import * as Y from 'yjs'
import { afterEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { textMap, writeRecord } from '../doc/records-in-doc'
import { workspaceDbName } from '../workspace'
import { IdbPersistence } from './idb-persistence'
import { readWatermark, sameBytes } from './record-store'
import { readAllRows } from './row-store-reads'
import { REMOTE_TAB_ORIGIN } from './stored-writes'

// Two tabs of one workspace, each with its document and its persistence (no tab sync: the test
// hands one tab's changes to the other itself, as late as it likes). A tab writes the rows of
// another tab's changes as its own document reads them; one behind must not put older rows over
// newer ones: closed before it caught up, its rows would stay, and a start from rows trusts them.

const DB = workspaceDbName('rows-behind-test')
const NOTE = 'note:handover'
const note = (body: string) => ({
  id: NOTE,
  title: 'Handover',
  body,
  tags: [],
  pinned: false,
  trashedAt: null,
  createdAt: 1,
  updatedAt: 1,
})
let open: IdbPersistence[] = []
afterEach(() => {
  for (const persistence of open) persistence.destroy()
  open = []
})

async function tab() {
  const doc = new Y.Doc()
  const persistence = new IdbPersistence(DB, doc, { indexRecords: true })
  open.push(persistence)
  await persistence.whenLoaded
  await persistence.rows!.whenComplete
  return { doc, persistence }
}

const body = (doc: Y.Doc) => textMap(doc, 'notes', 'body').get(NOTE)!

/** Every update `doc` makes from now on, in order. */
function updatesOf(doc: Y.Doc): Uint8Array[] {
  const updates: Uint8Array[] = []
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== REMOTE_TAB_ORIGIN) updates.push(update)
  })
  return updates
}

async function storedBody() {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error as Error)
  })
  const rows = await readAllRows(db)
  const mark = await readWatermark(db)
  db.close()
  return { body: rows.find((row) => row.id === NOTE)?.r.body, mark }
}

it('a tab behind another does not put older rows of its changes over theirs', async () => {
  const typing = await tab()
  const behind = await tab()
  const sent = updatesOf(typing.doc)
  writeRecord(typing.doc, 'notes', note('Handover:'))
  body(typing.doc).insert(9, ' round 20')
  body(typing.doc).insert(18, '.')
  await typing.persistence.flush()
  expect((await storedBody()).body).toBe('Handover: round 20.')

  // The other tab hears all but the last key only now, after it was stored with its rows.
  for (const update of sent.slice(0, -1)) Y.applyUpdate(behind.doc, update, REMOTE_TAB_ORIGIN)
  await behind.persistence.flush()
  await new Promise((resolve) => setTimeout(resolve, 50))

  const stored = await storedBody()
  expect(stored.body).toBe('Handover: round 20.')
  expect(sameBytes(stored.mark!.stateVector, Y.encodeStateVector(typing.doc))).toBe(true)
})

it('a tab that has heard everything the rows reflect writes the rows of what it merged', async () => {
  const first = await tab()
  const second = await tab()
  const fromFirst = updatesOf(first.doc)
  const fromSecond = updatesOf(second.doc)
  writeRecord(first.doc, 'notes', note('Shared'))
  await first.persistence.flush()
  for (const update of fromFirst.splice(0)) Y.applyUpdate(second.doc, update, REMOTE_TAB_ORIGIN)
  await second.persistence.flush()

  // Both type at once; each stores its key with the rows as it reads them then.
  body(first.doc).insert(6, ' one')
  body(second.doc).insert(0, 'Two ')
  await Promise.all([first.persistence.flush(), second.persistence.flush()])
  // Each then hears the other's: the rows follow the merged text, whichever wrote last.
  for (const update of fromSecond.splice(0)) Y.applyUpdate(first.doc, update, REMOTE_TAB_ORIGIN)
  for (const update of fromFirst.splice(0)) Y.applyUpdate(second.doc, update, REMOTE_TAB_ORIGIN)
  await Promise.all([first.persistence.flush(), second.persistence.flush()])
  await new Promise((resolve) => setTimeout(resolve, 50))

  expect(body(first.doc).toString()).toBe('Two Shared one')
  expect((await storedBody()).body).toBe('Two Shared one')
})
