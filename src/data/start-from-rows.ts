import type * as Y from 'yjs'
import { CollectionStore } from './collection-store'
import type { CollectionName, CollectionRecords } from './collections'
import { SCHEMA_VERSION } from './doc/migrations'
import { ROWS_VERSION, type RecordRow } from './doc/record-rows'
import type { IdbPersistence } from './persistence/idb-persistence'
import type { Watermark } from './persistence/record-store'
import { hasJournal } from './persistence/journal'
import { readCollections } from './persistence/row-store-reads'

/**
 * A start from the row store: a workspace whose rows are known current opens without decoding
 * its document. The small collections come from their rows (`readSeeds`), screens query the
 * large ones (a whole large collection is read from its rows too, when a screen needs it:
 * `CollectionStore.fromRows`), and other tabs' changes arrive as rows (`followRows`). The
 * document is decoded only when something needs it, at once (`DocPhase`): a write, an exact
 * and complete read (`store`), a note's text, sync.
 */

/** Collections a start from rows reads whole: few records each, and the Overview shows them. */
export const SEEDED = ['settings', 'widgets', 'todoLists', 'bookmarkFolders', 'colors'] as const

export type Seeds = { [K in (typeof SEEDED)[number]]: readonly CollectionRecords[K][] }

/**
 * The small collections' records from their rows, when a start may show them before decoding:
 * the rows' watermark is of this layout and this schema (no migration will rewrite records on
 * decoding), and no journal of updates waits to be applied. Null otherwise: decode first, as ever. Read
 * while boot.js's worker still reads the log; the start uses them only if that read worked
 * (decoding later then takes one task).
 */
export async function readSeeds(
  db: IDBDatabase,
  mark: Watermark,
  name: string,
  /** Their rows, read already (beside the watermark: `readSeedRows`). */
  read: Promise<Map<CollectionName, RecordRow[]>> = readSeedRows(db),
): Promise<Seeds | null> {
  if (mark.version !== ROWS_VERSION || mark.schema !== SCHEMA_VERSION) return null
  // A journal of updates needs the document (a journal of commands goes to the owner).
  if (hasJournal(name)) return null
  try {
    const rows = await read
    // The settings record is there once a workspace has been opened.
    if (!rows.get('settings')?.length) return null
    const records = (name: CollectionName) => rows.get(name)!.map((row) => row.r)
    return Object.fromEntries(SEEDED.map((name) => [name, records(name)])) as unknown as Seeds
  } catch {
    return null
  }
}

/** The small collections' rows, read before it is known whether a start may use them. */
export function readSeedRows(db: IDBDatabase): Promise<Map<CollectionName, RecordRow[]>> {
  const read = readCollections(db, SEEDED)
  read.catch(() => {})
  return read
}

/**
 * Whether a workspace's document is decoded, and who waits for it. In the 'rows' phase of a
 * start, `decodeNow` decodes it (through `decode`) in the caller's task when the stored log is
 * read (`decodable` answers null), else as soon as it is; listeners hear of it after that task.
 */
export class DocPhase {
  private decoded = true
  private listeners = new Set<() => void>()
  private nowListeners = new Set<() => void>()
  /** The log's read a decoding waits for, while it does. */
  private waiting: Promise<void> | null = null
  private loads: { resolve: () => void; reject: (error: unknown) => void }[] = []

  constructor(
    private readonly decode: () => void,
    /** Null when the document can be decoded now; else resolves once it can. */
    private readonly decodable: () => Promise<void> | null = () => null,
    /** The stored log could not be read: the document cannot be decoded. */
    private readonly onUnreadable: (error: unknown) => void = () => {},
  ) {}

  /** The start showed rows: the document is decoded when something needs it. */
  startFromRows() {
    this.decoded = false
  }

  get hasDoc(): boolean {
    return this.decoded
  }

  /**
   * Calls `listener` once the document is decoded (at once, if it is): after the task that
   * decoded it (a render, say), or with `now` inside it, before whatever needed the document
   * goes on (the edit history must hear the write that decoded it).
   */
  whenDoc(listener: () => void, { now = false } = {}): () => void {
    if (this.decoded) {
      listener()
      return () => {}
    }
    const listeners = now ? this.nowListeners : this.listeners
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }

  /**
   * Decodes the document (`decodeNow`) and resolves once it is; rejects when it cannot be (its
   * log unreadable) or the workspace closes first.
   */
  load(): Promise<void> {
    this.decodeNow()
    if (this.decoded) return Promise.resolve()
    return new Promise((resolve, reject) => this.loads.push({ resolve, reject }))
  }

  /** Calls `stop` once the document is decoded, or the workspace closes before. */
  untilDoc(stop: () => void) {
    if (this.decoded) stop()
    else this.stops.add(stop)
  }

  private stops = new Set<() => void>()

  private stopAll() {
    for (const stop of [...this.stops]) stop()
    this.stops.clear()
  }

  /** Decodes the document now, or once its log is read (see the class). */
  decodeNow() {
    if (this.decoded || this.waiting || this.disposed) return
    const pending = this.decodable()
    if (pending) {
      this.waiting = pending.then(
        () => {
          this.waiting = null
          this.decodeNow()
        },
        (error: unknown) => {
          this.waiting = null
          if (this.disposed) return
          this.onUnreadable(error)
          this.settleLoads(error)
        },
      )
      return
    }
    this.decoded = true
    this.stopAll()
    performance.mark('hearth:doc-decode-start')
    this.decode()
    performance.mark('hearth:doc-decoded')
    for (const listener of [...this.nowListeners]) listener()
    this.nowListeners.clear()
    const listeners = [...this.listeners]
    this.listeners.clear()
    queueMicrotask(() => listeners.forEach((listener) => listener()))
    this.settleLoads()
  }

  private settleLoads(error?: unknown) {
    const loads = this.loads
    this.loads = []
    for (const { resolve, reject } of loads)
      if (error) reject(error)
      else resolve()
  }

  private disposed = false

  /** Stops waiting (the workspace closes). */
  dispose() {
    this.disposed = true
    this.stopAll()
    this.listeners.clear()
    this.nowListeners.clear()
    this.settleLoads(new Error('The workspace was closed'))
  }
}

/**
 * A large collection's store before the document: read from its rows when preloaded
 * (`CollectionStore.fromRows`). `onFailed`: the rows could not be read, the document must serve.
 */
export function storeFromRows<K extends CollectionName>(
  name: K,
  doc: () => Y.Doc,
  persistence: IdbPersistence,
  onFailed: () => void,
): CollectionStore<K> {
  const { db, rowFeed } = persistence
  return CollectionStore.fromRows(name, doc, { db: db!, subscribe: rowFeed.subscribe }, (error) => {
    console.warn('Hearth reads its records from the document instead', error)
    onFailed()
  })
}

/**
 * Where a workspace's row reads come from (`RowReads`): its rows while it works normally and
 * they are kept (by the document's row index, or before the document, the rows the start
 * checked were complete); null otherwise.
 */
export function rowSource(persistence: IdbPersistence, ready: boolean, hasDoc: boolean) {
  if (!ready || !(persistence.rows || !hasDoc)) return null
  return {
    db: persistence.db,
    isComplete: () => (persistence.rows ? persistence.rows.isComplete : true),
    subscribe: persistence.rowFeed.subscribe,
  }
}
