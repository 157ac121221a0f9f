/**
 * The two IndexedDB requests the persistence makes itself (y-indexeddb's helpers do the rest):
 * opening a document's database, created in y-indexeddb's layout (public/boot.js creates it the
 * same way), and storing one update, with errors that say what failed.
 */
export function openDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name)
    request.onupgradeneeded = () => {
      const db = request.result
      if (!db.objectStoreNames.contains('updates'))
        db.createObjectStore('updates', { autoIncrement: true })
      if (!db.objectStoreNames.contains('custom')) db.createObjectStore('custom')
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'))
    request.onblocked = () =>
      reject(new Error('IndexedDB is blocked by another open version of Hearth'))
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
