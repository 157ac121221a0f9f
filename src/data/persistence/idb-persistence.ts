import { fetchUpdates, PREFERRED_TRIM_SIZE, storeState, type IdbPersistenceLike } from 'y-indexeddb'
import * as Y from 'yjs'
import { takeEarlyRead } from './early-read'
import { InAPause } from './in-a-pause'
import { compactInWorker } from './in-worker'
import { openDocumentDatabase, storedUpdates } from './idb-requests'
import { writeTogether, type Write } from './record-store'
import type { PersistenceEvents, PersistenceState } from './persistence-events'
import { RowIndex } from './row-index'
import { clearJournal, recoverJournals, writeJournal } from './journal'

/** Updates that arrived from another tab: that tab stores them, so this one does not. */
export const REMOTE_TAB_ORIGIN = Symbol('remote-tab')

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
  readonly whenLoaded: Promise<void>
  private pending = new Set<Promise<void>>()
  /** What each write in flight stores: journaled if the page goes away before it commits. */
  private uncommitted = new Map<Promise<void>, Uint8Array>()
  /** Whether this tab's journal for the document holds something. */
  private journaled = false
  private failed = false
  /** Sequence numbers: only a full-state write started after the last failure ends the failure. */
  private writes = 0
  private lastFailure = 0
  /** The rows of the records, written with each update (`indexRecords`). */
  rows: RowIndex | null = null
  /** Compacts the stored updates, in a pause (see `in-a-pause.ts`). */
  private compaction = new InAPause(() => this.compact())
  /** The next compaction merges whatever is stored, however few the updates (`compactSoon`). */
  private compactWhole = false

  constructor(
    readonly name: string,
    readonly doc: Y.Doc,
    private readonly events: PersistenceEvents = {},
  ) {
    this.whenLoaded = this.load()
    window.addEventListener('pagehide', this.journal)
    document.addEventListener('visibilitychange', this.onVisibility)
  }

  private onVisibility = () => {
    if (document.visibilityState === 'hidden') this.journal()
  }

  /**
   * Writes what IndexedDB has not committed yet to the synchronous journal: the page may be
   * going away (reload, close, navigation) or be hidden for good (a phone killing a tab).
   */
  private journal = () => {
    if (this._destroyed || !this.db) return
    // After a failed write only the full state is sure to hold everything.
    const updates = this.failed ? [Y.encodeStateAsUpdate(this.doc)] : [...this.uncommitted.values()]
    if (writeJournal(this.name, updates)) this.journaled = true
  }

  private async load() {
    // What boot.js read while the app's code downloaded, when this doc starts empty (it then
    // holds nothing to store first).
    const early = this.doc.store.clients.size === 0 ? await takeEarlyRead(this.name) : null
    try {
      this.db = await openDocumentDatabase(this.name, early?.db ?? null, {
        upgrade: !!this.events.indexRecords,
        onVersionChange: () => this.replacedByNewer(),
        onBlocked: this.events.onBlocked && (() => this.events.onBlocked?.()),
      })
      performance.mark(`hearth:idb-opened:${this.name}`)
    } catch (error) {
      this.state = 'unavailable'
      throw error
    }
    if (early?.stored) {
      const { keys, updates } = early.stored
      if (!this._destroyed)
        Y.transact(
          this.doc,
          () => updates.forEach((update) => Y.applyUpdate(this.doc, update)),
          this,
          false,
        )
      performance.mark(`hearth:decoded:${this.name}`)
      if (keys.length) this._dbref = keys.at(-1)! + 1
      // Then whatever was stored since that read (another tab's writes).
      await fetchUpdates(this)
      // Several large updates (a migration that rewrote every record, many edits of a large
      // workspace): each load decodes all of them until they are merged, so merge them soon.
      const bytes = updates.reduce((sum, update) => sum + update.length, 0)
      if (this._dbsize > 1 && bytes >= LARGE_STORED_BYTES) this.compactSoon()
    } else {
      // y-indexeddb stores what the doc already holds, then applies what was stored.
      await fetchUpdates(this, (store) => store.add(Y.encodeStateAsUpdate(this.doc)))
    }
    if (this.events.indexRecords && !this._destroyed) {
      // The rows are an index: their failing loses nothing, and is no news for the user.
      this.rows = new RowIndex(this.doc, this.db, (error) =>
        console.warn('Hearth could not build the index of its records', error),
      )
      await this.rows.check()
    }
    this.recoverJournals()
    // Listen only now: with a listener, Yjs would encode the whole loaded state as one more
    // update just to tell us (for the Large sample, hundreds of ms). Anything the doc held
    // before loading was stored above.
    if (!this._destroyed) this.doc.on('update', this.onUpdate)
    this.state = 'saved'
  }

  /** Applies and stores what tabs journaled as they went away (`recoverJournals`). */
  private recoverJournals() {
    const db = this.db!
    recoverJournals(this.name, this.doc, this, (update) =>
      writeTogether(db, this.rowsWith(update)).catch((error: unknown) => {
        this.events.onWriteError?.(error)
        throw error
      }),
    )
  }

  /** The update with the rows it changed (and the watermark, while the rows are complete). */
  private rowsWith(update?: Uint8Array): Write {
    return this.rows ? this.rows.changes(update) : { update }
  }

  private onUpdate = (update: Uint8Array, origin: unknown) => {
    if (this.replaced) {
      // Nothing is stored from here on; what this tab still changes goes to the journal, which
      // the newer Hearth applies on its next open.
      if (origin !== REMOTE_TAB_ORIGIN && origin !== this) {
        this.replaced.push(update)
        writeJournal(this.name, this.replaced)
      }
      return
    }
    if (origin === this || this._destroyed || !this.db) return
    // Another tab stores its updates; this one stores the rows as this tab's document now
    // reads them (merged with its own edits), so rows follow the merged state wherever it is.
    if (origin === REMOTE_TAB_ORIGIN) {
      if (this.rows && !this.failed) this.writeRows()
      return
    }
    if (this.failed) this.write(Y.encodeStateAsUpdate(this.doc), true)
    else this.write(update, false)
  }

  private writeRows() {
    const rows = this.rows!.changes(undefined, { fromTab: true })
    writeTogether(this.db!, rows).catch((error: unknown) => {
      // Only rows: nothing of the document is lost, so nothing to tell the user.
      this.rows?.lost()
      console.warn('Hearth could not store the rows of a change from another tab', error)
    })
  }

  /** Updates made since a newer Hearth took the database over (journaled, never stored). */
  private replaced: Uint8Array[] | null = null

  private replacedByNewer() {
    if (this._destroyed || this.replaced) return
    this.replaced = [...this.uncommitted.values()]
    if (this.replaced.length) writeJournal(this.name, this.replaced)
    this.db = null
    this.events.onReplacedByNewer?.()
  }

  private write(update: Uint8Array, fullState: boolean) {
    const db = this.db!
    const sequence = ++this.writes
    this.state = 'saving'
    const write = writeTogether(db, this.rowsWith(update)).then(
      () => {
        // An older write finishing late proves nothing about what failed since.
        const recovered = this.failed && fullState && sequence > this.lastFailure
        if (recovered) this.failed = false
        if (!this.failed && this.pending.size <= 1) this.state = 'saved'
        if (recovered) {
          this.rows?.recovered()
          this.events.onRecovered?.()
        }
        if (++this._dbsize >= PREFERRED_TRIM_SIZE) this.compaction.ask()
      },
      (error: unknown) => {
        // The rows of this write are lost with it: rebuilt once writes work again.
        this.rows?.lost()
        this.failed = true
        this.lastFailure = Math.max(this.lastFailure, sequence)
        this.state = 'failed'
        this.events.onWriteError?.(error)
      },
    )
    this.pending.add(write)
    this.uncommitted.set(write, update)
    // A hidden page may be killed without any further event (phones): journal at once.
    if (document.visibilityState === 'hidden') this.journal()
    void write.finally(() => {
      this.pending.delete(write)
      this.uncommitted.delete(write)
      // Everything journaled has committed since (the page was only hidden, or came back).
      if (this.journaled && !this.uncommitted.size && !this.failed) {
        clearJournal(this.name)
        this.journaled = false
      }
    })
  }

  /**
   * Asks for a compaction, in a pause, after a change that left much of what is stored
   * obsolete (a migration that rewrote every record): until then each load decodes both.
   */
  compactSoon() {
    if (!this.db || this._destroyed) return
    this.compactWhole = true
    this.compaction.ask()
  }

  private compact() {
    if (this._destroyed) return
    // y-indexeddb merges only past PREFERRED_TRIM_SIZE updates unless told to.
    const whole = this.compactWhole
    this.compactWhole = false
    if (!whole && this._dbsize < PREFERRED_TRIM_SIZE) return
    // In a worker, from the stored bytes (encoding a large document's state here held the page
    // for hundreds of ms); where that fails, y-indexeddb's way, from this tab's document.
    const here = () =>
      storeState(this, whole).catch((error: unknown) => this.events.onWriteError?.(error))
    if (!IdbPersistence.compactElsewhere) return void here()
    IdbPersistence.compactElsewhere(this.name).then(
      () => (this._dbsize = 1),
      (error: unknown) => {
        if (this._destroyed) return
        console.warn('Hearth merges its stored changes on the page instead', error)
        void here()
      },
    )
  }

  /** Where stored updates are merged away from the page (a worker); null: here. */
  static compactElsewhere = compactInWorker

  /** Resolves when every write started so far has finished (or failed). */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.pending])
  }

  /** Tries again to store everything, after a failure. */
  retry() {
    if (this.db && this.failed) this.write(Y.encodeStateAsUpdate(this.doc), true)
  }

  /** Everything stored, as raw Yjs updates (for exporting a document that no longer loads). */
  rawUpdates(): Promise<Uint8Array[]> {
    return storedUpdates(this.name, this._destroyed ? null : this.db)
  }

  async destroy() {
    if (this._destroyed) return
    await this.flush()
    this._destroyed = true
    window.removeEventListener('pagehide', this.journal)
    document.removeEventListener('visibilitychange', this.onVisibility)
    this.compaction.cancel()
    this.rows?.destroy()
    this.doc.off('update', this.onUpdate)
    this.db?.close()
  }
}
