// What reading the row store needs without Yjs (a search index's worker reads rows): its
// store's name and a request as a promise. The row store itself is record-store.ts.

/** The object store of the rows (`record-store.ts`). */
export const RECORDS_STORE = 'records'

/** One request as a promise, with its error when it fails. */
export function request<T>(make: () => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    try {
      const req = make()
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error ?? new Error('The read failed'))
    } catch (error) {
      reject(error)
    }
  })
}
