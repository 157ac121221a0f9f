import type * as Y from 'yjs'
import { COLLECTIONS } from '../collections'
import { BOOKMARK_V10_DEFAULTS, BOOKMARK_V3_DEFAULTS } from '../records/bookmark'
import { BOOKMARK_FOLDER_V3_DEFAULTS } from '../records/bookmark-folder'
import { TODO_V2_DEFAULTS } from '../records/todo'
import { WIDGET_V4_DEFAULTS } from '../records/widget'
import { WORKSPACE_SETTINGS_V4_DEFAULTS } from '../records/workspace-settings'
import type { CollectionName } from '../collections'
import { addDefaultWidgets } from './default-widgets'
import { fieldsMap } from './record-fields'
import { collectionMap, decodeStored, encodeStored } from './records-in-doc'

/**
 * A step that brings a document from `version - 1` to `version`. Append only: never edit or
 * remove a migration that has shipped. Each must be idempotent (two tabs may run it at once)
 * and has a test on a fixture of the old shape. `docs/data-format.md` says how to add one.
 */
export interface Migration {
  version: number
  name: string
  up: (doc: Y.Doc) => void
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'adopt-unversioned-documents',
    // Documents written before versioning have no meta. (The settings record every workspace
    // needs is added by `ensureDefaultRecords`, on every open, not by a migration.)
    up: (doc) => {
      for (const name of COLLECTIONS) collectionMap(doc, name)
    },
  },
  {
    version: 2,
    name: 'todo-details',
    // Todos gain a time, priority, tags, subtasks, a repeat and a reminder. Every stored todo
    // gets their empty values; a field already there (another tab ran this first) is kept.
    up: (doc) => addMissingFields(doc, 'todos', TODO_V2_DEFAULTS),
  },
  {
    version: 3,
    name: 'bookmark-details',
    // Bookmarks gain a favourite flag, an icon and what browsers' files carry (keyword,
    // private, to read); folders a description and a role (bookmarks bar, other bookmarks).
    up: (doc) => {
      addMissingFields(doc, 'bookmarks', BOOKMARK_V3_DEFAULTS)
      addMissingFields(doc, 'bookmarkFolders', BOOKMARK_FOLDER_V3_DEFAULTS)
    },
  },
  {
    version: 4,
    name: 'widget-layouts',
    // Widgets gain their place on each grid of the Overview (none yet: they are placed from
    // their order) and a hidden flag; the workspace's settings the bookmarks pinned to the
    // taskbar (none).
    up: (doc) => {
      addMissingFields(doc, 'widgets', WIDGET_V4_DEFAULTS)
      addMissingFields(doc, 'settings', WORKSPACE_SETTINGS_V4_DEFAULTS)
    },
  },
  {
    version: 5,
    name: 'overview-default-layout',
    // The Overview became a grid of widgets. A workspace from before it had none (its
    // Overview was fixed), so it gets the default layout; one that has widgets keeps them.
    // The default widgets have fixed ids, so two tabs running this at once agree.
    up: (doc) => addDefaultWidgets(doc),
  },
  {
    version: 6,
    name: 'saved-colours',
    // The colour picker saves named colours in a collection of their own. Older documents get
    // it empty; nothing else changes. (The version still moves, so an older build opens a
    // document with saved colours read-only rather than exporting it without them.)
    up: (doc) => void collectionMap(doc, 'colors'),
  },
  {
    version: 7,
    name: 'per-field-edits',
    // Edits are stored per field (`record-fields.ts`), so devices that edit different fields
    // of one record while apart keep both. Stored records stay as they are: the first edit of a
    // field after this adds its entry. The version moves so an older build, which would not
    // see those entries, opens the document read-only.
    up: (doc) => {
      for (const name of COLLECTIONS) fieldsMap(doc, name)
    },
  },
  {
    version: 8,
    name: 'records-as-json-text',
    // Each record's stored fields become one JSON text instead of a Yjs object: Yjs decodes an
    // object key by key, and the Large sample's document decoded about three times slower.
    // Nothing a record holds changes. A value already text (another tab ran this first) stays,
    // and reading takes both forms, since a device on an older build may still write objects.
    // The version moves so an older build, which cannot read text records, opens it read-only.
    up: (doc) => {
      for (const name of COLLECTIONS) {
        const records = collectionMap(doc, name)
        for (const [id, value] of records.entries()) {
          if (typeof value === 'string') continue
          const fields = decodeStored(value)
          if (fields) records.set(id, encodeStored(fields))
        }
      }
    },
  },
  {
    version: 9,
    name: 'trash-for-every-kind',
    // Every kind of item can be in the Trash (`trashedAt`, and `trashedWith` for what a deleted
    // list or folder took along), not only notes. Stored records stay as they are: one without
    // the fields is not in the Trash, and notes keep theirs. The version moves so an older
    // build, which would show what is in the Trash as if it were not, opens the document
    // read-only.
    up: () => {},
  },
  {
    version: 10,
    name: 'bookmark-notes',
    // Bookmarks gain a note (Markdown, which may link to other items). Every stored bookmark
    // gets an empty one; one already there (another tab ran this first) is kept. The version
    // moves so an older build, which would leave the notes out of what it exports, opens the
    // document read-only.
    up: (doc) => addMissingFields(doc, 'bookmarks', BOOKMARK_V10_DEFAULTS),
  },
]

/** Gives every stored record of a collection the fields it lacks; fields already there stay. */
function addMissingFields(doc: Y.Doc, name: CollectionName, defaults: object) {
  const records = collectionMap(doc, name)
  for (const [id, value] of records.entries()) {
    const record = decodeStored(value)
    if (!record) continue
    const missing = Object.entries(defaults).filter(([field]) => !(field in record))
    if (!missing.length) continue
    const fields = { ...record, ...structuredClone(Object.fromEntries(missing)) }
    // In the form it was found: objects before schema 8.
    records.set(id, typeof value === 'string' ? encodeStored(fields) : fields)
  }
}

/** The schema version this build writes. */
export const SCHEMA_VERSION = MIGRATIONS.at(-1)!.version

export const MIGRATION_ORIGIN = Symbol('migration')

export function readSchemaVersion(doc: Y.Doc): number {
  const value = doc.getMap('meta').get('schemaVersion')
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0
}

export type MigrationResult =
  | { status: 'current' | 'migrated'; from: number; to: number }
  | { status: 'newer'; from: number; to: number }

/**
 * Brings a document to `SCHEMA_VERSION`: every pending migration of the one document-level list
 * runs, in order, inside one transaction, and the version is set in the same transaction. A
 * document from a newer build is left alone.
 */
export function migrate(
  doc: Y.Doc,
  migrations: readonly Migration[] = MIGRATIONS,
): MigrationResult {
  const from = readSchemaVersion(doc)
  const to = migrations.at(-1)?.version ?? 0
  if (from > to) return { status: 'newer', from, to }
  const pending = migrations.filter((m) => m.version > from)
  if (!pending.length) return { status: 'current', from, to }
  doc.transact(() => {
    for (const migration of pending) migration.up(doc)
    doc.getMap('meta').set('schemaVersion', to)
  }, MIGRATION_ORIGIN)
  return { status: 'migrated', from, to }
}
