import type * as Y from 'yjs'
import { yjs } from '../doc/yjs'
import { ChangeTracker, rowChanges } from '../doc/record-rows'
import type { CollectionName } from '../collections'
import {
  isCurrent,
  readWatermark,
  watermarkOf,
  writeTogether,
  type Watermark,
  type Write,
} from './record-store'
import { writeOwed } from './row-slices'
import { rebuildInWorker } from './in-worker'
import { RowRebuilds, type RebuildElsewhere } from './row-rebuilds'
import { RowFeedHub, type RowFeed } from './row-feed'
import { RecentRows } from './recent-rows'
import { RowsBroadcast } from './rows-broadcast'

/**
 * Keeps a workspace's row store (`record-store.ts`) in step with its document, for one
 * persistence: it gives the rows each transaction changed to write with its update, with the
 * watermark while the rows are complete, and announces them (`subscribe`). Rows missing (an
 * earlier Hearth's workspace), of another layout, or behind the log (a failed write, an older
 * build's tab) are rebuilt in the background: in a worker, else on the page in slices. The
 * watermark is written only once a rebuild is done: a tab closed halfway loses nothing.
 */
export class RowIndex {
  /** A change of more records than this (an import, a sample) gets its rows after it. */
  static bulk = 1_000
  /**
   * Rows owed by bulk changes past this many are built by a rebuild in a worker (a sample, a
   * snapshot restored); fewer (an import of bookmarks) are written from the document here, in
   * slices: a rebuild reads the whole log again (about 19 s at Extra large), and tabs without
   * their document wait for the rows to be complete before showing the change.
   */
  static rebuildPast = 10_000
  /** Where rows are rebuilt away from the page (a worker); null: on the page. */
  static elsewhere: RebuildElsewhere = rebuildInWorker

  private readonly tracker: ChangeTracker
  /** The rows must be built again from the document (none yet, behind the log, a lost write). */
  private stale = true
  /** Records of a bulk change whose rows are still to be written. */
  private owed: [CollectionName, string][] = []
  private catchingUp: Promise<void> | null = null
  private destroyed = false
  private resolveComplete!: () => void
  /** Records deleted or written lately, see `changes`. */
  private recent = new RecentRows()
  /** Tells tabs without a document what changed (`rows-broadcast.ts`). */
  private readonly broadcast: RowsBroadcast
  /** Resolves once the rows are complete (at once, or after a rebuild). */
  readonly whenComplete = new Promise<void>((resolve) => (this.resolveComplete = resolve))

  /** When and where the rows are rebuilt (`row-rebuilds.ts`). */
  private readonly rebuilds: RowRebuilds

  constructor(
    private readonly doc: Y.Doc,
    private readonly db: IDBDatabase,
    private readonly onError: (error: unknown) => void,
    /** Where the rows' changes are announced (the persistence's, heard from before this existed). */
    private readonly feed = new RowFeedHub(),
  ) {
    this.tracker = new ChangeTracker(doc)
    this.broadcast = new RowsBroadcast(db.name)
    this.rebuilds = new RowRebuilds({
      db,
      doc,
      destroyed: () => this.destroyed,
      elsewhere: () => RowIndex.elsewhere,
      markStale: () => {
        if (!this.stale) this.reset()
        this.stale = true
      },
      // Every row is written anew: what bulk changes owed included.
      starting: () => (this.owed = []),
      currentNow: () => this.currentNow(),
      markComplete: () => this.markComplete(),
      completed: () => this.completed(),
      onError,
    })
  }

  /**
   * Readers here read again or wait. Rows no longer complete (`broadcast`): tabs without a
   * document wait until this tab has them complete again (`RowsBroadcast.complete`) and read
   * theirs again; rows complete again concern only this tab's readers.
   */
  private reset({ broadcast = true } = {}) {
    this.feed.announce({ reset: true })
    if (broadcast) this.broadcast.reset()
  }

  /** Whether the stored watermark says the rows reflect the document as it is now. */
  private async currentNow(): Promise<boolean> {
    try {
      return isCurrent(await readWatermark(this.db), yjs().encodeStateVector(this.doc))
    } catch (error) {
      this.onError(error)
      return false
    }
  }

  /**
   * Marks the rows complete at once if `mark`, the watermark read before the document was
   * decoded, names the document's state now: the rows the start showed were current, and stay
   * so without being read again. Otherwise `check` decides, after the rest of the load.
   */
  checkWith(mark: Watermark | null) {
    if (isCurrent(mark, yjs().encodeStateVector(this.doc))) this.markComplete({ quiet: true })
  }

  /** Checks the stored watermark against the document as loaded; schedules a rebuild if needed. */
  async check() {
    if (await this.currentNow()) this.markComplete()
    else if (this.doc.store.clients.size === 0) await this.startEmpty()
    else this.rebuilds.soon()
  }

  /**
   * A document that holds nothing (a new workspace) has no rows: they are complete at once,
   * written so with the watermark, instead of a rebuild a second later.
   */
  private async startEmpty() {
    try {
      await writeTogether(this.db, { clear: true, watermark: this.watermark })
      this.markComplete()
    } catch (error) {
      this.onError(error)
      this.rebuilds.soon()
    }
  }

  /** Hears every change of the rows (`RowFeed`), from now on. */
  readonly subscribe = (listener: (change: RowFeed) => void): (() => void) =>
    this.feed.subscribe(listener)

  /** Whether the rows reflect the document now: each write may then carry the watermark. */
  get isComplete(): boolean {
    return !this.stale && !this.owed.length
  }

  /** Whether the rows must be built again from the document (not only catch up on a bulk change). */
  get isStale(): boolean {
    return this.stale
  }

