import type * as Y from 'yjs'
import { yIndexeddb, yjs } from '../doc/yjs'
import { WritesInFlight } from './in-flight'
import { writeJournal } from './journal'
import type { LogCompaction } from './log-compaction'
import type { PersistenceEvents, PersistenceState } from './persistence-events'
import { SupersededOwner, writeTogether, type Write } from './record-store'
import type { RowIndex } from './row-index'

/** Updates that arrived from another tab: that tab stores them, so this one does not. */
export const REMOTE_TAB_ORIGIN = Symbol('remote-tab')

/** What the write path needs of the persistence it writes for (`IdbPersistence`). */
export interface WriteHost {
  readonly name: string
  readonly doc: Y.Doc
  /** Null once closed, or once a newer Hearth took the database over. */
  db: IDBDatabase | null
  rows: RowIndex | null
  state: PersistenceState
  _destroyed: boolean
  /** How many updates are stored (y-indexeddb's count): a compaction is asked for past a size. */
  _dbsize: number
}

/**
 * The write path of a document's persistence: each update of the document stored with the rows
 * it changed, in one transaction; a failed write reported, and everything written again (the
 * full state) by the next; writes in flight journaled if the page goes away first; and, once a
 * newer Hearth took the database over, what this tab still changes journaled for it.
 */
export class StoredWrites {
  /** A write failed, and the full state is not stored since. */
  failed = false
  /** Sequence numbers: only a full-state write started after the last failure ends the failure. */
  private writes = 0
  private lastFailure = 0
  /** Writes not committed yet: journaled if the page goes away first. */
  private readonly inFlight: WritesInFlight
  /** Updates made since a newer Hearth took the database over (journaled, never stored). */
  private replaced: Uint8Array[] | null = null

  constructor(
    private readonly host: WriteHost,
    private readonly events: PersistenceEvents,
    private readonly compaction: LogCompaction,
  ) {
    this.inFlight = new WritesInFlight(
      host.name,
      // After a failed write only the full state is sure to hold everything.
      () =>
        host._destroyed || !host.db
          ? null
          : this.failed
            ? [yjs().encodeStateAsUpdate(host.doc)]
            : this.inFlight.updates(),
      () => this.failed,
    )
  }

  /** The update with the rows it changed (and the watermark, while the rows are complete). */
  rowsWith(update?: Uint8Array): Write {
    return this.host.rows ? this.host.rows.changes(update) : { update }
  }

  /** Entries of the `custom` store the next update this tab makes is written with. */
  private custom: (readonly [string, unknown])[] = []

  /** Writes `entry` with the next update this tab makes (in one transaction). */
  withNextUpdate(entry: readonly [string, unknown]) {
    this.custom.push(entry)
  }

  /** The document's update listener: stores what this tab changed, rows of what others did. */
  onUpdate = (update: Uint8Array, origin: unknown) => {
    const { host } = this
    if (this.replaced) {
      // Nothing is stored from here on; what this tab still changes goes to the journal, which
      // the newer Hearth applies on its next open.
      if (origin !== REMOTE_TAB_ORIGIN && origin !== host) {
        this.replaced.push(update)
        writeJournal(host.name, this.replaced)
      }
      return
    }
    if (origin === host || host._destroyed || !host.db) return
    // Another tab stores its updates; this one stores the rows as this tab's document now
    // reads them (merged with its own edits), so rows follow the merged state wherever it is.
    if (origin === REMOTE_TAB_ORIGIN) {
      if (host.rows && !this.failed) this.writeRows(host.db, host.rows)
      return
    }
    if (this.failed) this.write(yjs().encodeStateAsUpdate(host.doc), true)
    else this.write(update, false)
  }

  private writeRows(db: IDBDatabase, rows: RowIndex) {
    writeTogether(db, rows.changes(undefined, { fromTab: true })).catch((error: unknown) => {
      if (error instanceof SupersededOwner) return this.events.onSuperseded?.()
      // Only rows: nothing of the document is lost, so nothing to tell the user.
      this.host.rows?.lost()
      console.warn('Hearth could not store the rows of a change from another tab', error)
    })
  }

  /** A newer Hearth took the database over: from now on this tab's changes go to the journal. */
  replacedByNewer() {
    if (this.host._destroyed || this.replaced) return
    this.replaced = this.inFlight.updates()
    if (this.replaced.length) writeJournal(this.host.name, this.replaced)
    this.host.db = null
    this.events.onReplacedByNewer?.()
  }

  private write(update: Uint8Array, fullState: boolean) {
    const { host } = this
    const sequence = ++this.writes
    host.state = 'saving'
    const custom = this.custom.splice(0)
    const write = writeTogether(host.db!, { ...this.rowsWith(update), custom }).then(
      () => {
        // An older write finishing late proves nothing about what failed since.
        const recovered = this.failed && fullState && sequence > this.lastFailure
        if (recovered) this.failed = false
        if (!this.failed && this.inFlight.size <= 1) host.state = 'saved'
        if (recovered) {
          host.rows?.recovered()
          this.events.onRecovered?.()
        }
        if (++host._dbsize >= yIndexeddb().PREFERRED_TRIM_SIZE) this.compaction.ask()
      },
      (error: unknown) => {
        // A later owner serves the workspace: this one stores nothing more, and stops.
        if (error instanceof SupersededOwner) return this.events.onSuperseded?.()
        // The rows of this write are lost with it: rebuilt once writes work again.
        host.rows?.lost()
        this.failed = true
        this.lastFailure = Math.max(this.lastFailure, sequence)
        host.state = 'failed'
        this.events.onWriteError?.(error)
      },
    )
    this.inFlight.add(write, update)
  }

  /** Tries again to store everything, after a failure. */
  retry() {
    if (this.host.db && this.failed) this.write(yjs().encodeStateAsUpdate(this.host.doc), true)
  }

  /** Resolves when every write started so far has finished (or failed). */
  flush(): Promise<void> {
    return this.inFlight.flush()
  }

  destroy() {
    this.inFlight.destroy()
  }
}
