// The document's code, which importing makes available to `yjs()` (`doc/yjs.ts`).
import './doc/yjs-kit'
import * as Y from 'yjs'
import { IdbPersistence } from './persistence/idb-persistence'
import { session } from './session'
import { recordsInWorker } from './persistence/in-worker'
import { readJournals } from './persistence/journal'
import {
  docRecords,
  exportBackup,
  exportRawUpdates,
  exportWorkspace,
  writeRecords,
  type BackupExport,
  type ParsedWorkspace,
  type RawUpdatesExport,
  type WorkspaceExport,
  type WorkspaceRecords,
} from './transfer'
import { workspaceDbName } from './workspace'
import type { WorkspaceInfo } from './workspace-info'
import { loadStoredDoc, clearStoredDoc } from './persistence/stored-document'

/**
 * Named operations that move whole workspaces in and out of this browser. The file formats
 * themselves (and their checks) are in `transfer.ts`.
 */

declare const __APP_VERSION__: string
const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0'

const nameOf = (id: string) => session.registry?.get(id)?.name ?? 'Workspace'

function active() {
  if (!session.workspace) throw new Error('No workspace is open yet. Try again.')
  return session.workspace
}

/**
 * The active workspace as an export file's object: from the document's owner in a worker when
 * the page has no document (a start from rows), else from the page's document (read first, if
 * need be). The page so never decodes a large workspace, nor keeps it in memory, for a backup.
 */
export async function exportActiveWorkspace(): Promise<WorkspaceExport> {
  const workspace = active()
  const owner = workspace.hasDoc ? null : workspace.commands.sink()
  return exportWorkspace(
    owner ? await owner.requests.records() : await workspace.loadDoc(),
    { id: workspace.id, name: nameOf(workspace.id) },
    APP_VERSION,
  )
}

/** A backup of every workspace that could be read, and the names of those that could not. */
export interface AllWorkspacesExport {
  backup: BackupExport
  unreadable: string[]
}

/**
 * Every workspace on this device as one backup object. A workspace whose stored data cannot be
 * read is left out and named in `unreadable` (opened, it offers 'Export raw data'): the others
 * are still backed up.
 */
export async function exportAllWorkspaces(): Promise<AllWorkspacesExport> {
  const exports: WorkspaceExport[] = []
  const unreadable: string[] = []
  for (const info of session.registry?.list() ?? []) {
    if (info.id === session.workspace?.id) exports.push(await exportActiveWorkspace())
    else {
      let records: WorkspaceRecords
      try {
        records = await storedRecords(workspaceDbName(info.id))
      } catch {
        unreadable.push(info.name)
        continue
      }
      exports.push(exportWorkspace(records, { id: info.id, name: info.name }, APP_VERSION))
    }
  }
  return { backup: exportBackup(exports, APP_VERSION), unreadable }
}

/**
 * Every record of a workspace that is not open: decoded in a worker (never on the page, which
 * would hold a large one for a moment), or here where there are no workers.
 */
async function storedRecords(name: string): Promise<WorkspaceRecords> {
  if (recordsInWorker)
    return recordsInWorker(
      name,
      readJournals(name).map(({ update }) => update),
    )
  const doc = await loadStoredDoc(name)
  try {
    return docRecords(doc)
  } finally {
    doc.destroy()
  }
}

/** Everything stored for the active workspace, as stored (for one that cannot be read). */
export async function exportRawData(): Promise<RawUpdatesExport> {
  const workspace = active()
  return exportRawUpdates(workspace.id, await workspace.persistence.rawUpdates())
}

/**
 * Stores imported workspaces as new ones; returns them. All or none: when one cannot be stored,
 * those stored before it are taken away again, and the error is thrown.
 */
export async function importAsNewWorkspaces(
  workspaces: ParsedWorkspace[],
): Promise<WorkspaceInfo[]> {
  const registry = session.registry
  if (!registry) throw new Error('The workspaces are still opening. Try again.')
  const created: WorkspaceInfo[] = []
  try {
    for (const parsed of workspaces) {
      const info = registry.create(registry.uniqueName(parsed.name))
      created.push(info)
      const doc = new Y.Doc()
      writeRecords(doc, parsed.records)
      const persistence = new IdbPersistence(workspaceDbName(info.id), doc)
      try {
        await persistence.whenLoaded
      } finally {
        await persistence.destroy()
        doc.destroy()
      }
    }
  } catch (error) {
    for (const info of created) {
      registry.remove(info.id)
      await clearStoredDoc(workspaceDbName(info.id)).catch(() => {})
    }
    throw error
  }
  return created
}

/** Replaces the active workspace's contents with an imported one (one undoable step). */
export async function replaceActiveWorkspace(parsed: ParsedWorkspace) {
  await active().replaceAll(parsed.records, 'Import workspace')
}
