import type { CollectionName } from '../collections'
import { BY_KEY, keyIn, type RecordRow, type ROW_INDEXES } from '../doc/row-layout'
import { beforeCounting, reading } from './reads-first'
import { RECORDS_STORE, request } from './row-requests'
import { compareKeys } from './key-order'

/**
 * Reading the row store (`record-store.ts`): one row, the rows of a range of an index (all, the
 * last ones, the first ones with their ties), counts, whole collections.
 */

/**
 * Runs `body` in a read-only transaction of the row store: it resolves with what `body` passes
 * to `done`, and rejects when the transaction fails (or cannot start).
 */
function inTransaction<T>(
  db: IDBDatabase,
  body: (store: IDBObjectStore, tx: IDBTransaction, done: (value: T) => void) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    try {
      const tx = db.transaction(RECORDS_STORE, 'readonly')
      tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('The read failed'))
      body(tx.objectStore(RECORDS_STORE), tx, resolve)
    } catch (error) {
      reject(error)
    }
  })
}

/** One record's row. */
export function readRow(
  db: IDBDatabase,
  collection: CollectionName,
  id: string,
): Promise<RecordRow | undefined> {
  return reading(db, () =>
    request(
      () =>
        db
          .transaction(RECORDS_STORE, 'readonly')
          .objectStore(RECORDS_STORE)
          .get([collection, id]) as IDBRequest<RecordRow | undefined>,
    ),
  )
}

/** Rows by index (or by the store's own key, `BY_KEY`), in its order, at most `limit` of them. */
export function queryRows(
  db: IDBDatabase,
  index: keyof typeof ROW_INDEXES,
  range: IDBKeyRange | IDBValidKey,
  limit?: number,
): Promise<RecordRow[]> {
  return reading(db, () =>
    request(() => {
      const store = db.transaction(RECORDS_STORE, 'readonly').objectStore(RECORDS_STORE)
      const source = index === BY_KEY ? store : store.index(index)
      return source.getAll(range, limit) as IDBRequest<RecordRow[]>
    }),
  )
}

/** The keys (`[collection, id]`) of the rows in a range of an index: no record read. */
export function queryKeys(
  db: IDBDatabase,
  index: keyof typeof ROW_INDEXES,
  range: IDBKeyRange,
): Promise<[CollectionName, string][]> {
  return reading(db, () =>
    request(
      () =>
        db
          .transaction(RECORDS_STORE, 'readonly')
          .objectStore(RECORDS_STORE)
          .index(index)
          .getAllKeys(range) as unknown as IDBRequest<[CollectionName, string][]>,
    ),
  )
}

/**
 * Whether `getAll` takes its options, a direction among them (`IDBGetAllOptions`: Chromium 141
 * on, with `getAllRecords`). Elsewhere an options object is not a key: `getAll` throws.
 */
const getAllBackwards = () =>
  typeof IDBIndex !== 'undefined' && 'getAllRecords' in IDBIndex.prototype

/**
 * The last `limit` rows of a range of an index, in the index's reverse order: one request where
 * `getAll` reads backwards, else a cursor. A cursor's every step is a request of its own, which
 * waits behind whatever else the origin asked meanwhile: the newest 50 notes at Extra
 * large took 8–11 ms by cursor on a quiet page and up to 120 ms while a note's other reads ran,
 * 2.5 ms by `getAll` backwards.
 */
export function lastRows(
  db: IDBDatabase,
  index: keyof typeof ROW_INDEXES,
  range: IDBKeyRange,
  limit: number,
): Promise<RecordRow[]> {
  return reading(db, () =>
    inTransaction(db, (store, _, done) => {
      const source = store.index(index)
      if (getAllBackwards())
        try {
          const options = { query: range, count: limit, direction: 'prev' as const }
          const read = (source.getAll as (options: object) => IDBRequest<RecordRow[]>)(options)
          read.onsuccess = () => done(read.result)
          return
        } catch {
          // Options not taken after all (not a key: a DataError, thrown at once): by cursor.
        }
      const rows: RecordRow[] = []
      const request = source.openCursor(range, 'prev')
      request.onsuccess = () => {
        const cursor = request.result
        if (!cursor || rows.length >= limit) return done(rows)
        rows.push(cursor.value as RecordRow)
        cursor.continue()
      }
    }),
  )
}

/** The distinct keys of a range of an index, in its order (a key cursor: no row is read). */
export function uniqueKeys(
  db: IDBDatabase,
  index: keyof typeof ROW_INDEXES,
  range: IDBKeyRange,
): Promise<IDBValidKey[]> {
  return reading(db, () =>
    inTransaction(db, (store, _, done) => {
      const keys: IDBValidKey[] = []
      const request = store.index(index).openKeyCursor(range, 'nextunique')
      request.onsuccess = () => {
        const cursor = request.result
        if (!cursor) return done(keys)
        keys.push(cursor.key)
        cursor.continue()
      }
    }),
  )
}

/**
 * The most ranges counted in one transaction. IndexedDB runs a transaction's requests one after
 * another and every other request of the origin waits meanwhile: the counts of 600 folders
 * (50,000 bookmarks) in one held a tab's reads, and another worker's opening of a database, for
 * 0.6 s.
 */
export const COUNT_BATCH = 40

/** The ranges of a count's first transaction, before it is known how long one takes. */
export const FIRST_COUNT_BATCH = 4

