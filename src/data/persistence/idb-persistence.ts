import type { IdbPersistenceLike } from 'y-indexeddb'
import type * as Y from 'yjs'
import { loadYjs } from '../doc/load-yjs'
import { yIndexeddb, yjs, yjsLoaded } from '../doc/yjs'
import { LogCompaction } from './log-compaction'
import { storedUpdates } from './idb-requests'
import { applyStored, LogBeforeDecoding, openDocument } from './open-document'
import {
  SupersededOwner,
  takeOwnership,
  writeTogether,
  type OwnerFence,
  type Watermark,
} from './record-store'
import { RowFeedHub } from './row-feed'
import type { PersistenceEvents, PersistenceState } from './persistence-events'
import { RowIndex } from './row-index'
import { recoverJournals } from './journal'
import { StoredWrites } from './stored-writes'

export { REMOTE_TAB_ORIGIN } from './stored-writes'

export type { PersistenceEvents, PersistenceState } from './persistence-events'

/** Stored updates of at least this many bytes in all are merged on load when there are several. */
const LARGE_STORED_BYTES = 1_000_000

/**
 * Keeps a Y.Doc in IndexedDB in y-indexeddb's format (its own helpers load and compact it),
 * adding what y-indexeddb leaves out: write errors are reported instead of lost, pending
 * writes can be awaited (`flush`), a document that fails to load or decode rejects
 * `whenLoaded` instead of hanging, and nothing is lost when the page goes away while writes
 * are in flight: they are journaled synchronously (`journal.ts`) and stored on the next load.
 */
export class IdbPersistence implements IdbPersistenceLike {
  db: IDBDatabase | null = null
  _dbref = 0
  _dbsize = 0
  _destroyed = false
  private currentState: PersistenceState = 'loading'
  private stateListeners = new Set<() => void>()
  /** Where the document stands with IndexedDB; `onStateChange` hears every change. */
  get state(): PersistenceState {
    return this.currentState
  }
  set state(next: PersistenceState) {
    if (next === this.currentState) return
    this.currentState = next
    for (const listener of [...this.stateListeners]) listener()
  }
  onStateChange(listener: () => void): () => void {
    this.stateListeners.add(listener)
    return () => void this.stateListeners.delete(listener)
  }
  /** The database is open and what a start reads before decoding has been read. */
  readonly whenRead: Promise<void>
  /** The document is decoded, whatever was stored is in it, and writes are stored. */
  readonly whenLoaded: Promise<void>
  private loaded!: { resolve: () => void; reject: (error: unknown) => void }
  /** Storing each update with its rows (`stored-writes.ts`). */
  private readonly writes: StoredWrites
  /** The rows of the records, written with each update (`indexRecords`). */
  rows: RowIndex | null = null
  /** Compacts the stored updates, in a pause (see `in-a-pause.ts`). */
  private compaction = new LogCompaction(this, (error) => this.events.onWriteError?.(error))

  /**
   * `doc`: the document, or what makes it when it is first needed (a start from rows opens the
   * database and reads rows before Yjs is loaded: `doc/yjs.ts`). A document made later is empty
   * when the database opens.
   */
  constructor(
    readonly name: string,
    doc: Y.Doc | (() => Y.Doc),
    private readonly events: PersistenceEvents = {},
  ) {
    this.docOf = typeof doc === 'function' ? doc : () => doc
    this.emptyAtOpen = typeof doc === 'function' ? () => true : () => doc.store.clients.size === 0
    this.writes = new StoredWrites(this, events, this.compaction)
    this.whenLoaded = new Promise((resolve, reject) => (this.loaded = { resolve, reject }))
    this.whenRead = this.read()
    this.whenRead.catch((error: unknown) => this.loaded.reject(error))
    // Whoever opened waits on one of the two; neither rejects unheard.
    this.whenLoaded.catch(() => {})
  }

  private readonly docOf: () => Y.Doc
  private readonly emptyAtOpen: () => boolean

