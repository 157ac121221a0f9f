// @vitest-environment happy-dom
import * as Y from 'yjs'
import { afterEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { openDatabase } from './idb-requests'
import { CHECKED_KEY, checkLog } from './row-rebuild'

const NAME = 'hearth:workspace:check'
let db: IDBDatabase | null = null
afterEach(() => db?.close())

function add(update: Uint8Array, key?: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db!.transaction('updates', 'readwrite')
    if (key === undefined) tx.objectStore('updates').add(update)
    else tx.objectStore('updates').put(update, key)
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
  })
}

function anUpdate(text: string) {
  const doc = new Y.Doc()
  doc.getMap('todos').set('a', text)
  return Y.encodeStateAsUpdate(doc)
}

it('finds a readable log readable, and does not read it again until it changes', async () => {
  db = await openDatabase(NAME)
  await add(anUpdate('first'))
  expect(await checkLog(db)).not.toHaveProperty('unreadable')
  expect(await checkLog(db)).toMatchObject({ skipped: true })

  // An update added since: read again, and found readable.
  await add(anUpdate('second'))
  const again = await checkLog(db)
  expect(again).not.toHaveProperty('skipped')
  expect(again).not.toHaveProperty('unreadable')
})

it('says why a log cannot be read, and checks it again each time', async () => {
  db = await openDatabase(NAME)
  await add(anUpdate('first'))
  await checkLog(db)
  await add(new Uint8Array([255, 1, 2, 3, 4, 5, 6, 7]))
  expect((await checkLog(db)).unreadable).toBeTruthy()
  expect((await checkLog(db)).unreadable).toBeTruthy()
})

it('reads an unchanged log again when the document is wanted (a snapshot to take)', async () => {
  db = await openDatabase(NAME)
  await add(anUpdate('first'))
  await checkLog(db)
  let seen = ''
  const result = await checkLog(db, async (doc) => {
    seen = String(doc.getMap('todos').get('a'))
  })
  expect(result).not.toHaveProperty('skipped')
  expect(seen).toBe('first')
})

it('reads the log again once after a check an earlier Hearth noted (its last key alone)', async () => {
  db = await openDatabase(NAME)
  await add(anUpdate('first'), 1)
  await new Promise<void>((resolve, reject) => {
    const tx = db!.transaction('custom', 'readwrite')
    tx.objectStore('custom').put(1, CHECKED_KEY)
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
  })
  const first = await checkLog(db)
  expect(first).not.toHaveProperty('skipped')
  expect(first).not.toHaveProperty('unreadable')
  // Noted as this Hearth notes it: not read again.
  expect(await checkLog(db)).toMatchObject({ skipped: true })
})
