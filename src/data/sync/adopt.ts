import type * as Y from 'yjs'
import { COLLECTIONS } from '../collections'
import { holdsOnlyDefaults } from '../doc/defaults'
import { collectionMap, deleteRecord } from '../doc/records-in-doc'
import { WORKSPACE_SETTINGS_ID } from '../records/workspace-settings'

/** Origin of the deletions that make a new device's workspace follow the server's. */
export const FOLLOW_SERVER_ORIGIN = Symbol('follow the server')

/**
 * Before a workspace that holds only what a new workspace starts with (a browser where Hearth
 * was only opened) first syncs with a copy the server already has: deletes the records the
 * server's copy does not have. Those are default widgets the user removed on another device;
 * written here, where that was never seen, they would otherwise come back on every device
 * when the two merge. A record the server has is left as it is (it stays on both), and a
 * workspace with anything of the user's in it is left to merge as it is. Returns how many
 * records were deleted; none when the server's copy is not a workspace yet (no settings record:
 * this device is the first to sync it).
 */
export function followServerCopy(local: Y.Doc, server: Y.Doc): number {
  if (!collectionMap(server, 'settings').has(WORKSPACE_SETTINGS_ID)) return 0
  if (!holdsOnlyDefaults(local)) return 0
  let deleted = 0
  local.transact(() => {
    for (const name of COLLECTIONS) {
      const theirs = collectionMap(server, name)
      for (const id of [...collectionMap(local, name).keys()])
        if (!theirs.has(id)) {
          deleteRecord(local, name, id)
          deleted++
        }
    }
  }, FOLLOW_SERVER_ORIGIN)
  return deleted
}
