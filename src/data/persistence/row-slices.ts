import type * as Y from 'yjs'
import { recordIds, rowOf, type RecordRow } from '../doc/record-rows'
import { collectionMap } from '../doc/records-in-doc'
import { COLLECTIONS, type CollectionName } from '../collections'
import { RECORDS_STORE, writeTogether } from './record-store'

/** How long one slice of rows may be read before the page has the main thread again. */
const SLICE_MS = 8

export const later = (task: () => void, ms = 0) => setTimeout(task, ms)

/** Runs `task` holding a Web Lock of that name, where the browser has them. */
export const oneAtATime = (name: string, task: () => Promise<void>): Promise<void> =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(name, task) : task()

/** One slice of rows to write, and whether it is the last. */
export interface Slice {
  put: RecordRow[]
  remove: [CollectionName, string][]
  done: boolean
}

/**
 * Writes rows in slices in the background (a rebuild, a bulk change's rows): between slices
 * the page handles input and renders; `take` reads a slice until its deadline. A slice is
 * written in the task that read it: a change made after it writes its own rows in a later
 * transaction, so a row read before the change never lands after it (a deleted record's row
 * back, an edit undone). One write is in flight while the next slice is read (waiting for each
 * to commit made a rebuild of 100,000 rows take several times longer): the previous one is
 * awaited once the next is under way. Stops when `stop()` says so before a slice; `onRefused`
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
    // Not `await`ed before this write: changes made meanwhile would be written before it.
    const previous = writing
    if (put.length || remove.length)
      writing = inFlight(
        writeTogether(db, {
          put,
          remove,
          relaxed: true,
          onRowRefused: (error) => {
            onRefused()
            console.warn('Hearth left out a row it could not store', error)
          },
        }),
      )
    await previous
    if (done) break
  }
  await writing
  return 'done'
}

/** Writes the rows a bulk change owes (popped from `owed`), in slices. */
export function writeOwed(
  db: IDBDatabase,
  doc: Y.Doc,
  owed: [CollectionName, string][],
  options: { stop: () => boolean; onRefused: () => void },
) {
  return writeInSlices(
    db,
    (deadline) => {
      const slice: Slice = { put: [], remove: [], done: false }
      while (owed.length && performance.now() < deadline) {
        const [collection, id] = owed.pop()!
        const row = rowOf(doc, collection, id)
        if (row) slice.put.push(row)
        else slice.remove.push([collection, id])
      }
      slice.done = !owed.length
      return slice
    },
    options,
  )
}

/**
 * Writes every record's row from the document, in slices, the stored watermark removed first;
 * then removes the rows of records that are gone. 'refused': a row the store refused (the rows
 * stay incomplete). The caller stores the watermark.
 */
export async function rebuildOnPage(
  db: IDBDatabase,
  doc: Y.Doc,
  stop: () => boolean,
): Promise<'done' | 'stopped' | 'refused'> {
  let refused = false
  await writeTogether(db, { dropWatermark: true })
  const ids = recordIds(doc)
  const ended = await writeInSlices(
    db,
    (deadline) => {
      const slice: Slice = { put: [], remove: [], done: false }
      for (let next = ids.next(); ; next = ids.next()) {
        if (next.done) return { ...slice, done: true }
        const row = rowOf(doc, ...next.value)
        if (row) slice.put.push(row)
        if (performance.now() > deadline) return slice
      }
    },
    { stop, onRefused: () => (refused = true) },
  )
  if (ended === 'stopped' || stop()) return 'stopped'
  if (refused) return 'refused'
  await removeGoneRows(db, doc, stop)
  return stop() ? 'stopped' : 'done'
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
