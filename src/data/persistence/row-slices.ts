import type * as Y from 'yjs'
import type { RecordRow } from '../doc/record-rows'
import { collectionMap } from '../doc/records-in-doc'
import { COLLECTIONS, type CollectionName } from '../collections'
import { RECORDS_STORE, writeTogether } from './record-store'

/** How long one slice of rows may be read before the page has the main thread again. */
const SLICE_MS = 8

export const later = (task: () => void, ms = 0) => setTimeout(task, ms)

/** One slice of rows to write, and whether it is the last. */
export interface Slice {
  put: RecordRow[]
  remove: [CollectionName, string][]
  done: boolean
}

/**
 * Writes rows in slices in the background (a rebuild, a bulk change's rows): between slices
 * the page handles input and renders; `take` reads a slice until its deadline. One write is in
 * flight while the next slice is read (waiting for each to commit made a rebuild of 100,000
 * rows take several times longer). Stops when `stop()` says so before a slice; `onRefused`
 * hears of a row the store refused (left out).
 */
export async function writeInSlices(
  db: IDBDatabase,
  take: (deadline: number) => Slice,
  { stop, onRefused }: { stop: () => boolean; onRefused: () => void },
): Promise<'done' | 'stopped'> {
  let writing: Promise<void> | null = null
  for (;;) {
    // Let input and rendering in between (a bulk change's own task comes first).
    await new Promise<void>((resolve) => later(resolve))
    if (stop()) return 'stopped'
    const { put, remove, done } = take(performance.now() + SLICE_MS)
    await writing
    if (put.length || remove.length)
      writing = inFlight(
        writeTogether(db, {
          put,
          remove,
          onRowRefused: (error) => {
            onRefused()
            console.warn('Hearth left out a row it could not store', error)
          },
        }),
      )
    if (done) break
  }
  await writing
  return 'done'
}

/**
 * Removes the rows of records the document no longer has, a collection at a time (between
 * other tasks). Changes made meanwhile write their own rows.
 */
export async function removeGoneRows(db: IDBDatabase, doc: Y.Doc, stop: () => boolean) {
  for (const collection of COLLECTIONS) {
    const keys = await readKeys(db, collection)
    if (stop()) return
    const map = collectionMap(doc, collection)
    const remove = keys.filter(([, id]) => !map.has(id))
    if (remove.length) await writeTogether(db, { remove })
  }
}

/**
 * A write left in flight when the slices stop (the workspace closed): its failure, if the
 * database closed meanwhile, is nobody's to handle. Awaited, it still throws.
 */
function inFlight(write: Promise<void>): Promise<void> {
  write.catch(() => {})
  return write
}

/** The keys of a collection's rows. */
function readKeys(
  db: IDBDatabase,
  collection: CollectionName,
): Promise<[CollectionName, string][]> {
  return new Promise((resolve, reject) => {
    const request = db
      .transaction(RECORDS_STORE, 'readonly')
      .objectStore(RECORDS_STORE)
      .index('collection')
      .getAllKeys(collection)
    request.onsuccess = () => resolve(request.result as [CollectionName, string][])
    request.onerror = () => reject(request.error ?? new Error('The read failed'))
  })
}
