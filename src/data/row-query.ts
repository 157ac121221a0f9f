import type { CollectionName, CollectionRecords } from './collections'
import { ROW_INDEXES, type RecordRow } from './doc/record-rows'
import { queryRows } from './persistence/record-store'
import type { RowFeed } from './persistence/row-feed'

/**
 * Which records a reader needs: the rows whose key in one of the row store's indexes lies
 * between `lower` and `upper` (both included). Every index but `collection` starts with the
 * collection's name, so `lower` and `upper` do too; an array sorts after every string, so
 * `[..., []]` as `upper` takes every key that starts with the rest.
 */
export interface RowRange {
  index: 'collection' | 'order' | 'parent' | 'due' | 'flag' | 'notes'
  lower: IDBValidKey
  upper: IDBValidKey
}

/** The same range, as a key for a cache of queries. */
export const rangeKey = (collection: CollectionName, where: RowRange) =>
  JSON.stringify([collection, where.index, where.lower, where.upper])

/** Where a query reads: a workspace's row store, while its rows are complete. */
export interface RowSource {
  readonly db: IDBDatabase | null
  /** Whether the stored rows reflect the document (and go on being written with it). */
  usable(): boolean
  /** Every change of the rows, announced in the task that writes it. */
  subscribe(listener: (change: RowFeed) => void): () => void
}

/** A query is read from the store once, then kept current by the row feed; 'unusable' while the rows are not complete. */
export type QueryState = 'reading' | 'ready' | 'unusable'

/** Resolves a dotted key path (`k.due`) in a row. */
function at(row: RecordRow, path: string): unknown {
  let value: unknown = row
  for (const part of path.split('.'))
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  return value
}

/** A row's key in an index, or undefined when the index leaves it out (a part missing). */
function keyIn(row: RecordRow, index: RowRange['index']): IDBValidKey | undefined {
  const { keyPath } = ROW_INDEXES[index]!
  if (typeof keyPath === 'string') return at(row, keyPath) as IDBValidKey | undefined
  const parts = keyPath.map((path) => at(row, path))
  return parts.some((part) => part === undefined) ? undefined : (parts as IDBValidKey)
}

/**
 * The records of one collection in a range of an index of the row store, read from IndexedDB
 * without the document, then kept current from the row feed: a change made in this tab, another
 * tab or another device shows in the same task as it is written. Changes announced while the
 * store is read are applied to what it returns (the read sees every write issued before it).
 * A `reset` (rows rebuilt, a bulk change whose rows follow) reads again, or turns the query
 * 'unusable' until the rows are complete: its reader then reads the document instead.
 */
export class RowQuery<K extends CollectionName> {
  state: QueryState = 'reading'
  private byId = new Map<string, CollectionRecords[K]>()
  private all: readonly CollectionRecords[K][] | null = null
  private listeners = new Set<() => void>()
  /** Changes announced while a read is under way: applied to its result too. */
  private pending: RowFeed[] | null = null
  private reads = 0
  private readonly range: IDBKeyRange
  private readonly stopFeed: () => void
  private disposed = false

  constructor(
    readonly collection: K,
    readonly where: RowRange,
    private readonly source: RowSource,
  ) {
    this.range = IDBKeyRange.bound(where.lower, where.upper)
    this.stopFeed = source.subscribe(this.onFeed)
    this.read()
  }

  /** The records, in a stable array that changes identity only when they change. */
  get records(): readonly CollectionRecords[K][] {
    return (this.all ??= [...this.byId.values()])
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  get subscribed(): boolean {
    return this.listeners.size > 0
  }

  private notify() {
    for (const listener of [...this.listeners]) listener()
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

  private onFeed = (change: RowFeed) => {
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
      const key = keyIn(row, this.where.index)
      let inside = false
      try {
        inside = key !== undefined && this.range.includes(key)
      } catch {
        // Not a valid key: the index leaves the row out.
      }
      if (inside) this.byId.set(row.id, row.r as CollectionRecords[K])
      else if (!this.byId.delete(row.id)) continue
      changed = true
    }
    for (const [collection, id] of change.remove)
      if (collection === this.collection && this.byId.delete(id)) changed = true
    if (changed) this.all = null
    return changed
  }

  dispose() {
    this.disposed = true
    this.stopFeed()
    this.listeners.clear()
  }
}

/** How long a query nobody reads is kept, so a screen shown again finds it ready. */
const KEEP_MS = 10_000

/** The queries of one workspace, shared by every reader of the same range. */
export class RowQueries {
  private queries = new Map<string, RowQuery<CollectionName>>()

  constructor(private readonly source: RowSource) {}

  get<K extends CollectionName>(collection: K, where: RowRange): RowQuery<K> {
    const key = rangeKey(collection, where)
    let query = this.queries.get(key)
    if (!query) {
      query = new RowQuery(collection, where, this.source) as unknown as RowQuery<CollectionName>
      this.queries.set(key, query)
      this.sweepSoon(key)
    }
    return query as unknown as RowQuery<K>
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
