import { DB_VERSION, upgradeDatabase } from './record-store'

/**
 * The IndexedDB requests the persistence makes itself (y-indexeddb's helpers do the rest):
 * opening a document's database, in y-indexeddb's layout plus the row store (version 2,
 * `record-store.ts`; public/boot.js may have created version 1 first), and storing one update,
 * with errors that say what failed.
 *
 * A connection closes itself when a newer Hearth needs to change the database
 * (`versionchange`), so the newer one is never blocked by this one; `onVersionChange` says so.
 */
export function openDatabase(name: string, onVersionChange?: () => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let settled = false
    const request = indexedDB.open(name, DB_VERSION)
    request.onupgradeneeded = () => upgradeDatabase(request.result)
    request.onsuccess = () => {
      const db = request.result
      db.onversionchange = (event) => {
        // Deleting the database (null) waits for this tab, as before: its owner closes it.
        if (event.newVersion === null) return
        db.close()
        onVersionChange?.()
      }
      // Opened after it was given up on (an older tab held it): nobody uses this connection.
      if (settled) db.close()
      else resolve(db)
      settled = true
    }
    request.onerror = () => {
      settled = true
      reject(request.error ?? new Error('IndexedDB could not be opened'))
    }
    request.onblocked = () => {
      settled = true
      reject(
        new Error(
          'IndexedDB is blocked by another open version of Hearth: close its other tabs, then reload',
        ),
      )
    }
  })
}

export function addUpdate(db: IDBDatabase, update: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction('updates', 'readwrite')
    tx.oncomplete = () => resolve()
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('The write was aborted'))
    try {
      tx.objectStore('updates').add(update)
    } catch (error) {
      reject(error)
    }
  })
}
