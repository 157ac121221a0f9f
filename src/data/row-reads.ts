import type { CollectionName, CollectionRecords } from './collections'
import { TAG_SEPARATOR, type RecordRow } from './doc/record-rows'
import {
  countRanges,
  firstRows,
  lastRows,
  queryKeys,
  queryRows,
  uniqueKeys,
} from './persistence/row-store-reads'
import { RowFeedHub, type RowFeed } from './persistence/row-feed'
import type { RowPage } from './row-page'
import type { RowsToFollow } from '@/lib/search-index/index-of-rows'
import { RowQueries, type RowQuery, type RowRange, type RowSource } from './row-query'

/** What reading rows needs of a workspace: its database and row index while it writes them. */
export interface RowsOf {
  /**
   * The open database, whether its rows are complete now, and the feed of their changes
   * (`RowFeed`); null for a workspace that keeps no rows.
   */
  rows(): {
    db: IDBDatabase | null
    isComplete: () => boolean
    subscribe: (listener: (change: RowFeed) => void) => () => void
  } | null
}

/**
 * Reading a workspace's records from its row store, without its document (`workspace.reads`):
 * live queries of a range of an index, a first page, counts. Null answers mean the workspace
 * keeps no rows (read-only, memory-only): read its collections instead.
 */
export class RowReads {
  private queries: RowQueries | null = null
  /** Tells queries to read again, or to give way, when the workspace stops writing rows. */
  private resets = new RowFeedHub()

  constructor(private readonly workspace: RowsOf) {}

  /** The workspace stopped writing rows (it turned read-only). */
  stopped() {
    this.resets.announce({ reset: true })
  }

  /**
   * The records of a collection in a range of an index, kept current (`row-query.ts`). A query
   * is 'unusable' while the rows are being built: read the collection then.
   */
  query<K extends CollectionName>(collection: K, where: RowRange): RowQuery<K> | null {
    const source = this.source()
    if (!source) return null
    this.queries ??= new RowQueries(source)
    return this.queries.get(collection, where)
  }

  /**
   * The first `limit` records of a range with how many it holds, kept
   * current (`row-page.ts`), shared as queries are. Null for a workspace without rows;
   * 'unusable' while they are built.
   */
  livePage<K extends CollectionName>(
    collection: K,
    where: RowRange,
    limit: number,
    counted = true,
  ): RowPage<K> | null {
    const source = this.source()
    if (!source) return null
    this.queries ??= new RowQueries(source)
    return this.queries.page(collection, where, limit, counted)
  }

  /** A record a live query or page holds (what a screen shows), if any. */
  find(collection: CollectionName, id: string): Record<string, unknown> | undefined {
    return this.queries?.find(collection, id)
  }

  /** Every record the live queries and pages of a collection hold, with `held` (which wins). */
  findAll<K extends CollectionName>(
    collection: K,
    held: readonly CollectionRecords[K][],
  ): CollectionRecords[K][] {
    const byId = new Map<string, unknown>()
    for (const record of this.queries?.findAll(collection) ?? [])
      byId.set(record.id as string, record)
    for (const record of held) byId.set(record.id, record)
    return [...byId.values()] as CollectionRecords[K][]
  }

  /** Where queries read, and what they hear (the rows' changes, and this workspace's resets). */
  private source(): RowSource | null {
    const rows = this.workspace.rows()
    if (!rows) return null
    const { workspace, resets } = this
    return {
      get db() {
        return workspace.rows()?.db ?? null
      },
      usable: () => !!workspace.rows()?.isComplete(),
      subscribe: (listener: (change: RowFeed) => void) => {
        const stops = [rows.subscribe(listener), resets.subscribe(listener)]
        return () => stops.forEach((stop) => stop())
      },
    }
  }

  /**
   * The first `limit` records of a range of an index, as a live page's (`livePage`: its last,
   * the index's order reversed, for a range read `backwards`), read once and not kept current;
   * null when the rows are not complete.
   */
  page<K extends CollectionName>(
    collection: K,
    where: RowRange,
    limit: number,
  ): Promise<CollectionRecords[K][]> | null {
    const rows = this.workspace.rows()
    if (!rows?.db || !rows.isComplete()) return null
    const reading = where.backwards
      ? lastRows(rows.db, where.index, IDBKeyRange.bound(where.lower, where.upper), limit)
      : firstRows(rows.db, where.index, where, limit)
    return reading.then((found) =>
      found.filter((row) => row.c === collection).map((row) => row.r as CollectionRecords[K]),
    )
  }

  /** Every row in a range of an index, read once; null when the rows are not complete. */
  readRange(where: RowRange): Promise<RecordRow[]> | null {
    const rows = this.workspace.rows()
    if (!rows?.db || !rows.isComplete()) return null
    return queryRows(rows.db, where.index, IDBKeyRange.bound(where.lower, where.upper))
  }

  /** The keys of the rows in a range of an index, read once; null when not complete. */
  readKeys(where: RowRange): Promise<[CollectionName, string][]> | null {
    const rows = this.workspace.rows()
    if (!rows?.db || !rows.isComplete()) return null
    return queryKeys(rows.db, where.index, IDBKeyRange.bound(where.lower, where.upper))
  }

  /** A function to hear of every change of the rows; null while there are none to read. */
  changes(): ((listener: (change: RowFeed) => void) => () => void) | null {
    const rows = this.workspace.rows()
    return rows?.db ? rows.subscribe : null
  }

  /**
   * How many rows each range of one index holds (null while the rows are not complete), and a
   * function to hear of every change of the rows. Given up once no longer `wanted`
   * (`countRanges`).
   */
  counts(
    index: RowRange['index'],
    ranges: readonly (readonly [IDBValidKey, IDBValidKey])[],
    wanted?: () => boolean,
  ) {
    const rows = this.workspace.rows()
    if (!rows?.db) return null
    const bounds = ranges.map(([lower, upper]) => IDBKeyRange.bound(lower, upper))
    const counts = rows.isComplete() ? countRanges(rows.db, index, bounds, wanted) : null
    return { counts, subscribe: rows.subscribe }
  }

  /**
   * A collection's rows for a worker that reads them itself (`RowsToFollow`): the database's
   * name, and this feed with this workspace's resets; null while the rows are not complete.
   */
  toFollow(collection: CollectionName): RowsToFollow | null {
    const rows = this.workspace.rows()
    if (!rows?.db || !rows.isComplete()) return null
    const { resets } = this
    return {
      db: rows.db.name,
      collection,
      isComplete: () => rows.isComplete(),
      subscribe: (listener: (change: RowFeed) => void) => {
        const stops = [rows.subscribe(listener), resets.subscribe(listener)]
        return () => stops.forEach((stop) => stop())
      },
    }
  }

  /**
   * Every tag of a collection's records (the `tags` index's distinct keys: no record read),
   * and a function to hear of every change of the rows; null while the rows are not complete.
   */
  tags(collection: CollectionName) {
    const rows = this.workspace.rows()
    if (!rows?.db || !rows.isComplete()) return null
    const prefix = `${collection}${TAG_SEPARATOR}`
    const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`)
    const tags = uniqueKeys(rows.db, 'tags', range).then((keys) =>
      keys.map((key) => String(key).slice(prefix.length)).filter(Boolean),
    )
    return { tags, subscribe: rows.subscribe }
  }

  dispose() {
    this.queries?.dispose()
    this.queries = null
  }
}
