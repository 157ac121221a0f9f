import type { Hocuspocus } from '@hocuspocus/server'
import type { DocumentStore } from './documents.js'
import type { Logger } from './log.js'
import { parseDocumentName } from './protocol.js'

/** The user's list of synced workspaces, a document of its own (src/data/sync/directory.ts). */
const DIRECTORY_ID = 'directory'
/** How long a removal waits for a workspace nobody syncs any more to be stored and let go of. */
const UNLOAD_WAIT_MS = 5000
/** How long it waits for a device still syncing it to stop (one that just turned its sync off). */
const CLOSE_WAIT_MS = 1000

export type RemoveOutcome = 'removed' | 'in-use' | 'invalid'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Removes one of a user's workspaces from the server: its stored document, then its entry in the
 * user's directory, which every device then stops listing. Refused while a device syncs it here
 * ('in-use'): that device would store it again. A device that has just turned its sync off may
 * still be connected for a moment, and the server then stores the document before letting go
 * of it; the removal waits for both. A device that syncs it later (or through
 * another instance meanwhile) puts it back, whole.
 */
export function createWorkspaceRemover(
  hocuspocus: Hocuspocus,
  documents: DocumentStore,
  log: Logger,
) {
  return async (userId: string, workspaceId: string): Promise<RemoveOutcome> => {
    const name = `${userId}/${workspaceId}`
    if (workspaceId === DIRECTORY_ID || !parseDocumentName(name)) return 'invalid'
    const held = () =>
      hocuspocus.documents.has(name) ||
      hocuspocus.loadingDocuments.has(name) ||
      hocuspocus.unloadingDocuments.has(name)
    for (const started = Date.now(); held(); await sleep(50)) {
      const syncing = (hocuspocus.documents.get(name)?.getConnectionsCount() ?? 0) > 0
      if (Date.now() - started > (syncing ? CLOSE_WAIT_MS : UNLOAD_WAIT_MS)) return 'in-use'
    }
    await documents.remove(name)
    const directory = await hocuspocus.openDirectConnection(`${userId}/${DIRECTORY_ID}`)
    try {
      await directory.transact((doc) => doc.getMap('workspaces').delete(workspaceId))
    } finally {
      await directory.disconnect()
    }
    log.info('workspace.removed', { userId, workspaceId })
    return 'removed'
  }
}
