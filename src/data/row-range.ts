import type { CollectionName } from './collections'
import {
  keyIn,
  ROW_INDEXES,
  TAG_SEPARATOR,
  UNTAGGED_BOOKMARKS,
  type RecordRow,
} from './doc/record-rows'
import type { RowFeed } from './persistence/row-feed'
import { inRange } from './persistence/key-order'

/**
 * Which records a reader needs: the rows whose key in one of the row store's indexes lies
 * between `lower` and `upper` (both included). Every index but `collection` starts with the
 * collection's name, so `lower` and `upper` do too; an array sorts after every string, so
 * `[..., []]` as `upper` takes every key that starts with the rest.
 */
export interface RowRange {
  /** `record`: the store's own key, `[collection, id]` (one record). */
  index: 'collection' | 'order' | 'parent' | 'due' | 'flag' | 'notes' | 'tags' | 'record'
  lower: IDBValidKey
  upper: IDBValidKey
  /** A page of it is read from the range's end, in the index's reverse order (newest first). */
  backwards?: true
}

/**
 * Open todos due from day `from` to day `to` (YYYY-MM-DD), both included, in the `due` index
 * (`dueKey`: a day, then what orders that day's todos). `from` '0': every day up to `to`.
 */
export const dueDays = (from: string, to: string): RowRange => ({
  index: 'due',
  lower: ['todos', 0, from],
  upper: ['todos', 0, `${to}\uffff`],
})

/** Done todos, newest completed first, in the `due` index (`completedKey`): Completed. */
export const COMPLETED_TODOS: RowRange = {
  index: 'due',
  lower: ['todos', 1, ''],
  upper: ['todos', 1, []],
}

/** Bookmarks without tags, in the `tags` index (`UNTAGGED_BOOKMARKS`): Untagged. */
export const UNTAGGED_BOOKMARK_ROWS: RowRange = {
  index: 'tags',
  lower: UNTAGGED_BOOKMARKS,
  upper: UNTAGGED_BOOKMARKS,
}

/** The key of a tag in the `tags` index (a range of one key: its records). */
export const tagKey = (collection: CollectionName, tag: string) =>
  `${collection}${TAG_SEPARATOR}${tag}`

/** The same range, as a key for a cache of queries. */
export const rangeKey = (collection: CollectionName, where: RowRange) =>
  JSON.stringify([
    collection,
    where.index,
    where.lower,
    where.upper,
    ...(where.backwards ? ['backwards'] : []),
  ])

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

/** Whether a row's key in an index lies in a range (a row the index leaves out: no). */
export { keyIn }

export function rowInRange(row: RecordRow, index: RowRange['index'], range: IDBKeyRange): boolean {
  const key = keyIn(row, index)
  // A multi-entry index (tags) holds the row once for each of its keys.
  const keys = ROW_INDEXES[index]?.multiEntry && Array.isArray(key) ? key : [key]
  return keys.some((one) => {
    try {
      return one !== undefined && inRange(range, one)
    } catch {
      // Not a valid key: the index leaves the row out.
      return false
    }
  })
}

/** The readers of a query or a page: each hears every change. */
export class Readers {
  protected readonly listeners = new Set<() => void>()

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** Whether anyone reads it (one nobody reads is dropped after a while). */
  get subscribed(): boolean {
    return this.listeners.size > 0
  }

  protected tell() {
    for (const listener of [...this.listeners]) listener()
  }
}

/**
 * The readers of one range of one index, kept current from the rows' feed (`onFeed`) until
 * `dispose`: what a query and a page share.
 */
export abstract class RangeReaders<K extends CollectionName> extends Readers {
  protected readonly range: IDBKeyRange
  private readonly stopFeed: () => void
  protected disposed = false

  constructor(
    readonly collection: K,
    readonly where: RowRange,
    protected readonly source: RowSource,
  ) {
    super()
    this.range = IDBKeyRange.bound(where.lower, where.upper)
    this.stopFeed = source.subscribe((change) => this.onFeed(change))
  }

  /** A change of the rows (never after `dispose`). */
  protected abstract onFeed: (change: RowFeed) => void

  dispose() {
    this.disposed = true
    this.stopFeed()
    this.listeners.clear()
  }
}
