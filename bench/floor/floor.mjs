// The data benchmark's floor (bench/data.bench.mjs): a bare page on the app's origin that reads
// the active workspace's stored updates from IndexedDB and decodes them into a Y.Doc, as the data
// layer does (src/data/persistence), with the same string reader (build-plugins/fast-strings.ts)
// and nothing else: no React, no app code, no rendering. What it takes is what any start that
// opens the document on the main thread pays before the app's own work.
import * as Y from 'yjs'

const fail = (error) => (window.__floor = { error: String(error) })
try {
  const id = localStorage.getItem('hearth:active-workspace')
  const request = indexedDB.open(`hearth:workspace:${id}`)
  request.onerror = () => fail(request.error)
  request.onsuccess = () => {
    const read = request.result.transaction('updates', 'readonly').objectStore('updates').getAll()
    read.onerror = () => fail(read.error)
    read.onsuccess = () => {
      const updates = read.result
      const readAt = performance.now()
      const doc = new Y.Doc()
      Y.transact(doc, () => updates.forEach((update) => Y.applyUpdate(doc, update)))
      const decodedAt = performance.now()
      const records = [...doc.share.values()].reduce((sum, type) => sum + type._map.size, 0)
      window.__floor = { readAt, decodedAt, records }
    }
  }
} catch (error) {
  fail(error)
}
