import type * as Y from 'yjs'
import { WORKSPACE_SETTINGS_ID, workspaceSettingsType } from '../records/workspace-settings'
import { addDefaultWidgets } from './default-widgets'
import { collectionMap, writeRecord } from './records-in-doc'

/** Origin of records that every workspace must have, written when one is missing. */
export const DEFAULTS_ORIGIN = Symbol('defaults')

/**
 * Adds the records every workspace has (its settings record) where they are missing: a new
 * workspace, one emptied by 'Reset workspace', or one written before they existed. Not a
 * migration: it depends on no version and runs on every open. Writes nothing when all are there.
 * A workspace that gets its settings here is new (or reset), so it also gets the default
 * Overview when it has no widgets.
 */
export function ensureDefaultRecords(doc: Y.Doc) {
  const settings = collectionMap(doc, 'settings')
  if (settings.has(WORKSPACE_SETTINGS_ID)) return
  doc.transact(() => {
    addDefaultWidgets(doc)
    writeRecord(
      doc,
      'settings',
      workspaceSettingsType.create({ id: WORKSPACE_SETTINGS_ID, now: Date.now() }),
    )
  }, DEFAULTS_ORIGIN)
}
