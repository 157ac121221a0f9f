import {
  clearDocument,
  fetchUpdates,
  PREFERRED_TRIM_SIZE,
  storeState,
  type IdbPersistenceLike,
} from 'y-indexeddb'
import * as Y from 'yjs'

/** Updates that arrived from another tab: that tab stores them, so this one does not. */
export const REMOTE_TAB_ORIGIN = Symbol('remote-tab')

export type PersistenceState = 'loading' | 'saved' | 'saving' | 'failed' | 'unavailable'

export interface PersistenceEvents {
  /** A write failed; the data stays in memory and the next write retries with everything. */
  onWriteError?: (error: unknown) => void
  /** Writes work again after a failure. */
  onRecovered?: () => void
}

function openDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name)
    request.onupgradeneeded = () => {
      const db = request.result
      if (!db.objectStoreNames.contains('updates'))
        db.createObjectStore('updates', { autoIncrement: true })
      if (!db.objectStoreNames.contains('custom')) db.createObjectStore('custom')
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'))
    request.onblocked = () =>
      reject(new Error('IndexedDB is blocked by another open version of Hearth'))
  })
}

function addUpdate(db: IDBDatabase, update: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction('updates', 'readwrite')
    tx.oncomplete = () => resolve()
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('The write was aborted'))
    try {
      tx.objectStore('updates').add(update)
    } catch (error) {
      reject(error)
    }
  })
}

/**
 * Keeps a Y.Doc in IndexedDB in y-indexeddb's format (its own helpers load and compact it),
 * adding what y-indexeddb leaves out: write errors are reported instead of lost, pending
 * writes can be awaited (`flush`), and a document that fails to load or decode rejects
 * `whenLoaded` instead of hanging.
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
  private failed = false
  /** Sequence numbers: only a full-state write started after the last failure ends the failure. */
  private writes = 0
  private lastFailure = 0
  private compactTimer: ReturnType<typeof setTimeout> | null = null

  constructor(
    readonly name: string,
    readonly doc: Y.Doc,
    private readonly events: PersistenceEvents = {},
  ) {
    this.whenLoaded = this.load()
  }

  private async load() {
    try {
      this.db = await openDatabase(this.name)
      performance.mark(`hearth:idb-opened:${this.name}`)
    } catch (error) {
      this.state = 'unavailable'
      throw error
    }
    // y-indexeddb stores what the doc already holds, then applies what was stored.
    await fetchUpdates(this, (store) => store.add(Y.encodeStateAsUpdate(this.doc)))
    // Listen only now: with a listener, Yjs would encode the whole loaded state as one more
    // update just to tell us (for the Large sample, hundreds of ms). Anything the doc held
    // before loading was stored above.
    if (!this._destroyed) this.doc.on('update', this.onUpdate)
    this.state = 'saved'
  }

  private onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === this || origin === REMOTE_TAB_ORIGIN || this._destroyed || !this.db) return
    if (this.failed) this.write(Y.encodeStateAsUpdate(this.doc), true)
    else this.write(update, false)
  }

  private write(update: Uint8Array, fullState: boolean) {
    const db = this.db!
    const sequence = ++this.writes
    this.state = 'saving'
    const write = addUpdate(db, update).then(
      () => {
        // An older write finishing late proves nothing about what failed since.
        const recovered = this.failed && fullState && sequence > this.lastFailure
        if (recovered) this.failed = false
        if (!this.failed && this.pending.size <= 1) this.state = 'saved'
        if (recovered) this.events.onRecovered?.()
        if (++this._dbsize >= PREFERRED_TRIM_SIZE) this.scheduleCompaction()
      },
      (error: unknown) => {
        this.failed = true
        this.lastFailure = Math.max(this.lastFailure, sequence)
        this.state = 'failed'
        this.events.onWriteError?.(error)
      },
    )
    this.pending.add(write)
    void write.finally(() => this.pending.delete(write))
  }

  private scheduleCompaction() {
    if (this.compactTimer) clearTimeout(this.compactTimer)
    this.compactTimer = setTimeout(() => {
      this.compactTimer = null
      storeState(this, false).catch((error: unknown) => this.events.onWriteError?.(error))
    }, 1000)
  }

  /** Resolves when every write started so far has finished (or failed). */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.pending])
  }

  /** Tries again to store everything, after a failure. */
  retry() {
    if (this.db && this.failed) this.write(Y.encodeStateAsUpdate(this.doc), true)
  }

  /** Everything stored, as raw Yjs updates (for exporting a document that no longer loads). */
  async rawUpdates(): Promise<Uint8Array[]> {
    const own = !this.db || this._destroyed
    const db = own ? await openDatabase(this.name) : this.db!
    try {
      return await new Promise((resolve, reject) => {
        const request = db.transaction('updates', 'readonly').objectStore('updates').getAll()
        request.onsuccess = () => resolve(request.result as Uint8Array[])
        request.onerror = () => reject(request.error)
      })
    } finally {
      // A connection left open would block deleting the database (Reset workspace).
      if (own) db.close()
    }
  }

  async destroy() {
    if (this._destroyed) return
    await this.flush()
    this._destroyed = true
    if (this.compactTimer) clearTimeout(this.compactTimer)
    this.doc.off('update', this.onUpdate)
    this.db?.close()
  }

  /** Reads a stored document into a new Y.Doc, without keeping it open. */
  static async loadDoc(name: string): Promise<Y.Doc> {
    const doc = new Y.Doc()
    const persistence = new IdbPersistence(name, doc)
    await persistence.whenLoaded
    await persistence.destroy()
    return doc
  }

  /** Deletes the stored document. */
  static async clear(name: string) {
    await clearDocument(name)
  }
}