  /** The document (made now if it was given as what makes it). */
  get doc(): Y.Doc {
    return this.docOf()
  }

  /**
   * Opens the database and takes what boot.js read of it. Where that read has the stored
   * updates, the watermark of the rows is read too (`mark`): a start may show rows before
   * decoding. Then, unless the owner decodes later (`decodeLater`), decodes.
   */
  private async read() {
    try {
      const opened = await openDocument(this.name, this.emptyAtOpen(), {
        rows: !!this.events.indexRecords,
        logLater: !!this.events.logLater,
        onVersionChange: () => this.writes.replacedByNewer(),
        onBlocked: this.events.onBlocked && (() => this.events.onBlocked?.()),
        onMark: this.events.onMark,
        onRowsOpen: this.events.onRowsOpen,
      })
      this.db = opened.db
      this.log = new LogBeforeDecoding(opened.stored, opened.log)
      this.mark = opened.mark
      if (!this.events.decodeLater) await loadYjs()
    } catch (error) {
      this.state = 'unavailable'
      throw error
    }
    if (!this.events.decodeLater) this.decode()
  }

  /** What is read of the log before decoding (boot.js's read, or one when needed). */
  private log = new LogBeforeDecoding(null, null)

  /**
   * Null when `decode()` can run now; else a promise that resolves once it can: the log is read
   * (`logLater`), with what other tabs stored since. Rejects when the log cannot be read.
   */
  decodable(): Promise<void> | null {
    if (this.decoded) return null
    const log = this.log.ready(() => this.db)
    if (yjsLoaded()) return log
    return Promise.all([log, loadYjs()]).then(() => {})
  }

  /** Bytes read of the log and held until decoded. */
  get heldBytes(): number {
    return this.log.bytes
  }

  /** Before decoding, reads what other tabs stored since the log was read (`StoredLog`). */
  readMore(): Promise<void> {
    const { db } = this
    return db && !this.decoded ? this.log.readMore(db) : Promise.resolve()
  }

  /**
   * Once loaded, takes the workspace over for an owner of the origin's documents (its term:
   * `takeOwnership`), so that an owner before it stores nothing more, then reads what was
   * stored since the document read the log: that owner's last writes, which no tab sync may
   * have brought (it stopped hearing). Rejects with `SupersededOwner` when a later owner took
   * the workspace over already.
   */
  async takeOver(fence: OwnerFence): Promise<void> {
    await this.whenLoaded
    if (!this.db || this._destroyed) return
    await takeOwnership(this.db, fence)
    await yIndexeddb().fetchUpdates(this)
  }

  /** The watermark of the rows when read (only when boot.js read the log). */
  mark: Watermark | null = null
  /** Whether `decode` ran. */
  private decoded = false

  /**
   * Decodes the stored document: at once, in this task, what boot.js read (a write may come
   * right after, and finds the document loaded and stored from then on); then, in the
   * background, whatever was stored since (`whenLoaded`). Only after `whenRead`, once
   * `decodable()` says it can; once.
   */
  decode() {
    if (this.decoded || this._destroyed) return
    const stored = this.log.take()
    this.decoded = true
    // A newer Hearth took the database over before the decoding: what was read still shows.
    if (!this.db && !stored) return
    if (!stored) {
      this.settle(this.loadAll())
      return
    }
    try {
      const { keys, updates } = stored
      applyStored(this.doc, updates, this)
      performance.mark(`hearth:decoded:${this.name}`)
      if (keys.length) this._dbref = keys.at(-1)! + 1
      if (!this.db) {
        // Replaced by a newer Hearth: what this tab still changes goes to the journal.
        this.listen()
        this.settle(Promise.resolve())
        return
      }
      this.indexRows()
      // The rows read before are current if the watermark names this state: writes from now on
      // carry it, without waiting for another read.
      this.rows?.checkWith(this.mark)
      this.listen()
    } catch (error) {
      this.settle(Promise.reject(error))
      throw error
    }
    this.settle(this.loadRest(stored.bytes))
  }