/**
 * How long a transaction of counts should hold the origin's other requests. A count visits
 * every entry of its range: the Overview's calendar at Extra large counted 31 days of about 470
 * todos each, 0.3 s in one transaction, which a new tab's start (the page's first reads, the
 * opening of its database) waited for, even once the tab that asked had closed.
 */
export const COUNT_BATCH_MS = 16

/**
 * How many ranges the next transaction counts, from how long the last one took for `counted`
 * ranges: as many as take about `COUNT_BATCH_MS`, one at least and `COUNT_BATCH` at most.
 */
export function nextCountBatch(counted: number, took: number): number {
  const each = Math.max(took, 0) / Math.max(counted, 1)
  if (each === 0) return COUNT_BATCH
  return Math.max(1, Math.min(COUNT_BATCH, Math.floor(COUNT_BATCH_MS / each)))
}

/** A count given up because a newer one was asked (`countRanges`' `wanted`). */
export class CountSuperseded extends Error {
  constructor() {
    super('A newer count was asked')
    this.name = 'CountSuperseded'
  }
}

/**
 * How many rows each range of an index holds, a batch of ranges a transaction: as many as take
 * about `COUNT_BATCH_MS` by how long the batch before took (`nextCountBatch`), each batch asked
 * once the one before is counted and no read of rows is under way (`beforeCounting`), so the
 * reads asked meanwhile go between them. Once `wanted` says no (the rows changed again and
 * the reader counts anew), no further batch is asked and it rejects with `CountSuperseded`.
 */
export async function countRanges(
  db: IDBDatabase,
  index: keyof typeof ROW_INDEXES,
  ranges: readonly IDBKeyRange[],
  wanted: () => boolean = () => true,
): Promise<number[]> {
  const counts: number[] = []
  let size = FIRST_COUNT_BATCH
  while (counts.length < ranges.length) {
    await beforeCounting(db)
    if (!wanted()) throw new CountSuperseded()
    const batch = ranges.slice(counts.length, counts.length + size)
    const started = performance.now()
    counts.push(
      ...(await inTransaction<number[]>(db, (store, tx, done) => {
        const requests = batch.map((range) => store.index(index).count(range))
        tx.oncomplete = () => done(requests.map((request) => request.result))
      })),
    )
    size = nextCountBatch(batch.length, performance.now() - started)
  }
  return counts
}

/** How many rows a collection has. */
export async function countRows(db: IDBDatabase, collection: CollectionName): Promise<number> {
  await beforeCounting(db)
  return request(() =>
    db
      .transaction(RECORDS_STORE, 'readonly')
      .objectStore(RECORDS_STORE)
      .index('collection')
      .count(collection),
  )
}

/** Every row (tests, and checks of the whole store). */
export function readAllRows(db: IDBDatabase): Promise<RecordRow[]> {
  return request(
    () =>
      db.transaction(RECORDS_STORE, 'readonly').objectStore(RECORDS_STORE).getAll() as IDBRequest<
        RecordRow[]
      >,
  )
}

/** The rows of whole collections (the small ones a start shows at once), in one transaction. */
export function readCollections(
  db: IDBDatabase,
  collections: readonly CollectionName[],
): Promise<Map<CollectionName, RecordRow[]>> {
  return reading(db, () =>
    inTransaction(db, (store, tx, done) => {
      const requests = collections.map(
        (collection) =>
          [collection, store.getAll(IDBKeyRange.bound([collection], [collection, []]))] as const,
      )
      tx.oncomplete = () =>
        done(new Map(requests.map(([name, request]) => [name, request.result as RecordRow[]])))
    }),
  )
}

/**
 * The first `limit` rows of a range of an index in its order, then every further row with the
 * same index key as the last one (ties, read only when the row after the last shares its key),
 * in one transaction. A list sorted by a refinement of the index's order (Favourites: newest
 * first, then the user's order) finds its first `limit` among them, however ties fall. Forwards only, with `getAll`: stepping a cursor through 60 rows, or
 * reading backwards, took longer than reading 2,500 at once (order keys that should read
 * newest first are negated instead).
 */
export function firstRows(
  db: IDBDatabase,
  index: keyof typeof ROW_INDEXES,
  bounds: { lower: IDBValidKey; upper: IDBValidKey },
  limit: number,
): Promise<RecordRow[]> {
  return reading(db, () =>
    inTransaction(db, (store, _, done) => {
      const source = store.index(index)
      // One more than asked: when it sorts after the last one asked, no tie was cut. A
      // read-only request's result is final: no need to wait for the transaction's end.
      const read = source.getAll(IDBKeyRange.bound(bounds.lower, bounds.upper), limit + 1)
      read.onsuccess = () => {
        const found = read.result as RecordRow[]
        const rows = found.slice(0, limit)
        const last = rows.at(-1)
        const key = last && found.length > limit ? keyIn(last, index)! : undefined
        if (key === undefined || compareKeys(key, keyIn(found[limit]!, index)!) !== 0)
          return done(rows)
        // Then the rows that share the last one's key, which the limit cut.
        const ties = source.getAll(IDBKeyRange.only(key))
        ties.onsuccess = () => {
          const have = new Set(rows.map((row) => row.id))
          done([...rows, ...(ties.result as RecordRow[]).filter((row) => !have.has(row.id))])
        }
      }
    }),
  )
}
