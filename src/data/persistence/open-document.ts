import type * as Y from 'yjs'
import { yjs } from '../doc/yjs'
import { readLogOffPage, takeEarlyRead } from './early-read'
import { openDocumentDatabase } from './idb-requests'
import { DB_VERSION, hasRowStore, readWatermark, type Watermark } from './record-store'

/** What opening a document's database read before decoding anything. */
export interface Opened {
  db: IDBDatabase
  /** What boot.js read of the log (the stored updates and their keys); null: read it now. */
  stored: StoredLog | null
  /**
   * With `logLater`, when the rows' watermark came before the log: reads the log (boot.js's read
   * on its way, or one in a worker), resolving to null when that read failed. Called when the
   * document is needed.
   */
  log: (() => Promise<StoredLog | null>) | null
  /**
   * The rows' watermark, read only with boot.js's early read (`rows`): a start may then show
   * rows before decoding, and decode later in one task (once the log is read: `log`).
   */
  mark: Watermark | null
}

/**
 * Opens a document's database (upgraded to the row store's version with `rows`), taking what
 * boot.js read of it while the app’s code downloaded when the document is still `empty` (it holds
 * nothing to store first): its connection, and the log or its read on the way (none, for a
 * database with rows: read here when needed, `readLogOffPage`). With rows, `onRowsOpen` hears
 * the database at once and `onMark` the rows' watermark (a start from rows reads the small
 * collections beside it). With `logLater` and a watermark, returns without the log (`log` reads
 * it). Rejects when the database cannot be opened.
 */
export async function openDocument(
  name: string,
  empty: boolean,
  options: {
    rows: boolean
    logLater?: boolean
    onVersionChange: () => void
    onBlocked?: () => void
    onMark?: (db: IDBDatabase, mark: Watermark) => void
    onRowsOpen?: (db: IDBDatabase) => void
  },
): Promise<Opened> {
  const early = empty ? await takeEarlyRead(name) : null
  // Upgrading waits for every other connection to close, the worker's reading the log too.
  if (early && options.rows && early.db.version < DB_VERSION) await early.stored
  const db = await openDocumentDatabase(name, early?.db ?? null, {
    upgrade: options.rows,
    onVersionChange: options.onVersionChange,
    onBlocked: options.onBlocked,
  })
  performance.mark(`hearth:idb-opened:${name}`)
  const fromRows = !!early && options.rows && hasRowStore(db)
  // What a start from rows reads first, read beside the watermark rather than after it.
  if (fromRows) options.onRowsOpen?.(db)
  const marked = fromRows
    ? readWatermark(db).then(
        (mark) => {
          if (mark) options.onMark?.(db, mark)
          return mark
        },
        () => null,
      )
    : null
  const toLog = (read: { keys: number[]; updates: Uint8Array[] } | null) =>
    read ? new StoredLog(read.keys, read.updates) : null
  // boot.js left the log to be read when needed (a database with rows): in a worker, as it would.
  const readLog = () => early!.stored ?? readLogOffPage(name)
  if (early && marked && options.logLater) {
    const mark = await marked
    if (mark) return { db, stored: null, log: () => readLog().then(toLog), mark }
  }
  const stored = toLog(early ? await readLog() : null)
  const mark = stored && marked ? await marked : null
  return { db, stored, log: null, mark }
}

/** Applies what boot.js read of the log to `doc`, in one transaction of `origin`. */
export function applyStored(doc: Y.Doc, updates: readonly Uint8Array[], origin: unknown) {
  yjs().transact(
    doc,
    () => updates.forEach((update) => yjs().applyUpdate(doc, update)),
    origin,
    false,
  )
}

/**
 * The updates stored in the log after key `after` (another tab's writes since boot.js read it),
 * and the log's first key now (undefined: empty).
 */
export function readStoredAfter(
  db: IDBDatabase,
  after: number,
): Promise<{ keys: number[]; updates: Uint8Array[]; first: number | undefined }> {
  return new Promise((resolve, reject) => {
    try {
      const store = db.transaction('updates', 'readonly').objectStore('updates')
      const range = IDBKeyRange.lowerBound(after, true)
      const first = store.getKey(IDBKeyRange.lowerBound(0)) as IDBRequest<number | undefined>
      const keys = store.getAllKeys(range) as IDBRequest<number[]>
      const updates = store.getAll(range) as IDBRequest<Uint8Array[]>
      updates.onsuccess = () =>
        resolve({ keys: keys.result, updates: updates.result, first: first.result })
      updates.onerror = keys.onerror = () => reject(updates.error ?? keys.error)
    } catch (error) {
      reject(error)
    }
  })
}

/**
 * What boot.js read of a document's log, and what other tabs stored after it (`readMore`), held
 * until the document is decoded from it.
 */
export class StoredLog {
  private reading = Promise.resolve()

  constructor(
    readonly keys: number[],
    readonly updates: Uint8Array[],
  ) {}

  /** Bytes held (`readMore` keeps them to the log's size). */
  get bytes(): number {
    return this.updates.reduce((sum, update) => sum + update.length, 0)
  }

  /**
   * Reads what was stored since the last read (one read at a time), so that decoding later has
   * it at once: a write right after must find the record another tab just added. `wanted`: it
   * is still to be decoded.
   */
  readMore(db: IDBDatabase, wanted: () => boolean): Promise<void> {
    const more = async () => {
      if (!wanted()) return
      const read = await readStoredAfter(db, this.keys.at(-1) ?? 0)
      if (!wanted()) return
      // Merged meanwhile (`compact-log.ts`: the entries read before are gone, and the merged
      // one after them holds them): what was read is the whole log, not more to hold besides.
      const merged = this.keys.length > 0 && (read.first ?? Infinity) > this.keys[0]!
      if (merged) this.keys.length = this.updates.length = 0
      this.keys.push(...read.keys)
      this.updates.push(...read.updates)
    }
    return (this.reading = this.reading.then(more, more))
  }
}

/**
 * What is read of a document's log before it is decoded: boot.js's read (`stored`), or a read
 * made when the document is needed (`reader`, a start from rows), and what other tabs stored
 * since (`readMore`), until `take` hands it to the decoding.
 */
export class LogBeforeDecoding {
  private reading: Promise<void> | null = null

  constructor(
    private stored: StoredLog | null,
    private reader: (() => Promise<StoredLog | null>) | null,
  ) {}

  get bytes(): number {
    return this.stored?.bytes ?? 0
  }

  /**
   * Null when the log is read (or is read by the decoding itself); else reads it once (on the
   * page when the reader fails) and resolves then. Rejects when it cannot be read.
   */
  ready(db: () => IDBDatabase | null): Promise<void> | null {
    const { reader } = this
    if (!reader) return null
    return (this.reading ??= reader().then(async (read) => {
      const open = db()
      if (!open) throw new Error('The database was closed')
      const log = read ?? (await readStoredAfter(open, 0))
      this.stored = log instanceof StoredLog ? log : new StoredLog(log.keys, log.updates)
      this.reader = null
      performance.mark('hearth:log-read')
      await this.readMore(open)
    }))
  }

  /** Reads what other tabs stored since (see `StoredLog.readMore`), while it is not taken. */
  readMore(db: IDBDatabase): Promise<void> {
    const { stored } = this
    return stored ? stored.readMore(db, () => this.stored === stored) : Promise.resolve()
  }

  /** The log for decoding, once (null: none was read, the decoding reads it). */
  take(): StoredLog | null {
    if (this.reader) throw new Error('The stored log is still being read')
    const { stored } = this
    this.stored = null
    return stored
  }
}
