// The document's code, which importing makes available to `yjs()` (`doc/yjs.ts`).
import '../doc/yjs-kit'
import * as Y from 'yjs'
import { COLLECTIONS, type CollectionName } from '../collections'
import { ChangeTracker, recordIds, rowChanges, rowOf } from '../doc/record-rows'
import type { RecordRow } from '../doc/record-rows'
import { collectionMap } from '../doc/records-in-doc'
import {
  covers,
  markOf,
  RECORDS_STORE,
  WATERMARK_KEY,
  watermarkOf,
  writeTogether,
} from './record-store'
import { ROWS_VERSION } from '../doc/record-rows'
import { oneAtATime } from './row-slices'
import { RowsBroadcast } from './rows-broadcast'

/**
 * Rows per write: one write is in flight while the next batch is read. Small, because Chromium
 * holds other tabs' database work behind a large write: with 5,000 rows a write, a tab opened
 * during a rebuild of the Large sample waited 6–8 s for its database to open; with 500, at most
 * 0.5 s, and the rebuild took about as long (docs/benchmarks.md, 2026-12-02).
 */
const BATCH = 500

export interface RebuildReport {
  /** ms to read the update log and decode the document. */
  loadedMs: number
  /** Rows written. */
  rows: number
}

/** The update log with its keys. */
export function readLog(
  db: IDBDatabase,
): Promise<{ keys: number[]; updates: Uint8Array[]; mark: unknown }> {
  return new Promise((resolve, reject) => {
    // The rows' watermark as it was when the log was read (one transaction): `checkLog`.
    const tx = db.transaction(['updates', 'custom'], 'readonly')
    const store = tx.objectStore('updates')
    const keys = store.getAllKeys()
    const updates = store.getAll()
    const mark = tx.objectStore('custom').get(WATERMARK_KEY)
    tx.oncomplete = () =>
      resolve({
        keys: keys.result as number[],
        updates: updates.result as Uint8Array[],
        mark: mark.result,
      })
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('The log could not be read'))
  })
}

/**
 * Builds every row of a workspace's row store from its update log, away from the page (in a
 * worker, `storage.worker.ts`): the page goes on writing the rows of its own changes meanwhile.
 * The stored watermark is removed first and written last, so a rebuild cut short is done again.
 * Rows written from the log as first read may overwrite fresher ones a tab wrote meanwhile, so
 * the last step, in one transaction that holds the log, applies what was stored since, writes
 * again the rows of every record that changed, removes the rows of records that are gone, and
 * stores the watermark: no write can come in between. A row the store refuses leaves the rows
 * incomplete (no watermark): refused.
 */
export async function rebuildRows(
  db: IDBDatabase,
  onLoaded: () => void = () => {},
): Promise<RebuildReport> {
  const started = performance.now()
  await writeTogether(db, { dropWatermark: true })
  const doc = new Y.Doc()
  try {
    const { keys, updates } = await readLog(db)
    Y.transact(doc, () => updates.forEach((update) => Y.applyUpdate(doc, update)))
    const loadedMs = performance.now() - started
    onLoaded()
    let refused = false
    const onRowRefused = () => (refused = true)
    let writing: Promise<void> = Promise.resolve()
    let batch: RecordRow[] = []
    let rows = 0
    const flush = async () => {
      await writing
      writing = writeTogether(db, { put: batch, onRowRefused, relaxed: true })
      rows += batch.length
      batch = []
    }
    for (const [collection, id] of recordIds(doc)) {
      const row = rowOf(doc, collection, id)
      if (row) batch.push(row)
      if (batch.length >= BATCH) await flush()
    }
    if (batch.length) await flush()
    await writing
    if (refused) throw new Error('A row could not be stored')
    await finish(db, doc, keys.at(-1) ?? 0)
    return { loadedMs, rows }
  } finally {
    doc.destroy()
  }
}

/** The last step of a rebuild, in one transaction (see `rebuildRows`). */
function finish(db: IDBDatabase, doc: Y.Doc, lastKey: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(['updates', RECORDS_STORE, 'custom'], 'readwrite')
    tx.oncomplete = () => resolve()
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('The rebuild was aborted'))
    const tail = tx.objectStore('updates').getAll(IDBKeyRange.lowerBound(lastKey, true))
    tail.onsuccess = () => {
      const tracker = new ChangeTracker(doc)
      Y.transact(doc, () => (tail.result as Uint8Array[]).forEach((u) => Y.applyUpdate(doc, u)))
      const { put, remove } = rowChanges(doc, tracker.take())
      tracker.destroy()
      const records = tx.objectStore(RECORDS_STORE)
      for (const row of put) records.put(row)
      for (const key of remove) records.delete(key)
      const stored = records.getAllKeys()
      stored.onsuccess = () => {
        for (const [collection, id] of stored.result as [CollectionName, string][])
          if (!COLLECTIONS.includes(collection) || !collectionMap(doc, collection).has(id))
            records.delete([collection, id])
        tx.objectStore('custom').put(watermarkOf(doc), WATERMARK_KEY)
      }
    }
  })
}

