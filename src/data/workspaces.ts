import type * as Y from 'yjs'
import { loadYjs } from './doc/load-yjs'
import { forgetFirstView } from '@/lib/first-view-key'
import { forgetWorkspaceEntries } from '@/lib/workspace-storage'
import { IdbPersistence } from './persistence/idb-persistence'
import { deleteSnapshots } from './snapshots'
import { session } from './session'
import { workspaceDbName, type WorkspaceHandle } from './workspace'
import type { WorkspaceInfo } from './workspace-info'
import { loadStoredDoc, clearStoredDoc } from './persistence/stored-document'

/**
 * Named operations on the workspace list: create, rename, duplicate, delete and switch. The
 * UI calls these; it never holds a document, the persistence or the list's Y.Doc.
 */

function registry() {
  if (!session.registry) throw new Error('The workspaces are still opening. Try again.')
  return session.registry
}

/** The active workspace, for code outside React (a palette search, a command); null while opening. */
export function activeWorkspace(): WorkspaceHandle | null {
  return session.workspace
}

/**
 * The active workspace once the session has opened it: for a command or a search that can come
 * before (a key pressed as the page starts, a palette opened then), which would otherwise find
 * nothing. Null when it could not open.
 */
export async function openedWorkspace(): Promise<WorkspaceHandle | null> {
  await session.start().catch(() => {})
  return session.workspace
}

/** Closes the active workspace and opens another. */
export function switchWorkspace(id: string): Promise<void> {
  return session.switchTo(id)
}

/** Creates a workspace; does not switch to it. */
export function createWorkspace(name: string): WorkspaceInfo {
  return registry().create(name)
}

/** Renames a workspace (undoable). */
export function renameWorkspace(id: string, name: string) {
  registry().rename(id, name)
}

/** A name no workspace has yet: 'Personal copy', 'Personal copy 2', … (fitted to 60 characters). */
export function uniqueWorkspaceName(base: string, suffix = ''): string {
  return registry().uniqueName(base, suffix)
}

/**
 * Copies a workspace's whole document into a new one named `name`. A workspace whose stored
 * data cannot be read is refused with a message that names it and says what to do; nothing is
 * created.
 */
export async function duplicateWorkspace(id: string, name: string): Promise<WorkspaceInfo> {
  const open = session.workspace?.id === id ? session.workspace : null
  // A read-only workspace shows only what could be read: copy what is stored, or say why not.
  const active = open && !open.readOnly ? await open.loadDoc() : null
  let source: Y.Doc
  try {
    source = active ?? (await loadStoredDoc(workspaceDbName(id)))
  } catch (error) {
    const original = registry().get(id)?.name ?? 'The workspace'
    throw new Error(
      `The stored data of ${original} could not be read (${error instanceof Error ? error.message || error.name : String(error)}). ${open ? 'Use ‘Export raw data’ at the top of the page' : `Switch to ${original} and use ‘Export raw data’`} to keep what is stored.`,
    )
  }
  const info = registry().create(name)
  const { Y: yjs } = await loadYjs()
  const copy = new yjs.Doc()
  yjs.applyUpdate(copy, yjs.encodeStateAsUpdate(source))
  const persistence = new IdbPersistence(workspaceDbName(info.id), copy)
  await persistence.whenLoaded
  await persistence.destroy()
  copy.destroy()
  if (!active) source.destroy()
  return info
}

/**
 * Deletes a workspace, its stored document, its snapshots and what this device kept for it in
 * localStorage (tools' inputs). Switches away first if it is open.
 */
export async function deleteWorkspace(id: string) {
  const list = registry()
  if (list.list().length <= 1) throw new Error('The last workspace cannot be deleted.')
  if (session.workspace?.id === id) await session.switchTo(list.list().find((w) => w.id !== id)!.id)
  list.remove(id)
  forgetFirstView(id)
  forgetWorkspaceEntries(id)
  await clearStoredDoc(workspaceDbName(id))
  await deleteSnapshots(id).catch(() => {})
}
