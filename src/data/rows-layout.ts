import type { CollectionName } from './collections'

/**
 * Records as rows: one row per record, readable from IndexedDB without decoding the workspace
 * document (`persistence/record-store.ts` keeps them). A row holds the record exactly as the
 * document reads it (`readRecord` over `readStored`: per-field edits, text and edit times
 * included) and the keys its indexes sort and filter by. IndexedDB keys are strings, numbers,
 * dates, binaries and arrays of those: no booleans and no null, so a row's keys (`k`) are
 * derived from the record: 0/1 for flags, '' for "none".
 *
 * Bump `ROWS_VERSION` whenever what a row holds or which indexes exist changes: every stored
 * workspace is then indexed again, in the background, on its next open.
 */
export const ROWS_VERSION = 1

export interface RowKeys {
  /** Order key of ordered records ('' for the rest). */
  order: string
  /** A todo's list, a bookmark's folder, a folder's parent ('' for the top level or Inbox). */
  parent?: string
  /** Todos: 1 when done, else 0. */
  done?: number
  /** Todos: due date YYYY-MM-DD, '' when none. */
  due?: string
  /** Bookmarks and notes: 1 when favourite or pinned. */
  flag?: number
  /** Notes: 1 when in the Trash. */
  trash?: number
  /** Last edit time (ms). */
  edited: number
  /** Tags, as `<collection>\u001f<tag>` so one multi-entry index serves every collection. */
  tags?: string[]
}

export interface RecordRow {
  c: CollectionName
  id: string
  r: Record<string, unknown>
  k: RowKeys
}

/** The indexes of the row store: name → key path (with `multiEntry` for tags). */
export const ROW_INDEXES: Record<string, { keyPath: string | string[]; multiEntry?: boolean }> = {
  /** Every row of a collection (counts, whole reads). */
  collection: { keyPath: 'c' },
  /** Ordered collections in their order: lists, folders, widgets, saved colours. */
  order: { keyPath: ['c', 'k.order'] },
  /** A todo list's todos (open first), a folder's bookmarks or sub-folders, in order. */
  parent: { keyPath: ['c', 'k.parent', 'k.done', 'k.order'] },
  /** Open todos by due date: Today, Upcoming, overdue. */
  due: { keyPath: ['c', 'k.done', 'k.due'] },
  /** Favourite bookmarks, pinned notes. */
  flag: { keyPath: ['c', 'k.flag', 'k.edited'] },
  /** Notes outside or inside the Trash, pinned first, by last edit. */
  notes: { keyPath: ['c', 'k.trash', 'k.flag', 'k.edited'] },
  /** Records by tag. */
  tags: { keyPath: 'k.tags', multiEntry: true },
}
