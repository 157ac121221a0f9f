import { generateSampleRecords, type SampleSize } from './sample-data'
import { session } from './session'
import { snapshotRecords } from './snapshots'
import { workspaceDbName } from './workspace'
import { clearStoredDoc } from './persistence/stored-document'

/** Named operations that change what the active workspace holds as a whole. */

function active() {
  if (!session.workspace) throw new Error('No workspace is open yet. Try again.')
  return session.workspace
}

/** Adds demo content in one undoable step; resolves with the number of records once stored. */
export async function addSampleData(size: SampleSize): Promise<number> {
  const records = await generateSampleRecords(size)
  const workspace = active()
  await workspace.addAll(records, 'Add sample data')
  // Report success once the browser has stored it, not merely held it in memory.
  await workspace.persistence.flush()
  return Object.values(records).reduce((sum, list) => sum + (list?.length ?? 0), 0)
}

/** Empties the active workspace in place (undo can bring it back in this tab). */
export async function resetWorkspace() {
  await active().replaceAll({}, 'Reset workspace')
}

/** Puts a snapshot's contents back into the active workspace (one undoable step). */
export async function restoreSnapshot(key: string) {
  const records = await snapshotRecords(key)
  await active().replaceAll(records, 'Restore snapshot')
}

/** Deletes the stored document of a workspace that cannot be read and opens it empty. */
export async function resetBrokenWorkspace() {
  const id = await session.closeActive()
  if (!id) return
  await clearStoredDoc(workspaceDbName(id))
  await session.open(id)
}
