// The document's code, which importing makes available to `yjs()` (`doc/yjs.ts`).
import '../doc/yjs-kit'
import * as Y from 'yjs'

/**
 * Merges a document's stored updates into one, without decoding the document (`Y.mergeUpdates`
 * on the stored bytes), in one transaction that holds the log: updates stored meanwhile wait
 * and come after the merged one. For a worker (`storage.worker.ts`): encoding a large
 * workspace's whole state on the page held it for hundreds of ms. Resolves with how many
 * updates were merged.
 */
export function compactLog(db: IDBDatabase): Promise<number> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction('updates', 'readwrite')
    const store = tx.objectStore('updates')
    const keys = store.getAllKeys()
    const updates = store.getAll()
    let merged = 0
    tx.oncomplete = () => resolve(merged)
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('The compaction was aborted'))
    updates.onsuccess = () => {
      const all = updates.result as Uint8Array[]
      const stored = keys.result as number[]
      if (all.length < 2) return
      store.add(Y.mergeUpdates(all))
      store.delete(IDBKeyRange.upperBound(stored.at(-1)!))
      merged = all.length
    }
  })
}
