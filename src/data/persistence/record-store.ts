import type * as Y from 'yjs'
import { yjs } from '../doc/yjs'
import { readSchemaVersion } from '../doc/migrations'
import { ROW_INDEXES, ROWS_VERSION, type RecordRow } from '../doc/record-rows'
import type { CollectionName } from '../collections'
import { RECORDS_STORE, request } from './row-requests'

export { RECORDS_STORE, request }

/**
 * The row store: one row per record of a workspace (`doc/record-rows.ts`), in the workspace's
 * own IndexedDB database beside y-indexeddb's `updates`, so a row is written in the same
 * transaction as the document update it reflects. A watermark in `custom` (the version of the
 * rows' layout and the state vector of the document they reflect) says whether the rows are
 * complete: it is written only with a change whose rows are all written, and removed while the
 * rows are rebuilt, so rows that lag the update log never pass for current.
 */
export const WATERMARK_KEY = 'hearth:rows'
/** Version 1: y-indexeddb's layout. Version 2 adds the row store. */
export const DB_VERSION = 2

export interface Watermark {
  version: number
  stateVector: Uint8Array
  /**
   * The document's schema version (`meta.schemaVersion`) when written: a start may show rows
   * before decoding the document only when this is the schema this Hearth writes. Absent in
   * watermarks of earlier builds.
   */
  schema?: number
}

/** Creates what a version of the database lacks (from `onupgradeneeded`). */
export function upgradeDatabase(db: IDBDatabase, { rows = true }: { rows?: boolean } = {}) {
  if (!db.objectStoreNames.contains('updates'))
    db.createObjectStore('updates', { autoIncrement: true })
  if (!db.objectStoreNames.contains('custom')) db.createObjectStore('custom')
  if (rows && !db.objectStoreNames.contains(RECORDS_STORE)) {
    const store = db.createObjectStore(RECORDS_STORE, { keyPath: ['c', 'id'] })
    for (const [name, { keyPath, multiEntry }] of Object.entries(ROW_INDEXES))
      store.createIndex(name, keyPath, { multiEntry: !!multiEntry })
  }
}

/** Whether a database has the row store (an older Hearth may have created it without). */
export const hasRowStore = (db: IDBDatabase) => db.objectStoreNames.contains(RECORDS_STORE)

export interface Write {
  /** The document update to add to the log, if any (a change from another tab has none). */
  update?: Uint8Array
  put?: readonly RecordRow[]
  remove?: readonly [CollectionName, string][]
  /** The watermark to store with it: only when the rows are complete with this change. */
  watermark?: Watermark
  /** Removes the watermark (a rebuild starts, or rows were lost). */
  dropWatermark?: boolean
  /** Removes every row first (a new workspace's rows start empty). */
  clear?: boolean
  /**
   * Rows only, that a rebuild writes again if they are lost (its watermark comes last): the
   * browser may commit without waiting for the disk.
   */
  relaxed?: boolean
  /**
   * A row the store refused (it cannot be cloned or keyed): the update is stored all the same
   * and the watermark is not, so the rows count as incomplete (`RowIndex.lost`).
   */
  onRowRefused?: (error: unknown) => void
  /** Called once the transaction committed. */
  onStored?: () => void
  /** Entries of the `custom` store written with it (`command-marks.ts`). */
  custom?: readonly (readonly [string, unknown])[]
  /**
   * Rows of a change another tab made, as this tab's document (of this state vector) reads
   * them: written only if the stored watermark names no change this document lacks. Else a tab
   * that had seen more wrote rows already, and this tab, behind it, would put older rows over
   * theirs (closed before it catches up, its rows would stay, trusted as current).
   */
  unlessBehind?: Uint8Array
}

/** Which owner writes (`takeOwnership`): its term, stored under `key` while it serves. */
export interface OwnerFence {
  key: string
  term: number
}

/**
 * The term each connection writes in, once its owner took the workspace over on it
 * (`takeOwnership`). Every write on such a connection (`writeTogether`: a command's update, the
 * rows of a rebuild or of a bulk change, the watermark, journals applied) is stored only while
 * that term is still the one stored: an owner a later one took over from (a frozen tab's,
 * thawed) stores nothing more, from a document that may lack what the later owner stored.
 */
const connectionTerms = new WeakMap<IDBDatabase, OwnerFence>()

/** A write refused because a later owner took the workspace over (`connectionTerms`). */
export class SupersededOwner extends Error {
  constructor() {
    super('A later owner took this workspace over')
    this.name = 'SupersededOwner'
  }
}

/**
 * How far ahead of the clock a later owner's term may be and still count. Terms are the clock's
 * time when an owner is given the lock (or one more than the last heard): a stored term further
 * ahead was given while the clock was wrong (set ahead, since corrected), and its owner is long
 * gone, so it must not keep every owner after it from storing.
 */
export const TERM_CLOCK_SLACK_MS = 10 * 60 * 1000

/**
 * Takes the workspace over for the owner of `fence.term`, on its connection `db`: from then on
 * the writes of owners of an earlier term are refused, and so are this connection's once a
 * later owner takes it over (`connectionTerms`). Rejects with `SupersededOwner` when an owner of
 * a later term took it already (unless that term is further ahead of the clock than
 * `TERM_CLOCK_SLACK_MS`).
 */
