import type { CollectionName, CollectionRecords } from './collections'
import { countRanges, firstRows, lastRows } from './persistence/row-store-reads'
import type { RowFeed } from './persistence/row-feed'
import {
  keyIn,
  RangeReaders,
  rowInRange,
  type QueryState,
  type RowRange,
  type RowSource,
} from './row-range'

interface Shown<K extends CollectionName> {
  record: CollectionRecords[K]
  key: IDBValidKey
}

/**
 * The first records of a range of an index (`firstRows`: `limit` of them in the index's order,
 * with the last one's ties) and how many the range holds (counted after them), for a widget
 * that shows a few of many (the 60 newest of 2,500 favourites); shared by the readers of the
 * same page (`RowQueries`). It reads again after every change of its collection's rows, once
 * per task; meanwhile a change applies at once where it can: an edit in place, a record that
 * left the range goes (and the count with it), one that now sorts among those shown comes in
 * (its count with the read). A range read `backwards` shows its last `limit` records, the
 * index's order reversed (the newest notes, pinned first), without the last one's ties.
 * A page read without its count (`counted` false: a reader that knows it another way) leaves
 * `total` null: counting visits every entry of the range, and IndexedDB serves an origin's
 * requests about one at a time (40,000 bookmarks: a few hundred milliseconds that every other
 * read waits behind).
 */
export class RowPage<K extends CollectionName> extends RangeReaders<K> {
  state: QueryState = 'reading'
  records: readonly CollectionRecords[K][] = []
  /** How many the range holds; null until first counted (the rows come before the count). */
  total: number | null = null
  /** The records shown with their keys in the index, in the page's order. */
  private rows: Shown<K>[] = []
  /** `records` by id, made again when they change (`find`). */
  private byId: {
    of: readonly CollectionRecords[K][]
    map: Map<string, CollectionRecords[K]>
  } | null = null
  /**
   * A record this page holds. By id: a write to every record of a page of 50,000 (all of them
   * selected, deleted at once) asks for each, and a search of the list for each took 23 s.
   */
  find(id: string): CollectionRecords[K] | undefined {
    if (this.byId?.of !== this.records)
      this.byId = {
        of: this.records,
        map: new Map(this.records.map((record) => [record.id, record])),
      }
    return this.byId.map.get(id)
  }

  /** What readers render, a new object after each change (for `useSyncExternalStore`). */
  shown: { records: readonly CollectionRecords[K][]; total: number | null } | null = null
  private reads = 0
  private again: ReturnType<typeof setTimeout> | null = null
  /** The changes heard while a read is under way (null: none is), applied again over it. */
  private during: Exclude<RowFeed, { reset: true }>[] | null = null

  constructor(
    collection: K,
    where: RowRange,
    private readonly limit: number,
    source: RowSource,
    private readonly counted = true,
  ) {
    super(collection, where, source)
    this.read()
  }

  private notify() {
    this.shown = this.state === 'ready' ? { records: this.records, total: this.total } : null
    this.tell()
  }

  private read() {
    const db = this.source.db
    const read = ++this.reads
    if (!db || !this.source.usable()) {
      this.during = null
      if (this.state === 'unusable') return
      this.state = 'unusable'
      return this.notify()
    }
    // The changes heard while this reads, applied again over what it reads (`during`); those
    // predicted while an earlier read was under way are not stored yet either.
    this.during = (this.during ?? []).filter((change) => change.predicted)
    const fresh = () => read === this.reads && !this.disposed
    const failed = (error: unknown) => {
      if (!fresh()) return
      console.warn('Hearth could not read its records from the row store', error)
      this.during = null
      this.state = 'unusable'
      this.notify()
    }
    const range = IDBKeyRange.bound(this.where.lower, this.where.upper)
    const reading = this.where.backwards
      ? lastRows(db, this.where.index, range, this.limit)
      : firstRows(db, this.where.index, this.where, this.limit)
    reading.then((rows) => {
      if (!fresh()) return
      this.rows = rows
        .filter((row) => row.c === this.collection)
        .map((row) => ({
          record: row.r as CollectionRecords[K],
          key: keyIn(row, this.where.index)!,
        }))
      this.records = this.rows.map((shown) => shown.record)
      const during = this.during ?? []
      this.during = null
      for (const change of during) this.apply(change, true)
      this.state = 'ready'
      this.notify()
      if (!this.counted) return
      // Counting visits every entry of the range (2,500 favourites: tens of ms, and IndexedDB
      // serves one request at a time): after the rows, and after other readers' rows.
      setTimeout(() => {
        if (!fresh()) return
        countRanges(db, this.where.index, [range]).then(([total]) => {
          if (!fresh()) return
          this.total = total!
          this.notify()
        }, failed)
      })
    }, failed)
  }

  /** Reads again after the current task: one read for the changes of a task. */
  private readSoon() {
    if (this.again) return
    this.again = setTimeout(() => {
      this.again = null
      if (!this.disposed) this.read()
    })
  }

  protected onFeed = (change: RowFeed) => {
    if (this.disposed) return
    if ('reset' in change) return this.read()
    if (!this.apply(change)) return
    this.during?.push(change)
    // What entered the range, and what takes the place of what left it, comes with a new read;
    // for a change this page predicted, once the owner says it is stored (it announces the rows
    // then): read before, the store would show the record as it was, for a moment.
    if (!change.predicted) this.readSoon()
  }

  /**
   * Applies a change to the rows shown (told to readers at once unless `quiet`); whether it was
   * of this page's collection.
   */
  private apply(change: Exclude<RowFeed, { reset: true }>, quiet = false): boolean {
    const order = (a: Shown<K>, b: Shown<K>) =>
      this.where.backwards ? indexedDB.cmp(b.key, a.key) : indexedDB.cmp(a.key, b.key)
    let rows: Shown<K>[] | null = null
    let touched = false
    for (const row of change.put) {
      if (row.c !== this.collection) continue
      touched = true
      rows ??= [...this.rows]
      const at = rows.findIndex((shown) => shown.record.id === row.id)
      const key = rowInRange(row, this.where.index, this.range)
        ? keyIn(row, this.where.index)
        : undefined
      if (at >= 0) {
        rows.splice(at, 1)
        if (key === undefined && this.total !== null) this.total--
      }
      // A row that left the range (no key in it) is gone; one that now sorts among those shown
      // shows at once, its count with the read.
      if (key === undefined) continue
      const last = rows.at(-1)
      const fits = !last || rows.length < this.limit || order({ key } as Shown<K>, last) <= 0
      if (at >= 0 || fits) rows.push({ record: row.r as CollectionRecords[K], key })
    }
    for (const [collection, id] of change.remove) {
      if (collection !== this.collection) continue
      touched = true
      rows ??= [...this.rows]
      const at = rows.findIndex((shown) => shown.record.id === id)
      if (at < 0) continue
      rows.splice(at, 1)
      if (this.total !== null) this.total--
    }
    if (!touched) return false
    if (rows) {
      this.rows = rows.sort(order)
      this.records = this.rows.map((shown) => shown.record)
      if (this.state === 'ready' && !quiet) this.notify()
    }
    return true
  }

  dispose() {
    if (this.again) clearTimeout(this.again)
    super.dispose()
  }
}
