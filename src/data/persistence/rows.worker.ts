/// <reference lib="webworker" />
import { openDatabase } from './idb-requests'
import type { WorkerAnswer } from './rebuild-in-worker'
import { hasRowStore } from './record-store'
import { rebuildRows } from './row-rebuild'

/**
 * Builds a workspace's rows from its update log off the page (`row-rebuild.ts`). Asked with
 * `{ name }` (the workspace's database); answers `{ loaded: true }` once the document is
 * decoded, then `{ ok: true, loadedMs, rows }` or `{ ok: false, error }`; the page ends it.
 */
self.onmessage = async (event: MessageEvent<{ name: string }>) => {
  try {
    // Closes itself if a newer Hearth upgrades the database meanwhile; the rebuild then fails.
    const db = await openDatabase(event.data.name)
    try {
      if (!hasRowStore(db)) throw new Error('The database has no row store')
      const loaded: WorkerAnswer = { loaded: true }
      const report = await rebuildRows(db, () => self.postMessage(loaded))
      self.postMessage({ ok: true, ...report } satisfies WorkerAnswer)
    } finally {
      db.close()
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    self.postMessage({ ok: false, error: message } satisfies WorkerAnswer)
  }
}
