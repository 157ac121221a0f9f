// Shared by the row store's tests: a workspace stored as the previous build left it, and the
// check that every stored row equals the record the document reads.
import * as Y from 'yjs'
import { expect } from 'vitest'
import { COLLECTIONS } from '../collections'
import { rowOf, type RecordRow } from '../doc/record-rows'
import { collectionMap } from '../doc/records-in-doc'
import { Workspace, workspaceDbName } from '../workspace'
import { isCurrent, readWatermark } from './record-store'
import { readAllRows } from './row-store-reads'

export const ID = 'rows-test'
export const DB = workspaceDbName(ID)
export const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms))
/** A tab with the test's workspace open. */
export const openTab = () => Workspace.open(ID)

export function open(name = DB, version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = version ? indexedDB.open(name, version) : indexedDB.open(name)
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains('updates'))
        request.result.createObjectStore('updates', { autoIncrement: true })
      if (!request.result.objectStoreNames.contains('custom'))
        request.result.createObjectStore('custom')
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error as Error)
  })
}

/** Stores a document as an earlier Hearth did: y-indexeddb's layout only (version 1), no rows. */
export async function storeAsPreviousBuild(doc: Y.Doc) {
  const db = await open(DB, 1)
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('updates', 'readwrite')
    tx.objectStore('updates').add(Y.encodeStateAsUpdate(doc))
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error as Error)
  })
  db.close()
}

/** The rows the document reads as now, keyed `<collection>/<id>`. */
export function expectedRows(doc: Y.Doc): Map<string, RecordRow> {
  const rows = new Map<string, RecordRow>()
  for (const collection of COLLECTIONS)
    for (const id of collectionMap(doc, collection).keys()) {
      const row = rowOf(doc, collection, id)
      if (row) rows.set(`${collection}/${id}`, row)
    }
  return rows
}

/** Rebuilds the rows of tabs whose rows are not complete (a rebuild waits a second; tests do not). */
export async function completeRows(tabs: Workspace[]): Promise<number> {
  let rebuilt = 0
  for (const tab of tabs) {
    const rows = tab.persistence.rows!
    // Stale rows are rebuilt (counted); rows a bulk change owes are caught up on.
    if (rows.isStale) rebuilt++
    await rows.settled()
  }
  return rebuilt
}

/**
 * Waits until every tab's writes are in, then checks the rows against the document. Complete
 * rows are checked as the changes wrote them; a tab whose rows are not complete (it opened on
 * rows behind the log) rebuilds first. Returns how many tabs had to.
 */
export async function expectRowsMatch(tabs: Workspace[]): Promise<number> {
  // The tabs first agree (tab sync answers a reopened tab's hello in a task or two).
  const vector = (tab: Workspace) => Y.encodeStateVector(tab.doc).join()
  for (let i = 0; i < 100 && new Set(tabs.map(vector)).size > 1; i++) await settle(10)
  expect(new Set(tabs.map(vector)).size).toBe(1)
  await settle()
  for (const tab of tabs) await tab.persistence.flush()
  const rebuilt = await completeRows(tabs)
  for (const tab of tabs) await tab.persistence.flush()
  const doc = tabs[0]!.doc
  const db = await open()
  try {
    const stored = new Map((await readAllRows(db)).map((row) => [`${row.c}/${row.id}`, row]))
    const expected = expectedRows(doc)
    expect([...stored.keys()].sort()).toEqual([...expected.keys()].sort())
    for (const [key, row] of expected) expect(stored.get(key), key).toEqual(row)
    expect(isCurrent(await readWatermark(db), Y.encodeStateVector(doc))).toBe(true)
  } finally {
    db.close()
  }
  return rebuilt
}

/** Another tab (of a build writing no rows) storing an update straight into a database's log. */
export async function storeFromAnotherTab(name: string, update: Uint8Array) {
  const db = await new Promise<IDBDatabase>((done, fail) => {
    const request = indexedDB.open(name)
    request.onsuccess = () => done(request.result)
    request.onerror = () => fail(request.error as Error)
  })
  await new Promise<void>((done, fail) => {
    const tx = db.transaction('updates', 'readwrite')
    tx.objectStore('updates').add(update)
    tx.oncomplete = () => done()
    tx.onerror = () => fail(tx.error as Error)
  })
  db.close()
}