export function takeOwnership(db: IDBDatabase, fence: OwnerFence, now = Date.now()): Promise<void> {
  return new Promise((resolve, reject) => {
    let superseded = false
    try {
      const tx = db.transaction('custom', 'readwrite')
      const store = tx.objectStore('custom')
      const read = store.get(fence.key)
      read.onsuccess = () => {
        const stored: unknown = read.result
        const later = typeof stored === 'number' && stored > fence.term
        if (later && stored - now <= TERM_CLOCK_SLACK_MS) {
          superseded = true
          return tx.abort()
        }
        store.put(fence.term, fence.key)
      }
      tx.oncomplete = () => {
        connectionTerms.set(db, fence)
        resolve()
      }
      tx.onabort = tx.onerror = () =>
        reject(
          superseded ? new SupersededOwner() : (tx.error ?? new Error('The write was aborted')),
        )
    } catch (error) {
      reject(error)
    }
  })
}

/** Writes an update and the rows it changed, in one transaction. */
export function writeTogether(db: IDBDatabase, write: Write): Promise<void> {
  const rows = !!(write.put?.length || write.remove?.length || write.clear)
  const fence = connectionTerms.get(db)
  const marks =
    !!write.watermark ||
    !!write.dropWatermark ||
    !!write.custom?.length ||
    !!write.unlessBehind ||
    !!fence
  const names = [
    ...(write.update ? ['updates'] : []),
    ...(rows ? [RECORDS_STORE] : []),
    ...(marks ? ['custom'] : []),
  ]
  if (!names.length) return Promise.resolve()
  return new Promise((resolve, reject) => {
    let tx: IDBTransaction
    try {
      tx = write.relaxed
        ? db.transaction(names, 'readwrite', { durability: 'relaxed' })
        : db.transaction(names, 'readwrite')
    } catch (error) {
      reject(error)
      return
    }
    tx.oncomplete = () => {
      write.onStored?.()
      resolve()
    }
    let superseded = false
    tx.onabort = tx.onerror = () =>
      reject(superseded ? new SupersededOwner() : (tx.error ?? new Error('The write was aborted')))
    const failed = (error: unknown) => {
      tx.abort()
      reject(error)
    }
    try {
      if (fence) {
        // Read before the transaction can commit: another term aborts all of it.
        const term = tx.objectStore('custom').get(fence.key)
        term.onsuccess = () => {
          if (term.result === fence.term) return
          superseded = true
          tx.abort()
        }
      }
      if (write.update) tx.objectStore('updates').add(write.update)
      const { unlessBehind } = write
      if (!unlessBehind) return writeRows(tx, write, rows)
      const read = tx.objectStore('custom').get(WATERMARK_KEY)
      read.onsuccess = () => {
        try {
          if (covers(unlessBehind, markOf(read.result)?.stateVector)) writeRows(tx, write, rows)
        } catch (error) {
          failed(error)
        }
      }
    } catch (error) {
      failed(error)
    }
  })
}

/** Whether a state vector holds every change another one names (none: nothing to hold). */
export function covers(stateVector: Uint8Array, other: Uint8Array | undefined): boolean {
  if (!other) return true
  const have = yjs().decodeStateVector(stateVector)
  for (const [client, clock] of yjs().decodeStateVector(other))
    if ((have.get(client) ?? 0) < clock) return false
  return true
}

/** A write's rows and watermark, in its transaction (`writeTogether`). */
function writeRows(tx: IDBTransaction, write: Write, rows: boolean) {
  let refused = false
  if (rows) {
    const store = tx.objectStore(RECORDS_STORE)
    // A row is never a reason to lose the update it goes with: a row refused at once
    // (cloning, keys) is left out, and the rows are then incomplete.
    const each = (write: () => void) => {
      try {
        write()
      } catch (error) {
        refused = true
        onRowRefused?.(error)
      }
    }
    const { onRowRefused } = write
    if (write.clear) store.clear()
    for (const row of write.put ?? []) each(() => store.put(row))
    for (const key of write.remove ?? []) each(() => store.delete(key))
  }
  if (write.dropWatermark || (refused && write.watermark))
    tx.objectStore('custom').delete(WATERMARK_KEY)
  else if (write.watermark) tx.objectStore('custom').put(write.watermark, WATERMARK_KEY)
  for (const [key, value] of write.custom ?? []) tx.objectStore('custom').put(value, key)
}

const isBytes = (value: unknown): value is Uint8Array =>
  Object.prototype.toString.call(value) === '[object Uint8Array]'

/** The stored watermark, or null when there is none (or it is not one). */
export async function readWatermark(db: IDBDatabase): Promise<Watermark | null> {
  const value: unknown = await request(() =>
    db.transaction('custom', 'readonly').objectStore('custom').get(WATERMARK_KEY),
  )
  return markOf(value)
}

/** A stored value as a watermark, or null when it is not one. */
export function markOf(value: unknown): Watermark | null {
  if (!value || typeof value !== 'object') return null
  const { version, stateVector, schema } = value as Record<string, unknown>
  if (typeof version !== 'number' || !isBytes(stateVector)) return null
  return typeof schema === 'number' ? { version, stateVector, schema } : { version, stateVector }
}

export function sameBytes(a: Uint8Array, b: Uint8Array) {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

/** The watermark of rows that reflect `doc` as it is now. */
export function watermarkOf(doc: Y.Doc): Watermark {
  return {
    version: ROWS_VERSION,
    stateVector: yjs().encodeStateVector(doc),
    schema: readSchemaVersion(doc),
  }
}

/** Whether a watermark says the rows reflect exactly the document with this state vector. */
export const isCurrent = (mark: Watermark | null, stateVector: Uint8Array) =>
  !!mark && mark.version === ROWS_VERSION && sameBytes(mark.stateVector, stateVector)