  /** Resolves once the rows are complete: after the catching up or rebuild under way (or now). */
  async settled(): Promise<void> {
    while (!this.isComplete && !this.destroyed) {
      if (this.rebuilds.underWay) await this.rebuilds.underWay
      else if (this.catchingUp) await this.catchingUp
      else if (this.stale) await this.rebuilds.now()
      else this.catchUpSoon()
    }
  }

  /**
   * `quiet`: the rows were trusted as complete already, nobody needs to read again. `stored`:
   * the watermark saying so is stored (else the caller tells other tabs once it is).
   */
  private markComplete({ quiet = false, stored = true } = {}) {
    const was = this.isComplete
    this.stale = false
    if (this.isComplete) {
      this.resolveComplete()
      if (stored) this.broadcast.complete()
    }
    if (this.isComplete && !was && !quiet) this.reset({ broadcast: false })
  }

  private get watermark(): Watermark {
    return watermarkOf(this.doc)
  }

  /**
   * The rows and watermark that go with a change the document just made (its update, if
   * stored). A change from another tab (`fromTab`) also deletes again the rows of records
   * deleted here lately: that tab may have written a row for such a record from its own edit
   * made before it heard of the delete, and an edit of a deleted record raises no event here.
   * It also writes again the rows of records written here lately that the document still has:
   * that tab may have deleted such a record as it was before this write, and removed its row.
   * Such rows are left out if the stored watermark names a change this tab has not heard of yet
   * (`Write.unlessBehind`): whoever wrote it wrote newer rows.
   */
  changes(update?: Uint8Array, { fromTab = false } = {}): Write {
    const changed = this.tracker.size ? this.tracker.take() : null
    let count = 0
    for (const ids of changed?.values() ?? []) count += ids.size
    if (changed && count > RowIndex.bulk) {
      // Stored now, its rows after it: here in slices, or (past `rebuildPast`, or a rebuild
      // being under way or due) by a rebuild in a worker, which reads the log this write joins
      // (one under way may have read it already: another follows).
      const rebuild = this.owed.length + count > RowIndex.rebuildPast || this.rebuilds.dueOrUnderWay
      if (RowIndex.elsewhere && rebuild) this.rebuilds.again()
      else {
        for (const [collection, ids] of changed)
          for (const id of ids) this.owed.push([collection, id])
        // What a change from a tab redoes (see above) is owed too: written from the document.
        if (fromTab) this.owed.push(...this.recent.again(this.doc))
        this.catchUpSoon()
        this.reset()
      }
      return { update, dropWatermark: true }
    }
    const { put, remove } = changed ? rowChanges(this.doc, changed) : { put: [], remove: [] }
    this.recent.noteAndAdd(put, remove, fromTab ? this.doc : null)
    if (put.length || remove.length) this.feed.announce({ put, remove })
    return {
      update,
      put,
      remove,
      onRowRefused: (error) => {
        this.lost()
        console.warn('Hearth left out a row it could not store', error)
      },
      watermark: this.isComplete ? this.watermark : undefined,
      // Rows only: left out if a tab ahead of this one wrote them already.
      unlessBehind: fromTab ? yjs().encodeStateVector(this.doc) : undefined,
      onStored: () => this.broadcast.stored(put, remove),
    }
  }

  private catchUpSoon() {
    if (this.catchingUp || this.destroyed) return
    this.catchingUp = this.catchUp()
      .catch((error: unknown) => {
        if (!this.destroyed) this.onError(error)
      })
      .finally(() => {
        this.catchingUp = null
      })
  }

  /** Writes the rows a bulk change owes, in slices; then, if nothing else is missing, the watermark. */
  private async catchUp() {
    const ended = await writeOwed(this.db, this.doc, this.owed, {
      // A rebuild writes every row anyway.
      stop: () => this.destroyed || !!this.rebuilds.underWay,
      onRefused: () => this.lost(),
    })
    if (ended === 'stopped' || this.destroyed || !this.isComplete) return
    // Every change before this one wrote its rows in an earlier transaction.
    await writeTogether(this.db, { watermark: this.watermark })
    this.resolveComplete()
    this.broadcast.complete()
    this.reset({ broadcast: false })
  }

  /**
   * A write failed: its rows are lost, so the rows are incomplete until rebuilt. The stored
   * watermark still names the state before it, so a reload rebuilds too.
   */
  lost() {
    this.rebuilds.lost()
    if (this.stale) return
    this.stale = true
    this.reset()
  }

  /** Rebuilds after the persistence works again. */
  recovered() {
    if (this.stale) this.rebuilds.soon(0)
  }

  /** Builds every row again now (or waits for the rebuild under way): see `RowRebuilds.now`. */
  rebuild(): Promise<void> {
    return this.rebuilds.now()
  }

  /**
   * A rebuild is done: what the document holds now is what the rows reflect (every change since
   * it began was written with its rows, in transactions ordered before), and so the watermark
   * says. Changes from now on carry it themselves; a bulk change made meanwhile still owes rows,
   * and its catching up writes it.
   */
  private async completed() {
    this.markComplete({ stored: false })
    if (this.isComplete) {
      await writeTogether(this.db, { watermark: this.watermark }).catch((error: unknown) => {
        this.stale = true
        throw error
      })
      // Tabs waiting for the rows find them complete now.
      if (this.isComplete) this.broadcast.complete()
    } else if (this.owed.length) this.catchUpSoon()
  }

  destroy() {
    this.destroyed = true
    this.rebuilds.stop()
    this.tracker.destroy()
    this.feed.clear()
    this.broadcast.close()
  }
}