  /** Reads and decodes the whole log (no early read). */
  private async loadAll() {
    // y-indexeddb stores what the doc already holds, then applies what was stored.
    await yIndexeddb().fetchUpdates(this, (store) => store.add(yjs().encodeStateAsUpdate(this.doc)))
    this.indexRows()
    await this.rows?.check()
    this.recoverJournals()
    // Listen only now: with a listener, Yjs would encode the whole loaded state as one more
    // update just to tell us (for the Large sample, hundreds of ms). Anything the doc held
    // before loading was stored above.
    if (!this._destroyed) this.listen()
    this.state = 'saved'
  }

  /** After decoding boot.js's read: what was stored since (another tab's writes), journals. */
  private async loadRest(bytes: number) {
    const before = this._dbref
    await yIndexeddb().fetchUpdates(this)
    // Several large updates (a migration that rewrote every record, many edits of a large
    // workspace): each load decodes all of them until they are merged, so merge them soon.
    if (this._dbsize > 1 && bytes >= LARGE_STORED_BYTES) this.compactSoon()
    // Checked again when more came, or when the watermark did not name the state decoded.
    const more = this._dbref !== before
    if (this.rows && (more || !this.rows.isComplete)) await this.rows.check()
    // Rows read before the decoding (a start from rows) may miss what came since: read again.
    if (more) this.rowFeed.announce({ reset: true })
    this.recoverJournals()
    this.state = 'saved'
  }

  private listening = false
  private listen() {
    this.listening = true
    this.doc.on('update', this.writes.onUpdate)
  }

  /** The rows of the records, once the document is there (`indexRecords`). */
  private indexRows() {
    if (!this.events.indexRecords || this._destroyed || this.rows) return
    // The rows are an index: their failing loses nothing, and is no news for the user. Refused
    // because a later owner took the workspace over: this one stores nothing more.
    this.rows = new RowIndex(
      this.doc,
      this.db!,
      (error) => {
        if (error instanceof SupersededOwner) return this.events.onSuperseded?.()
        console.warn('Hearth could not build the index of its records', error)
      },
      this.rowFeed,
    )
  }

  /** Everything row readers hear (`RowFeed`): from the start, before the row index exists. */
  readonly rowFeed = new RowFeedHub()

  private settle(loading: Promise<void>) {
    loading.then(this.loaded.resolve, this.loaded.reject)
  }

  /** Applies and stores what tabs journaled as they went away (`recoverJournals`). */
  private recoverJournals() {
    const db = this.db!
    recoverJournals(this.name, this.doc, this, (update) =>
      writeTogether(db, this.writes.rowsWith(update)).catch((error: unknown) => {
        if (error instanceof SupersededOwner) this.events.onSuperseded?.()
        else this.events.onWriteError?.(error)
        throw error
      }),
    )
  }

  /**
   * Asks for a compaction, in a pause, after a change that left much of what is stored
   * obsolete (a migration that rewrote every record): until then each load decodes both.
   */
  compactSoon() {
    if (this.db && !this._destroyed) this.compaction.soon()
  }

  /** Resolves when every write started so far has finished (or failed). */
  /** Writes a `custom` entry with the next update this tab makes, in its transaction. */
  withNextUpdate(entry: readonly [string, unknown]) {
    this.writes.withNextUpdate(entry)
  }

  flush(): Promise<void> {
    return this.writes.flush()
  }

  /** Tries again to store everything, after a failure. */
  retry() {
    this.writes.retry()
  }

  /** Everything stored, as raw Yjs updates (for exporting a document that no longer loads). */
  rawUpdates(): Promise<Uint8Array[]> {
    return storedUpdates(this.name, this._destroyed ? null : this.db)
  }

  async destroy() {
    if (this._destroyed) return
    await this.flush()
    this._destroyed = true
    this.writes.destroy()
    this.compaction.cancel()
    this.rows?.destroy()
    this.rowFeed.clear()
    if (this.listening) this.doc.off('update', this.writes.onUpdate)
    this.db?.close()
  }
}
