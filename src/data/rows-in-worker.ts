import type { CollectionName } from './collections'
import type { RowFeed } from './persistence/row-feed'
import { RowsLoad, type RowsSink } from './rows-into-store'

/**
 * A collection's rows read and followed in a worker of the page (a search index's), so that
 * the page never holds the whole collection for it: the worker opens the workspace's database
 * itself and reads every row (`RowsLoad`, as a store of the page does), and the page forwards
 * the changes of its row feed (`feed`), which the worker applies as they come, and its resets,
 * after which every row is read again.
 */
export interface FollowedRows {
  /** A change of the page's row feed (a reset: every row is read again). */
  feed(change: RowFeed): void
  /** Stops reading and following, and closes the connection. */
  close(): void
}

/**
 * Opens the workspace's database `name` as it is (no upgrade: a database that does not exist
 * is not made) and follows `collection`'s rows into `sink`. A newer Hearth upgrading the
 * database, or the workspace deleted, closes the connection: `sink.failed` then, as for a read
 * that fails, and the page reads the collection itself again.
 */
export function followRows(name: string, collection: CollectionName, sink: RowsSink): FollowedRows {
  const listeners = new Set<(change: RowFeed) => void>()
  let load: RowsLoad | null = null
  let db: IDBDatabase | null = null
  let closed = false
  // Changes the page forwards before the database is open are applied once it is: its reading
  // of every row starts after them, and a change after a row read wins over it.
  const early: RowFeed[] = []
  openAsItIs(name, () => {
    if (closed) return
    close()
    sink.failed(new Error(`The database ${name} was changed by another version of Hearth`))
  }).then(
    (opened) => {
      if (closed) return opened.close()
      db = opened
      load = new RowsLoad(
        collection,
        {
          db: opened,
          subscribe: (listener) => {
            listeners.add(listener)
            return () => void listeners.delete(listener)
          },
        },
        sink,
      )
      for (const change of early.splice(0)) feed(change)
      void load.start()
    },
    (error: unknown) => !closed && sink.failed(error),
  )
  const feed = (change: RowFeed) => {
    if (closed) return
    if (!load) return void early.push(change)
    for (const listener of [...listeners]) listener(change)
  }
  const close = () => {
    closed = true
    load?.stop()
    db?.close()
    listeners.clear()
  }
  return { feed, close }
}

/** Opens a database at the version it has; rejects when there is no such database. */
function openAsItIs(name: string, onVersionChange: () => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name)
    // There is no such database: opening it must not make one.
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onsuccess = () => {
      const db = request.result
      db.onversionchange = () => {
        // Never holds up an upgrade, or the deletion of the workspace.
        db.close()
        onVersionChange()
      }
      resolve(db)
    }
    request.onerror = () =>
      reject(request.error ?? new Error(`The database ${name} could not be opened`))
  })
}
