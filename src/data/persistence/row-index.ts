import * as Y from 'yjs'
import { ChangeTracker, recordIds, rowChanges, rowOf, ROWS_VERSION } from '../doc/record-rows'
import type { RecordRow } from '../doc/record-rows'
import { collectionMap } from '../doc/records-in-doc'
import type { CollectionName } from '../collections'
import {
  isCurrent,
  readWatermark,
  RECORDS_STORE,
  WATERMARK_KEY,
  writeTogether,
  type Watermark,
  type Write,
} from './record-store'

/** How long one slice of a rebuild may run before it lets the page have the main thread. */
const SLICE_MS = 8
/** How long a deleted record's row is deleted again with each change from another tab. */
const GONE_MS = 60_000
/** How long a rebuild waits after the open before it starts: the first screen comes first. */
const START_DELAY_MS = 1_000

const later = (task: () => void, ms = 0) => setTimeout(task, ms)

/**
 * Keeps a workspace's row store (`record-store.ts`) in step with its document, for one
 * persistence: it collects which records each transaction changed and gives the rows to write
 * with the update, with the watermark while the rows are complete. On open it checks the
 * watermark against the document; rows that are missing (a workspace stored by an earlier
 * Hearth), of another layout, or behind the log (a write that failed, a tab of an older build)
 * are rebuilt in the background, in slices, while Hearth stays usable. Closing the tab halfway
 * loses nothing: the watermark is written only once the rebuild is done, so the next open
 * rebuilds again.
 */
export class RowIndex {
  private readonly tracker: ChangeTracker
  /** Rows reflect the document, and each write may carry the watermark. */
  private complete = false
  private rebuilding: Promise<void> | null = null
  private destroyed = false
  private timer: ReturnType<typeof setTimeout> | null = null
  private resolveComplete!: () => void
  /** Records deleted lately (key `<collection>\u001f<id>` → when), see `changes`. */
  private gone = new Map<string, { at: number; collection: CollectionName; id: string }>()
  /** Resolves once the rows are complete (at once, or after a rebuild). */
  readonly whenComplete = new Promise<void>((resolve) => (this.resolveComplete = resolve))

  constructor(
    private readonly doc: Y.Doc,
    private readonly db: IDBDatabase,
    private readonly onError: (error: unknown) => void,
  ) {
    this.tracker = new ChangeTracker(doc)
  }

  /** Checks the stored watermark against the document as loaded; schedules a rebuild if needed. */
  async check() {
    let mark: Watermark | null = null
    try {
      mark = await readWatermark(this.db)
    } catch (error) {
      this.onError(error)
    }
    if (isCurrent(mark, Y.encodeStateVector(this.doc))) this.markComplete()
    else this.rebuildSoon()
  }

  /** Whether the rows reflect the document now. */
  get isComplete(): boolean {
    return this.complete
  }

  private markComplete() {
    this.complete = true
    this.resolveComplete()
  }

  /**
   * The rows and watermark that go with a change the document just made (its update, if
   * stored). A change from another tab (`fromTab`) also deletes again the rows of records
   * deleted here lately: that tab may have written a row for such a record from its own edit
   * made before it heard of the delete, and an edit of a deleted record raises no event here.
   */
  changes(update?: Uint8Array, { fromTab = false } = {}): Write {
    const { put, remove } = this.tracker.size
      ? rowChanges(this.doc, this.tracker.take())
      : { put: [], remove: [] }
    const now = Date.now()
    for (const [collection, id] of remove)
      this.gone.set(`${collection}\u001f${id}`, { at: now, collection, id })
    for (const [key, { at, collection, id }] of this.gone) {
      if (now - at > GONE_MS) this.gone.delete(key)
      else if (fromTab && !collectionMap(this.doc, collection).has(id))
        remove.push([collection, id])
    }
    return {
      update,
      put,
      remove,
      onRowRefused: (error) => {
        this.lost()
        console.warn('Hearth left out a row it could not store', error)
      },
      watermark: this.complete
        ? { version: ROWS_VERSION, stateVector: Y.encodeStateVector(this.doc) }
        : undefined,
    }
  }

  /**
   * A write failed: its rows are lost, so the rows are incomplete until rebuilt. The stored
   * watermark still names the state before it, so a reload rebuilds too.
   */
  lost() {
    this.complete = false
  }

  /** Rebuilds after the persistence works again. */
  recovered() {
    if (!this.complete) this.rebuildSoon(0)
  }

  private rebuildSoon(delay = START_DELAY_MS) {
    this.complete = false
    if (this.rebuilding || this.timer || this.destroyed) return
    this.timer = later(() => {
      this.timer = null
      void this.rebuild()
    }, delay)
  }

  /** Writes every record's row from the document, in slices; then the watermark. */
  rebuild(): Promise<void> {
    if (this.rebuilding) return this.rebuilding
    this.complete = false
    const run = async () => {
      performance.mark('hearth:rows-rebuild-start')
      const started = performance.now()
      // A row the store refuses leaves the rows incomplete: no watermark, rebuilt next time.
      let refused = false
      await writeTogether(this.db, { dropWatermark: true })
      const ids = recordIds(this.doc)
      for (;;) {
        if (this.destroyed) return
        const put: RecordRow[] = []
        const end = performance.now() + SLICE_MS
        let next = ids.next()
        for (; !next.done; next = ids.next()) {
          const [collection, id] = next.value
          const row = rowOf(this.doc, collection, id)
          if (row) put.push(row)
          if (performance.now() > end) break
        }
        if (put.length)
          await writeTogether(this.db, {
            put,
            onRowRefused: (error) => {
              refused = true
              console.warn('Hearth left out a row it could not store', error)
            },
          })
        if (next.done) break
        // Let input and rendering in between.
        await new Promise<void>((resolve) => later(resolve))
      }
      if (this.destroyed || refused) return
      await this.finish()
      performance.measure('hearth:rows-rebuilt', { start: started, end: performance.now() })
    }
    this.rebuilding = run()
      .catch((error: unknown) => {
        if (!this.destroyed) this.onError(error)
      })
      .finally(() => {
        this.rebuilding = null
      })
    return this.rebuilding
  }

  /**
   * Removes rows of records that are gone and stores the watermark, in one transaction: what
   * the document holds when it runs is what the rows reflect (every change since the rebuild
   * began was written with its rows, in transactions ordered before this one).
   */
  private finish(): Promise<void> {
    return new Promise((resolve, reject) => {
      const tx = this.db.transaction([RECORDS_STORE, 'custom'], 'readwrite')
      tx.oncomplete = () => resolve()
      tx.onabort = tx.onerror = () => {
        this.complete = false
        reject(tx.error ?? new Error('The rebuild was aborted'))
      }
      const store = tx.objectStore(RECORDS_STORE)
      const keys = store.getAllKeys()
      keys.onsuccess = () => {
        for (const key of keys.result) {
          const [collection, id] = key as [CollectionName, string]
          if (!collectionMap(this.doc, collection).has(id)) store.delete(key)
        }
        // Changes made from now on carry the watermark themselves.
        this.markComplete()
        const mark: Watermark = {
          version: ROWS_VERSION,
          stateVector: Y.encodeStateVector(this.doc),
        }
        tx.objectStore('custom').put(mark, WATERMARK_KEY)
      }
    })
  }

  destroy() {
    this.destroyed = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.tracker.destroy()
  }
}
