import type { CollectionName } from './collections'
import { BY_KEY, type RecordRow } from './doc/record-rows'
import type { RowFeed } from './persistence/row-feed'
import { countRows, queryRows } from './persistence/row-store-reads'
import { nextTask } from './read-in-slices'

/** Rows read at a time: a few milliseconds of cloning each, between which keys and frames go. */
const SLICE_ROWS = 500

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
  /** Every row is read: the store holds the whole collection. */
  done(): void
  /** The number of rows, read when the load is made (before the rows themselves). */
  counted(count: number): void
  /** A read failed: the rows cannot serve, the document must. */
  failed(error: unknown): void
}

/**
 * Reads one collection's rows into a store that has no document yet (a start from rows): the
 * feed's changes at once, from when it is made, and every row on `start`, a slice at a time in
 * the store's own key order, each slice in a task of its own. A row read after the feed changed
 * its record is older than that change and is skipped.
 */
export class RowsLoad {
  private reading: Promise<void> | null = null
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
      // A reset: the workspace decodes its document, and the store moves onto it (`stop`).
      if ('reset' in change) return
      const put = change.put.filter((row) => row.c === collection)
      const removed = change.remove.filter(([c]) => c === collection).map(([, id]) => id)
      if (!put.length && !removed.length) return
      for (const row of put) this.fed.add(row.id)
      for (const id of removed) this.fed.add(id)
      sink.put(
        put.map((row) => row.r),
        removed,
        true,
      )
      // Counted again until every row is read (the records' own number then).
      if (!this.done) this.count()
    })
    this.count()
  }

  private done = false

  private count() {
    countRows(this.source.db, this.collection).then(
      (count) => !this.stopped && !this.done && this.sink.counted(count),
      (error: unknown) => !this.stopped && this.sink.failed(error),
    )
  }

  /** Reads every row (once; every caller shares the reading). */
  start(): Promise<void> {
    return (this.reading ??= this.read().catch((error: unknown) => {
      if (!this.stopped) this.sink.failed(error)
    }))
  }

  private async read() {
    const { collection } = this
    let after: string | null = null
    while (!this.stopped) {
      const range: IDBKeyRange =
        after === null
          ? IDBKeyRange.bound([collection, ''], [collection, []])
          : IDBKeyRange.bound([collection, after], [collection, []], true)
      const rows: RecordRow[] = await queryRows(this.source.db, BY_KEY, range, SLICE_ROWS)
      if (this.stopped) return
      const fresh = rows.filter((row) => !this.fed.has(row.id)).map((row) => row.r)
      this.sink.put(fresh, [], false)
      if (rows.length < SLICE_ROWS) break
      after = rows[rows.length - 1]!.id
      await new Promise<void>((resolve) => nextTask(resolve))
    }
    if (this.stopped) return
    this.done = true
    this.sink.done()
  }

  /** Stops reading and following (the store moved onto the document, or closed). */
  stop() {
    this.stopped = true
    this.stopFeed()
  }
}
