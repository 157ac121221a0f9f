import * as z from 'zod/mini'
import type { IndexedText } from './index-server'

/**
 * Search indexes kept between starts, so that a worker that reads a large collection's rows
 * (`rowsIndexServer`) loads its index instead of building it anew (50,000 bookmarks: more than a
 * second of a core). Each is stored with a print of every record's words (`textPrint`): the rows
 * read at the next start are checked against them, and only what changed since is indexed again.
 * They live in a database of their own per workspace (`storedIndexesDbName`), deleted with the
 * workspace; a write there never waits on the workspace's own.
 */

/** An index as stored: its format (`TextIndex.format`), the index itself, and its records' prints. */
export interface StoredIndex {
  format: string
  index: string
  ids: string[]
  prints: number[]
}

const storedIndex = z.object({
  format: z.string(),
  index: z.string(),
  ids: z.array(z.string()),
  prints: z.array(z.number()),
})

/** Where a rows index keeps its index between starts (in IndexedDB: `storedIndexes`). */
export interface IndexStore {
  /** The index of `collection` stored for the database `db`; undefined if none can be read. */
  read(db: string, collection: string): Promise<StoredIndex | undefined>
  write(db: string, collection: string, stored: StoredIndex): Promise<void>
}

const STORE = 'indexes'

/** The database that keeps the search indexes of the workspace whose database is `db`. */
export const storedIndexesDbName = (db: string) => `hearth:search-index:${db}`

function open(db: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(storedIndexesDbName(db), 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => {
      const opened = request.result
      // Never holds up the workspace's deletion.
      opened.onversionchange = () => opened.close()
      resolve(opened)
    }
    request.onerror = () => reject(request.error ?? new Error('The search index could not open'))
  })
}

/** Runs one request on the store and closes the connection. */
async function withStore<T>(
  db: string,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const opened = await open(db)
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = opened.transaction(STORE, mode)
      const request = run(tx.objectStore(STORE))
      tx.oncomplete = () => resolve(request.result as T)
      tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('The search index failed'))
    })
  } finally {
    opened.close()
  }
}

/** The indexes kept in this browser's IndexedDB. */
export const storedIndexes: IndexStore = {
  async read(db, collection) {
    try {
      const value = await withStore<unknown>(db, 'readonly', (store) => store.get(collection))
      const parsed = storedIndex.safeParse(value)
      return parsed.success && parsed.data.ids.length === parsed.data.prints.length
        ? parsed.data
        : undefined
    } catch {
      return undefined
    }
  },
  async write(db, collection, stored) {
    await withStore(db, 'readwrite', (store) => store.put(stored, collection))
  },
}

/** Deletes the search indexes kept for the workspace whose database is `db`. */
export function forgetStoredIndexes(db: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(storedIndexesDbName(db))
    // Kept only to be quicker: a failure leaves a few megabytes, never a wrong answer.
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
}

/**
 * A print of a record's words: its fields' length and an FNV-1a hash of them, as one number.
 * Two different texts with one print (about one in four billion) would leave the older words
 * indexed until the record changes again.
 */
export function textPrint(text: IndexedText): number {
  let hash = 0x811c9dc5
  let length = 0
  // The fields in the order the section's `text` gives them (the same for every record).
  for (const key of Object.keys(text)) {
    if (key === 'id') continue
    const value = `${key}\u001f${text[key]}\u001e`
    length += value.length
    for (let i = 0; i < value.length; i++) {
      hash ^= value.charCodeAt(i)
      hash = Math.imul(hash, 0x01000193)
    }
  }
  return (length % 2 ** 20) * 2 ** 32 + (hash >>> 0)
}
