import type { CollectionName, CollectionRecords } from './collections'
import { countRanges, firstRows, lastRows } from './persistence/row-store-reads'
import type { RowFeed } from './persistence/row-feed'
import { compareKeys } from './persistence/key-order'
import type { RecordRow } from './doc/record-rows'
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
  /** The stored changes heard while a read is under way (null: none is), applied again over it. */
  private during: Exclude<RowFeed, { reset: true }>[] | null = null
  /**
   * What this page predicted of its collection's records and the owner has not stored yet
   * (`RowFeed.predicted`), by id: its row, or null (removed). Applied again over every read
   * (the store does not hold it), until a stored change of the record replaces it. A reset
   * forgets them: whoever predicted them shows those still not stored again (`showPending`).
   */
  private predicted = new Map<string, RecordRow | null>()

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
    // The changes heard while this reads, applied again over what it reads (`during`).
    this.during = []
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
      // What this page predicted, over what is stored.
      if (this.predicted.size) this.apply(this.predictedChange(), true)
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
    if ('reset' in change) {
      this.predicted.clear()
      return this.read()
    }
    this.remember(change)
    if (!this.apply(change)) return
    // What entered the range, and what takes the place of what left it, comes with a new read;
    // for a change this page predicted, once the owner says it is stored (it announces the rows
    // then): read before, the store would show the record as it was, for a moment.
    if (change.predicted) return
    this.during?.push(change)
    this.readSoon()
  }

  /** Keeps what a change predicts of this collection; a stored change replaces the prediction. */
  private remember(change: Exclude<RowFeed, { reset: true }>) {
    const { predicted, collection } = this
    if (!change.predicted && !predicted.size) return
    const note = (id: string, row: RecordRow | null) =>
      change.predicted ? predicted.set(id, row) : predicted.delete(id)
    for (const row of change.put) if (row.c === collection) note(row.id, row)
    for (const [name, id] of change.remove) if (name === collection) note(id, null)
  }

  /** What this page predicted and is not stored yet, as one change. */
  private predictedChange(): Exclude<RowFeed, { reset: true }> {
    const put: RecordRow[] = []
    const remove: [CollectionName, string][] = []
    for (const [id, row] of this.predicted)
      if (row) put.push(row)
      else remove.push([this.collection, id])
    return { put, remove }
  }

  /**
   * Applies a change to the rows shown (told to readers at once unless `quiet`); whether it was
   * of this page's collection. The rows stay in the page's order; a change of many records (a
   * bulk delete of 50,000 selected) is applied in one pass, not a search of the page for each.
   */
  private apply(change: Exclude<RowFeed, { reset: true }>, quiet = false): boolean {
    // What each record of this collection becomes: its row, or null (removed). The last wins.
    const next = new Map<string, RecordRow | null>()
    for (const row of change.put) if (row.c === this.collection) next.set(row.id, row)
    for (const [collection, id] of change.remove)
      if (collection === this.collection) next.set(id, null)
    if (!next.size) return false
    const shownIds = new Set(this.rows.map((shown) => shown.record.id))
    if (![...next.keys()].some((id) => shownIds.has(id) || next.get(id))) return true
    const rows = this.rows.filter((shown) => !next.has(shown.record.id))
    // The last of those that stay: a record sorting after it does not fit a full page.
    const last = rows.at(-1)
    const added: Shown<K>[] = []
    for (const [id, row] of next) {
      const was = shownIds.has(id)
      const key =
        row && rowInRange(row, this.where.index, this.range)
          ? keyIn(row, this.where.index)
          : undefined
      // A record that left the range (no key in it) or was removed is gone; one that now sorts
      // among those shown shows at once, its count with the read.
      if (key === undefined) {
        if (was && this.total !== null) this.total--
        continue
      }
      const shown = { record: row!.r as CollectionRecords[K], key }
      const fits = !last || rows.length + added.length < this.limit || this.order(shown, last) <= 0
      if (was || fits) added.push(shown)
    }
    if (rows.length === this.rows.length && !added.length) return true
    this.rows = insertSorted(rows, added, this.order)
    this.records = this.rows.map((shown) => shown.record)
    if (this.state === 'ready' && !quiet) this.notify()
    return true
  }

  /** The page's order: the index's, or reversed for a range read `backwards`. */
  private order = (a: Shown<K>, b: Shown<K>) =>
    this.where.backwards ? compareKeys(b.key, a.key) : compareKeys(a.key, b.key)

  dispose() {
    if (this.again) clearTimeout(this.again)
    super.dispose()
  }
}

/** `sorted` with `added` among them in `order` (after their equals): few by search, many by a sort. */
function insertSorted<T>(sorted: T[], added: T[], order: (a: T, b: T) => number): T[] {
  if (added.length > 32) return sorted.concat(added).sort(order)
  for (const item of added) {
    let low = 0
    let high = sorted.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (order(sorted[middle]!, item) <= 0) low = middle + 1
      else high = middle
    }
    sorted.splice(low, 0, item)
  }
  return sorted
}