/**
 * Where a check that found the log readable notes the key of the last update it read, with the
 * rows' watermark as it was (`{ key, mark }`): a log whose last update is the same has not
 * changed since (updates are only added, and a compaction adds its merge under a new key), and
 * needs no second check, unless the watermark changed: rows written without an update (a tab
 * writing the rows of another tab's change) can drift without touching the log. A bare key
 * (noted by an earlier Hearth) only costs one more check.
 */
export const CHECKED_KEY = 'hearth:log-checked'

/** The watermark's state vector as a check notes it (null: no watermark). */
const markNoted = (stored: unknown): number[] | null => {
  const mark = markOf(stored)
  return mark ? Array.from(mark.stateVector) : null
}

/** Whether the log and the watermark are as a check found them last (`CHECKED_KEY`). */
function checkedAlready(db: IDBDatabase): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(['updates', 'custom'], 'readonly')
    const last = tx.objectStore('updates').openKeyCursor(null, 'prev')
    const checked = tx.objectStore('custom').get(CHECKED_KEY)
    const mark = tx.objectStore('custom').get(WATERMARK_KEY)
    tx.oncomplete = () => {
      const noted = checked.result as { key?: unknown; mark?: unknown } | undefined
      resolve(
        !!last.result &&
          typeof noted === 'object' &&
          noted !== null &&
          last.result.key === noted.key &&
          JSON.stringify(markNoted(mark.result)) === JSON.stringify(noted.mark),
      )
    }
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('The log could not be read'))
  })
}

function noteChecked(db: IDBDatabase, key: IDBValidKey, mark: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction('custom', 'readwrite')
    tx.objectStore('custom').put({ key, mark: markNoted(mark) }, CHECKED_KEY)
    tx.oncomplete = () => resolve()
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('The check was not noted'))
  })
}

/**
 * Reads and decodes the whole update log, as the page would (a start from rows may never
 * decode it on the page): the stored document is readable, or `unreadable` says why not. A log
 * unchanged since it was last found readable is not read again (`skipped`), unless the document
 * is wanted (`withDoc`).
 */
export async function checkLog(
  db: IDBDatabase,
  /** Also wants the decoded document (a snapshot to take): the log is then read whatever. */
  withDoc?: (doc: Y.Doc) => Promise<unknown>,
): Promise<{ loadedMs: number; unreadable?: string; skipped?: true; behind?: true }> {
  const started = performance.now()
  if (!withDoc && (await checkedAlready(db)))
    return { loadedMs: performance.now() - started, skipped: true }
  const { keys, updates, mark } = await readLog(db)
  const doc = new Y.Doc()
  let behind = false
  try {
    try {
      Y.transact(doc, () => updates.forEach((update) => Y.applyUpdate(doc, update)))
    } catch (error) {
      return { loadedMs: performance.now() - started, unreadable: String(error) }
    }
    behind = rowsBehind(mark, doc)
    await withDoc?.(doc)
  } finally {
    doc.destroy()
  }
  // Checked again at the next start, until the rows are built again (`repairRows`).
  if (behind) return { loadedMs: performance.now() - started, behind: true }
  const last = keys.at(-1)
  // Noting it is only a saving for the next start: a failure costs a second check then.
  if (last !== undefined) await noteChecked(db, last, mark).catch(() => {})
  return { loadedMs: performance.now() - started }
}

/**
 * Whether a watermark says the rows are complete while naming a state that lacks some of the
 * log: they drifted (a write whose rows went missing, an older tab's rows over newer ones), and
 * a start from rows would trust them. No watermark: the rows are known incomplete already (a
 * tab is building them, or the next decoding does).
 */
function rowsBehind(stored: unknown, doc: Y.Doc): boolean {
  const mark = markOf(stored)
  return (
    !!mark && mark.version === ROWS_VERSION && !covers(mark.stateVector, Y.encodeStateVector(doc))
  )
}

/**
 * Builds a database's rows again from its log (`rebuildRows`) when a check found them behind it
 * (`checkLog`), one rebuild at a time, as a tab's row index does: tabs without their document
 * wait meanwhile and then read their rows again (`RowsBroadcast`), this one's page among them.
 */
export async function repairRows(db: IDBDatabase): Promise<RebuildReport | null> {
  const broadcast = new RowsBroadcast(db.name)
  broadcast.reset()
  let report: RebuildReport | null = null
  try {
    await oneAtATime(`hearth:rows:${db.name}`, async () => {
      report = await rebuildRows(db)
    })
  } finally {
    broadcast.complete()
    broadcast.close()
  }
  return report
}
