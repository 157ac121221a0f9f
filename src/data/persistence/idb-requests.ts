import { DB_VERSION, upgradeDatabase } from './record-store'

/**
 * The IndexedDB requests the persistence makes itself (y-indexeddb's helpers do the rest):
 * opening a document's database, in y-indexeddb's layout, for a workspace with the row store
 * (version 2, `record-store.ts`; public/boot.js or an earlier Hearth may have made version 1),
 * and storing one update, with errors that say what failed.
 *
 * A connection closes itself when a newer Hearth needs to change the database
 * (`versionchange`), so the newer one is never blocked by this one; `onVersionChange` says so.
 */
export function openDatabase(
  name: string,
  {
    upgrade = false,
    onVersionChange,
    onBlocked,
  }: {
    /** Brings the database to `DB_VERSION` (workspaces); otherwise it opens as it is. */
    upgrade?: boolean
    onVersionChange?: () => void
    onBlocked?: () => void
  } = {},
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let settled = false
    const request = upgrade ? indexedDB.open(name, DB_VERSION) : indexedDB.open(name)
    request.onupgradeneeded = () => upgradeDatabase(request.result, { rows: upgrade })
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
    // A tab of an earlier Hearth holds the database at its older version and does not let go
    // (it predates `onversionchange` above): the upgrade waits until that tab is closed or
    // reloaded, and `onBlocked` says so meanwhile. Nothing is read or written until then.
    request.onblocked = () => {
      if (onBlocked) return onBlocked()
      settled = true
      reject(
        new Error(
          'IndexedDB is blocked by another open version of Hearth: close its other tabs, then reload',
        ),
      )
    }
  })
}

/**
 * The connection a document's persistence stores through: boot.js's early one (`early`, which
 * opened the database at whatever version it found), or a new one. With `upgrade` (workspaces)
 * an early connection to an older layout is given up for one that brings it up to date. A newer
 * Hearth upgrading the database closes it (`onVersionChange`).
 */
export async function openDocumentDatabase(
  name: string,
  early: IDBDatabase | null,
  options: { upgrade: boolean; onVersionChange: () => void; onBlocked?: () => void },
): Promise<IDBDatabase> {
  if (early && options.upgrade && early.version < DB_VERSION) early.close()
  else if (early) {
    early.onversionchange = (event) => {
      // Deleting the database (null) waits for this tab, as before: its owner closes it.
      if (event.newVersion === null) return
      early.close()
      options.onVersionChange()
    }
    return early
  }
  return openDatabase(name, options)
}

/** Every update stored in a document's database. */
export function readUpdates(db: IDBDatabase): Promise<Uint8Array[]> {
  return new Promise((resolve, reject) => {
    const request = db.transaction('updates', 'readonly').objectStore('updates').getAll()
    request.onsuccess = () => resolve(request.result as Uint8Array[])
    request.onerror = () => reject(request.error ?? new Error('The read failed'))
  })
}

/** Every update stored, read through `db` if open, else through a connection of its own. */
export async function storedUpdates(name: string, db: IDBDatabase | null): Promise<Uint8Array[]> {
  const own = db ?? (await openDatabase(name))
  try {
    return await readUpdates(own)
  } finally {
    // A connection left open would block deleting the database (Reset workspace).
    if (!db) own.close()
  }
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
