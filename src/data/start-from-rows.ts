import type { CollectionName, CollectionRecords } from './collections'
import { SCHEMA_VERSION } from './doc/migrations'
import { ROWS_VERSION } from './doc/record-rows'
import type { IdbPersistence } from './persistence/idb-persistence'
import { hasJournal } from './persistence/journal'
import { readCollections } from './persistence/row-store-reads'

/**
 * A start from the row store: a workspace whose rows are known current opens without decoding
 * its document. The small collections come from their rows (`readSeeds`), screens query the
 * large ones, and the document is decoded once the first screen is drawn, or at once when
 * something needs it (`DocPhase`).
 */

/** Collections a start from rows reads whole: few records each, and the Overview shows them. */
export const SEEDED = ['settings', 'widgets', 'todoLists', 'bookmarkFolders', 'colors'] as const
/** A start from rows decodes the document by then even if the first screen never settles. */
const DECODE_AT_THE_LATEST_MS = 3_000

export type Seeds = { [K in (typeof SEEDED)[number]]: readonly CollectionRecords[K][] }

/**
 * The small collections' records from their rows, when a start may show them before decoding:
 * boot.js read the log (so decoding later takes one task), the rows' watermark is of this
 * layout and this schema (no migration will rewrite records on decoding), and no journal waits
 * to be applied. Null otherwise: decode first, as ever.
 */
export async function readSeeds(persistence: IdbPersistence): Promise<Seeds | null> {
  const { mark, db } = persistence
  if (!db || !mark || mark.version !== ROWS_VERSION || mark.schema !== SCHEMA_VERSION) return null
  if (hasJournal(persistence.name)) return null
  try {
    const rows = await readCollections(db, SEEDED)
    // The settings record is there once a workspace has been opened.
    if (!rows.get('settings')?.length) return null
    const records = (name: CollectionName) => rows.get(name)!.map((row) => row.r)
    return Object.fromEntries(SEEDED.map((name) => [name, records(name)])) as unknown as Seeds
  } catch {
    return null
  }
}

/**
 * Whether a workspace's document is decoded, and who waits for it. In the 'rows' phase of a
 * start, `decodeNow` decodes it (through `decode`) in the caller's task; listeners hear of it
 * after that task.
 */
export class DocPhase {
  private decoded = true
  private timer: ReturnType<typeof setTimeout> | null = null
  private listeners = new Set<() => void>()
  private nowListeners = new Set<() => void>()

  constructor(private readonly decode: () => void) {}

  /** The start showed rows: the document is decoded later (at the latest in a few seconds). */
  startFromRows() {
    this.decoded = false
    this.timer = setTimeout(() => this.decodeNow(), DECODE_AT_THE_LATEST_MS)
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

  decodeNow() {
    if (this.decoded) return
    this.decoded = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    performance.mark('hearth:doc-decode-start')
    this.decode()
    performance.mark('hearth:doc-decoded')
    for (const listener of [...this.nowListeners]) listener()
    this.nowListeners.clear()
    const listeners = [...this.listeners]
    this.listeners.clear()
    queueMicrotask(() => listeners.forEach((listener) => listener()))
  }

  /** Stops waiting: the timer, and listeners (the workspace closes). */
  dispose() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.listeners.clear()
    this.nowListeners.clear()
  }
}
