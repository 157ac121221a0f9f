import type * as Y from 'yjs'
import { COLLECTIONS, type CollectionName } from '../collections'
import { WORKSPACE_SETTINGS_ID, workspaceSettingsType } from '../records/workspace-settings'
import { addDefaultWidgets, defaultWidgetId, DEFAULT_WIDGETS } from './default-widgets'
import { clearCollection, collectionMap, collectionTypes, writeRecord } from './records-in-doc'

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

/** The records a new workspace starts with, by collection. */
const DEFAULT_IDS: Partial<Record<CollectionName, ReadonlySet<string>>> = {
  widgets: new Set(DEFAULT_WIDGETS.map(({ kind }) => defaultWidgetId(kind))),
  settings: new Set([WORKSPACE_SETTINGS_ID]),
}

/**
 * Whether a workspace holds nothing anyone made: no record but those `ensureDefaultRecords`
 * writes (or fewer of them), and no edit of those (an edit is a per-field entry, a text or an
 * edit time). A browser where Hearth was only opened has such a workspace.
 */
export function holdsOnlyDefaults(doc: Y.Doc): boolean {
  return COLLECTIONS.every((name) =>
    collectionTypes(doc, name).every((type, index) =>
      index === 0 ? [...type.keys()].every((id) => DEFAULT_IDS[name]?.has(id)) : type.size === 0,
    ),
  )
}

/** Records of some collections, validated elsewhere (an import, a sample, a snapshot). */
export type SomeRecords = Partial<{ [K in CollectionName]: readonly Record<string, unknown>[] }>

/**
 * Writes `records` in one transaction of `origin`, keeping their ids and unknown fields; with
 * `replace`, every collection is emptied first, and an emptied workspace keeps its settings.
 */
export function writeRecords(
  doc: Y.Doc,
  records: SomeRecords,
  { origin, replace }: { origin: unknown; replace: boolean },
) {
  doc.transact(() => {
    for (const name of COLLECTIONS) {
      if (replace) clearCollection(doc, name)
      for (const record of records[name] ?? []) writeRecord(doc, name, record)
    }
    if (replace) ensureDefaultRecords(doc)
  }, origin)
}
