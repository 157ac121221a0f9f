import type * as Y from 'yjs'
import { later, oneAtATime, rebuildOnPage } from './row-slices'

/** How long a rebuild waits after the open before it starts: the first screen comes first. */
const START_DELAY_MS = 1_000

/**
 * How long a rebuild after a bulk change waits for the next one (a sample added in slices):
 * started at the first, it would read the log again after each, its writes holding theirs up.
 */
const BULK_SETTLE_MS = 500

/** Where rows are rebuilt away from the page (a worker, from the stored log); null: on the page. */
export type RebuildElsewhere = ((name: string, signal: AbortSignal) => Promise<unknown>) | null

/** What a rebuild needs of the rows it rebuilds (`RowIndex`). */
export interface RebuildHost {
  readonly db: IDBDatabase
  readonly doc: Y.Doc
  /** Whether the rows' database closed: nothing more is done. */
  destroyed(): boolean
  /** Where to rebuild away from the page, asked at each rebuild (tests change it). */
  elsewhere(): RebuildElsewhere
  /** The rows are to be built again: readers read again or wait. */
  markStale(): void
  /** A rebuild begins: every row is written anew, what bulk changes owed included. */
  starting(): void
  /** Whether the stored watermark names the document now (another tab rebuilt them). */
  currentNow(): Promise<boolean>
  /** The rows are current without a rebuild. */
  markComplete(): void
  /** A rebuild is done: the rows reflect the document; the watermark says so once written. */
  completed(): Promise<void>
  onError(error: unknown): void
}

/**
 * When and where a workspace's rows are rebuilt (`RowIndex`): one rebuild at a time, after a
 * delay (the first screen first; a bulk change's next slice), in a worker from the stored log,
 * or where there is none (or it fails) from the page's document, in slices. A write lost or a
 * bulk change made while one is under way keeps it from ending complete: another follows.
 */
export class RowRebuilds {
  private timer: ReturnType<typeof setTimeout> | null = null
  private rebuilding: Promise<void> | null = null
  private stopElsewhere: (() => void) | null = null
  /** A write failed while a rebuild was under way (`lost`). */
  private lostMeanwhile = false
  /** A bulk change came while a rebuild was under way: it must not end complete; another follows. */
  private redo = false

  constructor(private readonly host: RebuildHost) {}

  /** The rebuild under way, if one is. */
  get underWay(): Promise<void> | null {
    return this.rebuilding
  }

  /** Whether a rebuild is under way or waiting to start. */
  get dueOrUnderWay(): boolean {
    return !!this.rebuilding || !!this.timer
  }

  /** A write failed: a rebuild under way must not end as complete (its rows are not in it). */
  lost() {
    this.lostMeanwhile = true
  }

  /**
   * A bulk change of rows a rebuild writes: one under way may have read the log before it, so
   * another follows; one waiting to start waits `delay` from now (the change's next slice).
   */
  again(delay = BULK_SETTLE_MS) {
    if (this.rebuilding) this.redo = true
    this.soon(delay, { restart: true })
  }

  /** `restart`: a rebuild waiting to start waits `delay` from now instead. */
  soon(delay = START_DELAY_MS, { restart = false } = {}) {
    this.host.markStale()
    if (restart && this.timer) {
      clearTimeout(this.timer)
      this.timer = null
    }
    if (this.rebuilding || this.timer || this.host.destroyed()) return
    this.timer = later(() => {
      this.timer = null
      void this.now()
    }, delay)
  }

  /** Starts a rebuild now (or returns the one under way); resolves once it ends. */
  now(): Promise<void> {
    if (this.rebuilding) return this.rebuilding
    // One due later is this one.
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const { host } = this
    host.markStale()
    host.starting()
    this.lostMeanwhile = false
    // One tab at a time rebuilds a database's rows; a tab that waited finds them rebuilt by
    // another, if that one's watermark matches its own document, and then does not rebuild.
    const run = () =>
      oneAtATime(`hearth:rows:${host.db.name}`, async () => {
        if (host.destroyed()) return
        if (!this.redo && !this.lostMeanwhile && (await host.currentNow()))
          return host.markComplete()
        performance.mark('hearth:rows-rebuild-start')
        const started = performance.now()
        const done = (await this.inWorker()) || (await this.onPage())
        if (!done || host.destroyed()) return
        performance.measure('hearth:rows-rebuilt', { start: started, end: performance.now() })
      })
    this.rebuilding = run()
      .catch((error: unknown) => {
        if (!host.destroyed()) host.onError(error)
      })
      .finally(() => {
        this.rebuilding = null
        if (!this.redo) return
        this.redo = false
        this.soon(0)
      })
    return this.rebuilding
  }

  /** Rebuilds in a worker; whether it did. The page's changes meanwhile wrote their own rows. */
  private async inWorker(): Promise<boolean> {
    const { host } = this
    const elsewhere = host.elsewhere()
    if (!elsewhere) return false
    const stop = new AbortController()
    this.stopElsewhere = () => stop.abort()
    try {
      await elsewhere(host.db.name, stop.signal)
    } catch (error) {
      if (host.destroyed()) return true
      console.warn('Hearth builds the index of its records on the page instead', error)
      return false
    } finally {
      this.stopElsewhere = null
    }
    if (host.destroyed() || this.lostMeanwhile || this.redo) return true
    await host.completed()
    return true
  }

  /** Rebuilds from the page's document, in slices; whether it finished. */
  private async onPage(): Promise<boolean> {
    const { host } = this
    const ended = await rebuildOnPage(host.db, host.doc, () => host.destroyed())
    if (ended !== 'done' || host.destroyed() || this.lostMeanwhile) return false
    await host.completed()
    return true
  }

  /** Stops a rebuild in a worker, and one waiting to start (the rows' database closes). */
  stop() {
    this.stopElsewhere?.()
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }
}
