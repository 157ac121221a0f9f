import type { CollectionName } from './collections'
import { RECORDS_STORE, readWatermark } from './persistence/record-store'
import { isRowsChange, rowsChannelName, type RowsChange } from './rows-events'
import { ROWS_VERSION, type RecordRow } from './rows-layout'

export type { RowsChange } from './rows-events'
export { workspaceDbName as workspaceRowsName } from './workspace-db'

/**
 * Reading a workspace's rows (`rows-layout.ts`) without its document: from a worker as well as
 * a page. The persistence announces each committed write of rows (`rows-events.ts`); a reader
 * hears every tab's, its own included.
 */
const request = <T>(make: () => IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    const req = make()
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('The read failed'))
  })

export interface RowsReader {
  /** Whether the rows were complete when opened (a watermark of this layout was stored). */
  readonly complete: boolean
  /** Every row of a collection. */
  all(collection: CollectionName): Promise<RecordRow[]>
  /** The rows of these records (undefined: no such record). */
  get(keys: readonly [CollectionName, string][]): Promise<(RecordRow | undefined)[]>
  /** Hears every committed change of rows, from any tab. */
  onChange(listener: (change: RowsChange) => void): () => void
  close(): void
}

/**
 * Opens the rows of the workspace database `database` for reading. Null when it has none (not
 * opened by this version of Hearth yet) or cannot be opened. Never creates or upgrades it.
 */
export async function openRows(database: string): Promise<RowsReader | null> {
  let db: IDBDatabase
  try {
    db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(database)
      // No such database: nothing to read (and nothing is created).
      open.onupgradeneeded = () => open.transaction?.abort()
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error ?? new Error('IndexedDB could not be opened'))
    })
  } catch {
    return null
  }
  // A newer Hearth changing the database is never held back by a reader.
  db.onversionchange = () => db.close()
  if (!db.objectStoreNames.contains(RECORDS_STORE)) {
    db.close()
    return null
  }
  const mark = await readWatermark(db).catch(() => null)
  const channels = new Set<BroadcastChannel>()
  return {
    complete: mark?.version === ROWS_VERSION,
    all: (collection) =>
      request(
        () =>
          db
            .transaction(RECORDS_STORE, 'readonly')
            .objectStore(RECORDS_STORE)
            .index('collection')
            .getAll(collection) as IDBRequest<RecordRow[]>,
      ),
    get: (keys) => {
      if (!keys.length) return Promise.resolve([])
      const store = db.transaction(RECORDS_STORE, 'readonly').objectStore(RECORDS_STORE)
      return Promise.all(
        keys.map((key) => request(() => store.get(key) as IDBRequest<RecordRow | undefined>)),
      )
    },
    onChange: (listener) => {
      if (typeof BroadcastChannel === 'undefined') return () => {}
      const channel = new BroadcastChannel(rowsChannelName(database))
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (isRowsChange(event.data)) listener(event.data)
      }
      channels.add(channel)
      return () => {
        channel.close()
        channels.delete(channel)
      }
    },
    close: () => {
      for (const channel of channels) channel.close()
      channels.clear()
      db.close()
    },
  }
}
