import type { CollectionName } from './collections'
import { BY_KEY, type RecordRow } from './doc/row-layout'
import type { RowFeed } from './persistence/row-feed'
import { whenIdle } from '@/lib/idle'
import { queryRows } from './persistence/row-store-reads'
import { shows } from './records/trashed'

/**
 * Rows read at a time: each slice is cloned in a task of its own (its request's success), a
 * few milliseconds, between which keys and frames go. A note's row carries its text.
 */
/** The longest the whole waits for an idle moment. */
const IDLE_WAIT_MS = 250

const sliceOf = (collection: CollectionName) => (collection === 'notes' ? 250 : 2_000)

/** The row store of a workspace without its document, and the feed of its changes. */
export interface RowsOfWorkspace {
  db: IDBDatabase
  subscribe: (listener: (change: RowFeed) => void) => () => void
}

/** Where a `RowsLoad` puts what it reads. */
export interface RowsSink {
  /** Records read (`fromFeed`: a change, which readers hear of) and ids removed. */
  put(
    records: readonly Record<string, unknown>[],
    removed: readonly string[],
    fromFeed: boolean,
  ): void
  /**
   * Every row is read: the store holds the whole collection. Read again (after a reset), that
   * is what was read (`seen`) and what the feed changed meanwhile (`fed`); anything else it
   * holds is gone. Null the first time: it holds only what it read and what the feed brought.
   */
  done(seen: ReadonlySet<string> | null, fed: ReadonlySet<string>): void
  /** A read failed: the rows cannot serve, the document must. */
  failed(error: unknown): void
}

/**
 * Reads one collection's rows into a store that has no document yet (a start from rows): the
 * feed's changes at once, from when it is made, and every row on `start`, a slice at a time in
 * the store's own key order. A row read after the feed changed
 * its record is older than that change and is skipped. A reset of the feed (another tab's bulk
 * change, once its rows are complete) reads every row again, the store showing what it held
 * meanwhile.
 */
export class RowsLoad {
  private reading: Promise<void> | null = null
  /** Whether a reading is under way (it starts over when the generation changes). */
  private running = false
  /** Whether rows were read into the store: a reading after that may find records gone. */
  private readBefore = false
  /** Counts the feed's resets: a reading begun before one starts over. */
  private generation = 0
  /** Records a change from the feed set or removed: the slices' rows of them are older. */
  private fed = new Set<string>()
  private stopped = false
  private readonly stopFeed: () => void

  constructor(
    private readonly collection: CollectionName,
    private readonly source: RowsOfWorkspace,
    private readonly sink: RowsSink,
  ) {
    this.stopFeed = source.subscribe((change) => {
      if ('reset' in change) return this.again()
      const ours = change.put.filter((row) => row.c === collection)
      // A record moved to the Trash leaves what a store shows (`shows`).
      const put = ours.filter((row) => shows(collection, row.r))
      const removed = [
        ...change.remove.filter(([c]) => c === collection).map(([, id]) => id),
        ...ours.filter((row) => !shows(collection, row.r)).map((row) => row.id),
      ]
      if (!put.length && !removed.length) return
      for (const row of put) this.fed.add(row.id)
      for (const id of removed) this.fed.add(id)
      sink.put(
        put.map((row) => row.r),
        removed,
        true,
      )
    })
  }

  /**
   * Reads every row (once; every caller shares the reading). Marked
   * `hearth:rows-read-whole` (its detail: the collection) when it begins.
   */
  start(): Promise<void> {
    if (!this.reading) performance.mark('hearth:rows-read-whole', { detail: this.collection })
    return (this.reading ??= this.readWhole())
  }

  /** The store was given every row already (`CollectionStore.seeded`). */
  markRead() {
    this.reading ??= Promise.resolve()
    this.readBefore = true
  }

  /** The feed's rows changed in ways it did not tell: what was read is read again. */
  private again() {
    if (this.stopped) return
    this.generation++
    const fed = [...this.fed]
    this.fed.clear()
    // Nothing read yet: what the feed brought may be out of date too, and is read with the rest.
    if (!this.reading) return void (fed.length && this.sink.put([], fed, true))
    if (!this.running) this.reading = this.readWhole()
  }

  private async readWhole() {
    this.running = true
    try {
      // Starts over after a reset that came meanwhile.
      for (let generation = -1; generation !== this.generation && !this.stopped;) {
        generation = this.generation
        await this.read(generation)
      }
    } catch (error) {
      if (!this.stopped) this.sink.failed(error)
    } finally {
      this.running = false
    }
  }

  private async read(generation: number) {
    const { collection, source } = this
    const slice = sliceOf(collection)
    const after = (id: string | null) =>
      queryRows(
        source.db,
        BY_KEY,
        id === null
          ? IDBKeyRange.bound([collection, ''], [collection, []])
          : IDBKeyRange.bound([collection, id], [collection, []], true),
        slice,
      )
    // What a screen shows first (a page, a query of its range) is read before the whole:
    // once the browser is idle after it, or soon.
    await new Promise<void>((resolve) =>
      whenIdle(resolve, { timeout: IDLE_WAIT_MS, fallbackDelay: 0 }),
    )
    const current = () => !this.stopped && generation === this.generation
    if (!current()) return
    // Only a reading again may find records gone (50,000 ids kept for nothing otherwise).
    const seen = this.readBefore ? new Set<string>() : null
    let next: Promise<RecordRow[]> | null = after(null)
    while (next && current()) {
      const rows: RecordRow[] = await next
      if (!current()) return
      // The next slice is asked for at once: its reading overlaps this one's use.
      next = rows.length === slice ? after(rows[rows.length - 1]!.id) : null
      if (seen) for (const row of rows) seen.add(row.id)
      this.sink.put(
        rows.filter((row) => !this.fed.has(row.id) && shows(collection, row.r)).map((row) => row.r),
        [],
        false,
      )
      // A reading started over after a reset may find some of these gone.
      this.readBefore = true
    }
    if (!current()) return
    this.readBefore = true
    this.sink.done(seen, this.fed)
  }

  /** Stops reading and following (the store moved onto the document, or closed). */
  stop() {
    this.stopped = true
    this.stopFeed()
  }
}
