/// <reference lib="webworker" />
// First: the document's code, available to every module here at once (`doc/yjs.ts`).
import '../doc/yjs-kit'
import * as Y from 'yjs'
import { compactLog } from './compact-log'
import { openDatabase } from './idb-requests'
import type { WorkerAnswer, WorkerTask } from './in-worker'
import { hasRowStore } from './record-store'
import { checkLog, rebuildRows, repairRows } from './row-rebuild'
import { dailySnapshot, snapshotTakenToday, takeDailySnapshot } from '../snapshots'
import { docRecords, type WorkspaceRecords } from '../transfer'

/**
 * A workspace database's heavy upkeep, off the page: building its rows from the update log
 * (`row-rebuild.ts`), merging the log (`compact-log.ts`), checking that it decodes (`check`,
 * after a start from rows, taking today's snapshot from it when there is none yet), or taking
 * today's snapshot of a document the page holds (`snapshot`), or reading every record of a
 * workspace that is not open, for an export (`records`). Asked with `{ name, task }`;
 * answers `{ loaded: true }` once a rebuild's document is decoded, then `{ ok: true, ... }` or
 * `{ ok: false, error }`; the page ends it.
 */
type Request = { name: string; task: WorkerTask; journals?: Uint8Array[] }

self.onmessage = async (event: MessageEvent<Request>) => {
  const { name, task, journals = [] } = event.data
  try {
    // Closes itself if a newer Hearth upgrades the database meanwhile; the task then fails.
    const db = await openDatabase(name)
    try {
      if (task === 'check') {
        // Today's snapshot, if none is taken yet, from the document decoded for the check: a
        // page that only reads never decodes it (`snapshots.ts`).
        const id = name.replace(/^hearth:workspace:/, '')
        let snapshot = false
        const due = !(await snapshotTakenToday(id).catch(() => true))
        const checked = await checkLog(
          db,
          due
            ? async (doc) => (snapshot = !!(await takeDailySnapshot(id, doc).catch(() => null)))
            : undefined,
        )
        // Rows that drifted behind the log (their watermark says otherwise) are built again.
        const repaired = checked.behind && hasRowStore(db) && !!(await repairRows(db))
        self.postMessage({
          ok: true,
          ...checked,
          ...(snapshot ? { snapshot: true as const } : {}),
          ...(repaired ? { repaired: true as const } : {}),
        } satisfies WorkerAnswer)
        return
      }
      if (task === 'snapshot') {
        // Today's snapshot of a document the page holds, without encoding it there.
        const id = name.replace(/^hearth:workspace:/, '')
        let taken: Awaited<ReturnType<typeof dailySnapshot>> = null
        if (!(await snapshotTakenToday(id).catch(() => true)))
          await checkLog(db, async (doc) => {
            taken = await dailySnapshot(id, doc).catch(() => null)
          })
        self.postMessage({
          ok: true,
          ...(taken === 'nothing-to-keep'
            ? { nothingToKeep: true as const }
            : taken
              ? { snapshot: true as const }
              : {}),
        } satisfies WorkerAnswer)
        return
      }
      if (task === 'records') {
        // An export of a workspace that is not open: its records, decoded here.
        let collections: WorkspaceRecords | undefined
        const checked = await checkLog(db, async (doc) => {
          for (const update of journals) Y.applyUpdate(doc, update)
          collections = docRecords(doc)
        })
        self.postMessage({
          ok: true,
          ...(checked.unreadable === undefined
            ? { collections }
            : { unreadable: checked.unreadable }),
        } satisfies WorkerAnswer)
        return
      }
      if (task === 'compact') {
        const merged = await compactLog(db)
        self.postMessage({ ok: true, merged } satisfies WorkerAnswer)
        return
      }
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
