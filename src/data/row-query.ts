import type { CollectionName, CollectionRecords } from './collections'
import { queryRows } from './persistence/row-store-reads'
import { RowPage } from './row-page'
import {
  rangeKey,
  RangeReaders,
  rowInRange,
  type QueryState,
  type RowRange,
  type RowSource,
} from './row-range'
import type { RowFeed } from './persistence/row-feed'

export {
  rangeKey,
  rowInRange,
  tagKey,
  type QueryState,
  type RowRange,
  type RowSource,
} from './row-range'

/**
 * The records of one collection in a range of an index of the row store, read from IndexedDB
 * without the document, then kept current from the row feed: a change made in this tab, another
 * tab or another device shows in the same task as it is written. Changes announced while the
 * store is read are applied to what it returns (the read sees every write issued before it).
 * A `reset` (rows rebuilt, a bulk change whose rows follow) reads again, or turns the query
 * 'unusable' until the rows are complete: its reader then reads the document instead.
 */
export class RowQuery<K extends CollectionName> extends RangeReaders<K> {
  state: QueryState = 'reading'
  private byId = new Map<string, CollectionRecords[K]>()
  private all: readonly CollectionRecords[K][] | null = null
  /** Changes announced while a read is under way: applied to its result too. */
  private pending: RowFeed[] | null = null
  private reads = 0

  constructor(collection: K, where: RowRange, source: RowSource) {
    super(collection, where, source)
    this.read()
  }

  /** The records, in a stable array that changes identity only when they change. */
  get records(): readonly CollectionRecords[K][] {
    return (this.all ??= [...this.byId.values()])
  }

  /** A record this query holds. */
  find(id: string): CollectionRecords[K] | undefined {
    return this.byId.get(id)
  }

  private notify() {
    this.tell()
  }

  private read() {
    const db = this.source.db
    if (!db || !this.source.usable()) {
      this.pending = null
      this.reads++
      if (this.state !== 'unusable') {
        this.state = 'unusable'
        this.notify()
      }
      return
    }
    const read = ++this.reads
    this.pending = []
    queryRows(db, this.where.index, this.range).then(
      (rows) => {
        if (read !== this.reads || this.disposed) return
        const pending = this.pending ?? []
        this.pending = null
        this.byId = new Map()
        for (const row of rows)
          if (row.c === this.collection) this.byId.set(row.id, row.r as CollectionRecords[K])
        this.all = null
        this.state = 'ready'
        for (const change of pending) this.apply(change)
        if (this.state === 'ready') this.notify()
      },
      (error: unknown) => {
        if (read !== this.reads || this.disposed) return
        console.warn('Hearth could not read its records from the row store', error)
        this.pending = null
        this.state = 'unusable'
        this.notify()
      },
    )
  }

  protected onFeed = (change: RowFeed) => {
    if (this.disposed) return
    if ('reset' in change) {
      this.read()
      return
    }
    this.pending?.push(change)
    if (this.state === 'ready' && this.apply(change)) this.notify()
  }

  /** Applies a change to the records held; whether any of them changed. */
  private apply(change: RowFeed): boolean {
    if ('reset' in change) {
      this.read()
      return false
    }
    let changed = false
    for (const row of change.put) {
      if (row.c !== this.collection) continue
      if (rowInRange(row, this.where.index, this.range))
        this.byId.set(row.id, row.r as CollectionRecords[K])
      else if (!this.byId.delete(row.id)) continue
      changed = true
    }
    for (const [collection, id] of change.remove)
      if (collection === this.collection && this.byId.delete(id)) changed = true
    if (changed) this.all = null
    return changed
  }
}

/** What the cache below holds: queries and pages. */
interface Shared {
  readonly subscribed: boolean
  readonly collection: CollectionName
  readonly records: readonly unknown[]
  find(id: string): unknown
  dispose(): void
}

/** How long a query nobody reads is kept, so a screen shown again finds it ready. */
const KEEP_MS = 10_000

/** The queries of one workspace, shared by every reader of the same range. */
export class RowQueries {
  private queries = new Map<string, Shared>()

  constructor(private readonly source: RowSource) {}

  get<K extends CollectionName>(collection: K, where: RowRange): RowQuery<K> {
    return this.shared(
      rangeKey(collection, where),
      () => new RowQuery(collection, where, this.source),
    )
  }

  /**
   * A first page of a range with its count (`row-page.ts`; none when not `counted`), shared the
   * same way.
   */
  page<K extends CollectionName>(
    collection: K,
    where: RowRange,
    limit: number,
    counted = true,
  ): RowPage<K> {
    const key = `${rangeKey(collection, where)}:${limit}${counted ? '' : ':uncounted'}`
    return this.shared(key, () => new RowPage(collection, where, limit, this.source, counted))
  }

  /** A record of a collection that some query or page holds (what a screen shows). */
  find(collection: CollectionName, id: string): Record<string, unknown> | undefined {
    for (const query of this.queries.values())
      if (query.collection === collection) {
        const found = query.find(id) as Record<string, unknown> | undefined
        if (found) return found
      }
    return undefined
  }

  /** Every record the queries and pages of a collection hold. */
  findAll(collection: CollectionName): Record<string, unknown>[] {
    return [...this.queries.values()]
      .filter((query) => query.collection === collection)
      .flatMap((query) => query.records as readonly Record<string, unknown>[])
  }

  private shared<T extends Shared>(key: string, make: () => T): T {
    let made = this.queries.get(key)
    if (!made) {
      made = make()
      this.queries.set(key, made)
      this.sweepSoon(key)
    }
    return made as T
  }

  /** Drops the query once nobody has read it for a while. */
  private sweepSoon(key: string) {
    const sweep = () => {
      const query = this.queries.get(key)
      if (!query) return
      if (query.subscribed) setTimeout(sweep, KEEP_MS)
      else {
        query.dispose()
        this.queries.delete(key)
      }
    }
    setTimeout(sweep, KEEP_MS)
  }

  dispose() {
    for (const query of this.queries.values()) query.dispose()
    this.queries.clear()
  }
}
