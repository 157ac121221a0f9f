import type * as Y from 'yjs'
import { yjs } from '../doc/yjs'
import { ChangeTracker, rowChanges, type RecordRow } from '../doc/record-rows'
import type { CollectionName } from '../collections'
import {
  isCurrent,
  readWatermark,
  watermarkOf,
  writeTogether,
  type Watermark,
  type Write,
} from './record-store'
import { later, oneAtATime, rebuildOnPage, writeOwed } from './row-slices'
import { rebuildInWorker } from './in-worker'
import { RecentlyGone, RecentlySet, RowFeedHub, type RowFeed } from './row-feed'
import { RowsBroadcast } from './rows-broadcast'

/** How long a rebuild waits after the open before it starts: the first screen comes first. */
const START_DELAY_MS = 1_000
/**
 * How long a rebuild after a bulk change waits for the next one (a sample added in slices):
 * started at the first, it would read the log again after each, its writes holding theirs up.
 */
const BULK_SETTLE_MS = 500

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
  static elsewhere = rebuildInWorker

  private readonly tracker: ChangeTracker
  /** The rows must be built again from the document (none yet, behind the log, a lost write). */
  private stale = true
  /** Records of a bulk change whose rows are still to be written. */
  private owed: [CollectionName, string][] = []
  private catchingUp: Promise<void> | null = null
  private rebuilding: Promise<void> | null = null
  private destroyed = false
  private timer: ReturnType<typeof setTimeout> | null = null
  private resolveComplete!: () => void
  /** Records deleted lately, see `changes`. */
  private gone = new RecentlyGone()
  /** Records written lately, see `changes`. */
  private recentlySet = new RecentlySet()
  private stopElsewhere: (() => void) | null = null
  /** A write failed while a rebuild was under way (`lost`). */
  private lostMeanwhile = false
  /** A bulk change came while a rebuild was under way: it must not end complete; another follows. */
  private redo = false
  /** Tells tabs without a document what changed (`rows-broadcast.ts`). */
  private readonly broadcast: RowsBroadcast
  /** Resolves once the rows are complete (at once, or after a rebuild). */
  readonly whenComplete = new Promise<void>((resolve) => (this.resolveComplete = resolve))

  constructor(
    private readonly doc: Y.Doc,
    private readonly db: IDBDatabase,
    private readonly onError: (error: unknown) => void,
    /** Where the rows' changes are announced (the persistence's, heard from before this existed). */
    private readonly feed = new RowFeedHub(),
  ) {
    this.tracker = new ChangeTracker(doc)
    this.broadcast = new RowsBroadcast(db.name)
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
    else this.rebuildSoon()
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
      this.rebuildSoon()
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
      if (this.rebuilding) await this.rebuilding
      else if (this.catchingUp) await this.catchingUp
      else if (this.stale) await this.rebuild()
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
      const rebuild =
        this.owed.length + count > RowIndex.rebuildPast || this.rebuilding || this.timer
      if (RowIndex.elsewhere && rebuild) {
        if (this.rebuilding) this.redo = true
        this.rebuildSoon(BULK_SETTLE_MS, { restart: true })
      } else {
        for (const [collection, ids] of changed)
          for (const id of ids) this.owed.push([collection, id])
        // What a change from a tab redoes (see above) is owed too: written from the document.
        if (fromTab) this.owed.push(...this.again())
        this.catchUpSoon()
        this.reset()
      }
      return { update, dropWatermark: true }
    }
    const { put, remove } = changed ? rowChanges(this.doc, changed) : { put: [], remove: [] }
    this.gone.noteAndAdd(remove, fromTab ? this.doc : null)
    this.recentlySet.noteAndAdd(put, fromTab ? this.doc : null)
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

  /**
   * The rows of records deleted or written here lately that a change from another tab may have
   * undone in the store (see `changes`): the caller writes them again from the document.
   */
  private again(): [CollectionName, string][] {
    const remove: [CollectionName, string][] = []
    const put: RecordRow[] = []
    this.gone.noteAndAdd(remove, this.doc)
    this.recentlySet.noteAndAdd(put, this.doc)
    return [...remove, ...put.map((row): [CollectionName, string] => [row.c, row.id])]
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
      stop: () => this.destroyed || !!this.rebuilding,
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
    // A rebuild under way must not end as complete: this write's rows are not in it.
    this.lostMeanwhile = true
    if (this.stale) return
    this.stale = true
    this.reset()
  }

  /** Rebuilds after the persistence works again. */
  recovered() {
    if (this.stale) this.rebuildSoon(0)
  }

  /** `restart`: a rebuild waiting to start waits `delay` from now instead. */
  private rebuildSoon(delay = START_DELAY_MS, { restart = false } = {}) {
    if (!this.stale) this.reset()
    this.stale = true
    if (restart && this.timer) {
      clearTimeout(this.timer)
      this.timer = null
    }
    if (this.rebuilding || this.timer || this.destroyed) return
    this.timer = later(() => {
      this.timer = null
      void this.rebuild()
    }, delay)
  }

  /**
   * Writes every record's row: in a worker (`RowIndex.elsewhere`) from the stored log, or where
   * there is none (or it fails) from this tab's document, in slices; then the watermark.
   */
  rebuild(): Promise<void> {
    if (this.rebuilding) return this.rebuilding
    // One due later is this one.
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    if (!this.stale) this.reset()
    this.stale = true
    // Every row is written anew: what bulk changes owed included.
    this.owed = []
    this.lostMeanwhile = false
    // One tab at a time rebuilds a database's rows; a tab that waited finds them rebuilt by
    // another, if that one's watermark matches its own document, and then does not rebuild.
    const run = () =>
      oneAtATime(`hearth:rows:${this.db.name}`, async () => {
        if (this.destroyed) return
        if (!this.redo && !this.lostMeanwhile && (await this.currentNow()))
          return this.markComplete()
        performance.mark('hearth:rows-rebuild-start')
        const started = performance.now()
        const done = (await this.rebuildElsewhere()) || (await this.rebuildHere())
        if (!done || this.destroyed) return
        performance.measure('hearth:rows-rebuilt', { start: started, end: performance.now() })
      })
    this.rebuilding = run()
      .catch((error: unknown) => {
        if (!this.destroyed) this.onError(error)
      })
      .finally(() => {
        this.rebuilding = null
        if (!this.redo) return
        this.redo = false
        this.rebuildSoon(0)
      })
    return this.rebuilding
  }

  /** Rebuilds in a worker; whether it did. This tab's changes meanwhile wrote their own rows. */
  private async rebuildElsewhere(): Promise<boolean> {
    const elsewhere = RowIndex.elsewhere
    if (!elsewhere) return false
    const stop = new AbortController()
    this.stopElsewhere = () => stop.abort()
    try {
      await elsewhere(this.db.name, stop.signal)
    } catch (error) {
      if (this.destroyed) return true
      console.warn('Hearth builds the index of its records on the page instead', error)
      return false
    } finally {
      this.stopElsewhere = null
    }
    if (this.destroyed || this.lostMeanwhile || this.redo) return true
    await this.completed()
    return true
  }

  /** Rebuilds from this tab's document, in slices; whether it finished. */
  private async rebuildHere(): Promise<boolean> {
    const ended = await rebuildOnPage(this.db, this.doc, () => this.destroyed)
    if (ended !== 'done' || this.destroyed || this.lostMeanwhile) return false
    await this.completed()
    return true
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
    this.stopElsewhere?.()
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.tracker.destroy()
    this.feed.clear()
    this.broadcast.close()
  }
}
