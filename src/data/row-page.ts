import type { CollectionName, CollectionRecords } from './collections'
import { firstRows } from './persistence/record-store'
import type { RowFeed } from './persistence/row-feed'
import { rowInRange, type QueryState, type RowRange, type RowSource } from './row-range'

/**
 * The first records of a range of an index (shared by readers of the same page, `RowQueries`) (`firstRows`: `limit` of them in the index's order,
 * `prev` backwards, with the last one's ties) and how many the range holds, for a widget that
 * shows a few of many (the 60 newest of 2,500 favourites). It reads again after every change of
 * its collection's rows, once per task; meanwhile a change of a record it shows applies at once
 * (an edit in place; a record that left the range goes, and the count with it).
 */
export class RowPage<K extends CollectionName> {
  state: QueryState = 'reading'
  records: readonly CollectionRecords[K][] = []
  total = 0
  /** What readers render, a new object after each change (for `useSyncExternalStore`). */
  shown: { records: readonly CollectionRecords[K][]; total: number } | null = null
  private listeners = new Set<() => void>()
  private reads = 0
  private again: ReturnType<typeof setTimeout> | null = null
  private readonly range: IDBKeyRange
  private readonly stopFeed: () => void
  private disposed = false

  constructor(
    readonly collection: K,
    readonly where: RowRange,
    private readonly limit: number,
    private readonly direction: 'next' | 'prev',
    private readonly source: RowSource,
  ) {
    this.range = IDBKeyRange.bound(where.lower, where.upper)
    this.stopFeed = source.subscribe(this.onFeed)
    this.read()
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  get subscribed(): boolean {
    return this.listeners.size > 0
  }

  private notify() {
    this.shown = this.state === 'ready' ? { records: this.records, total: this.total } : null
    for (const listener of [...this.listeners]) listener()
  }

  private read() {
    const db = this.source.db
    const read = ++this.reads
    if (!db || !this.source.usable()) {
      if (this.state === 'unusable') return
      this.state = 'unusable'
      return this.notify()
    }
    firstRows(db, this.where.index, this.range, this.limit, this.direction).then(
      ({ rows, total }) => {
        if (read !== this.reads || this.disposed) return
        this.records = rows
          .filter((row) => row.c === this.collection)
          .map((row) => row.r as CollectionRecords[K])
        this.total = total
        this.state = 'ready'
        this.notify()
      },
      (error: unknown) => {
        if (read !== this.reads || this.disposed) return
        console.warn('Hearth could not read its records from the row store', error)
        this.state = 'unusable'
        this.notify()
      },
    )
  }

  /** Reads again after the current task: one read for the changes of a task. */
  private readSoon() {
    if (this.again) return
    this.again = setTimeout(() => {
      this.again = null
      if (!this.disposed) this.read()
    })
  }

  private onFeed = (change: RowFeed) => {
    if (this.disposed) return
    if ('reset' in change) return this.read()
    const shown = new Map(this.records.map((record, i) => [record.id, i]))
    let records: CollectionRecords[K][] | null = null
    const drop = (id: string) => {
      records ??= [...this.records]
      const at = records.findIndex((record) => record.id === id)
      if (at < 0) return
      records.splice(at, 1)
      this.total--
    }
    let touched = false
    for (const row of change.put) {
      if (row.c !== this.collection) continue
      touched = true
      const at = shown.get(row.id)
      if (at === undefined) continue
      if (rowInRange(row, this.where.index, this.range)) {
        records ??= [...this.records]
        records[records.findIndex((record) => record.id === row.id)] = row.r as CollectionRecords[K]
      } else drop(row.id)
    }
    for (const [collection, id] of change.remove) {
      if (collection !== this.collection) continue
      touched = true
      if (shown.has(id)) drop(id)
    }
    if (!touched) return
    if (records) {
      this.records = records
      if (this.state === 'ready') this.notify()
    }
    // What entered the range, and what takes the place of what left it, comes with a new read.
    this.readSoon()
  }

  dispose() {
    this.disposed = true
    if (this.again) clearTimeout(this.again)
    this.stopFeed()
    this.listeners.clear()
  }
}
