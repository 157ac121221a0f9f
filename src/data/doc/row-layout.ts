import type { CollectionName } from '../collections'
import { isTrashed } from '../records/trashed'
import { linkedIds } from '@/lib/item-links'

/**
 * Records as rows: one row per record, readable from IndexedDB without decoding the workspace
 * document (`persistence/record-store.ts` keeps them). A row holds the record exactly as the
 * document reads it (`readRecord` over `readStored`: per-field edits, text and edit times
 * included) and the keys its indexes sort and filter by. IndexedDB keys are strings, numbers,
 * dates, binaries and arrays of those: no booleans and no null, so a row's keys (`k`) are
 * derived from the record: 0/1 for flags, '' for "none".
 *
 * Bump `ROWS_VERSION` whenever what a row holds or which indexes exist changes: every stored
 * workspace is then indexed again, in the background, on its next open. Version 2: a bookmark's
 * `edited` key is its creation time, negated (Favourites list newest first by it). Version 3: a
 * todo's `flag` says its reminder is armed (the reminder host reads only those). Version 4: a
 * todo's `due` key sorts as Today and Upcoming list (`dueKey`), so their first rows need no
 * read of the last day's other todos. Version 5: a done todo's `due` key is its completion,
 * newest first (`completedKey`), so Completed reads done todos only. Version 6: a bookmark
 * without tags is in the `tags` index under `UNTAGGED_BOOKMARKS`, so Bookmarks counts and lists
 * Untagged without reading every bookmark. Version 7: a record of any kind in the Trash is in no
 * index a screen shows records by, only in the `notes` index's Trash ranges (`trashKeys`).
 * Version 8: a note, todo or bookmark that links to items is in the `tags` index under
 * `LINKS_TO` and each item's id (`rowKeys` by `LINKING_FIELDS`), so an item's backlinks are a read of one key.
 */
export const ROWS_VERSION = 8

/** A record's `flag` in the Trash: in no range a screen reads (favourites, pinned, reminders). */
export const IN_TRASH = 2

/**
 * What a list or folder in the Trash took along, in the `tags` index: `TRASHED_WITH` then its id
 * (counted, and read to restore them together).
 */
export const TRASHED_WITH = `trashed-with\u001f`

/**
 * What a note, todo or bookmark links to, in the `tags` index: `LINKS_TO` then the item's id
 * (the item's backlinks are the rows under that key).
 */
export const LINKS_TO = `links-to\u001f`

/** The Markdown each collection's records link to items from (`src/lib/item-links.ts`). */
export const LINKING_FIELDS: Partial<Record<CollectionName, string>> = {
  notes: 'body',
  todos: 'notes',
  bookmarks: 'note',
}

/** Between a collection's name and a tag in the `tags` index's keys. */
export const TAG_SEPARATOR = '\u001f'

/** A bookmark without tags, in the `tags` index (an empty tag, which no record holds). */
export const UNTAGGED_BOOKMARKS = `bookmarks${TAG_SEPARATOR}`

export interface RowKeys {
  /** Order key of ordered records ('' for the rest; none in the Trash). */
  order?: string
  /** A todo's list, a bookmark's folder, a folder's parent ('' for the top level or Inbox). */
  parent?: string
  /** Todos: 1 when done, else 0. */
  done?: number
  /**
   * Open todos: '' when not due; else the due day, time, priority and order (`dueKey`). Done
   * todos: when they were completed, newest first, then their order (`completedKey`).
   */
  due?: string
  /** Bookmarks and notes: 1 when favourite or pinned; todos: 1 when their reminder is armed. */
  flag?: number
  /**
   * Notes: 0 outside the Trash. Any record in the Trash: 1 when deleted on its own, 2 when
   * taken along by a deleted list or folder (`trashedWith`); its `flag` is then `IN_TRASH`
   * and its `edited` when it was deleted.
   */
  trash?: number
  /**
   * The time lists sort newest first by (ms): a note's last edit (Notes, read backwards); a
   * bookmark's creation, negated (Favourites, read forwards); another record's last edit.
   */
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

/** Not an index: a range of the store's own keys (`[collection, id]`), one record by its id. */
export const BY_KEY = 'record'

/** The indexes of the row store: name → key path (with `multiEntry` for tags). */
export const ROW_INDEXES: Record<string, { keyPath: string | string[]; multiEntry?: boolean }> = {
  /** Every row of a collection (counts, whole reads). */
  collection: { keyPath: 'c' },
  /** Ordered collections in their order: lists, folders, widgets, saved colours. */
  order: { keyPath: ['c', 'k.order'] },
  /** A todo list's todos (open first), a folder's bookmarks or sub-folders, in order. */
  parent: { keyPath: ['c', 'k.parent', 'k.done', 'k.order'] },
  /**
   * Open todos by due date, as Today and Upcoming order them (`dueKey`, `dueDays`); done todos
   * newest completed first, as Completed lists them (`completedKey`, `COMPLETED_TODOS`).
   */
  due: { keyPath: ['c', 'k.done', 'k.due'] },
  /** Favourite bookmarks (by creation), pinned notes (by last edit), todos with a reminder armed. */
  flag: { keyPath: ['c', 'k.flag', 'k.edited'] },
  /**
   * Notes outside the Trash (`trash` 0), pinned first, by last edit; and each kind's records in
   * the Trash (1: deleted on their own, 2: taken along), by when they were deleted.
   */
  notes: { keyPath: ['c', 'k.trash', 'k.flag', 'k.edited'] },
  /** Records by tag. */
  tags: { keyPath: 'k.tags', multiEntry: true },
}

/** Resolves a dotted key path (`k.due`) in a row. */
function at(row: RecordRow, path: string): unknown {
  let value: unknown = row
  for (const part of path.split('.'))
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  return value
}

/** A row's key in an index, or undefined when the index leaves it out (a part missing). */
export function keyIn(row: RecordRow, index: keyof typeof ROW_INDEXES): IDBValidKey | undefined {
  // The store's own key: one record by its collection and id.
  if (index === BY_KEY) return [row.c, row.id]
  const { keyPath } = ROW_INDEXES[index]!
  if (typeof keyPath === 'string') return at(row, keyPath) as IDBValidKey | undefined
  const parts = keyPath.map((path) => at(row, path))
  return parts.some((part) => part === undefined) ? undefined : (parts as IDBValidKey)
}

const bit = (value: unknown) => (value ? 1 : 0)
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * A todo's key in the `due` index: '' when it has no due day; otherwise its day, then its time
 * ('' for all day, which sorts first), its priority (1 to 4, then none) and its order key, each
 * after a U+0000, so the index's own order is Today's and Upcoming's (the record's id, the
 * store's key, breaks the last ties as it does there). Its day comes first, so a range of days
 * is `dueDays`.
 */
export function dueKey(record: Record<string, unknown>): string {
  const day = text(record.due)
  if (!day) return ''
  const { priority } = record
  const rank = typeof priority === 'number' && priority >= 1 && priority <= 4 ? priority : 5
  return `${day}\u0000${text(record.dueTime)}\u0000${rank}\u0000${text(record.order)}`
}

/** Later than any completion time (ms) a todo can have: completions count down from it. */
const COMPLETED_BEFORE = 9_999_999_999_999

/**
 * A done todo's key in the `due` index: its completion time counted down from
 * `COMPLETED_BEFORE` (fixed width, so newest first is the index's own order; none: last), then
 * its order key after a U+0000, as Completed lists them.
 */
export function completedKey(record: Record<string, unknown>): string {
  const at = record.completedAt
  const time = typeof at === 'number' && at >= 0 && at < COMPLETED_BEFORE ? Math.floor(at) : 0
  return `${String(COMPLETED_BEFORE - time).padStart(13, '0')}\u0000${text(record.order)}`
}

/**
 * The keys of a record in the Trash: in the `notes` index's Trash ranges, by when it was
 * deleted, and (taken along by a list or folder) in the `tags` index under `TRASHED_WITH`; in no
 * other index, so no screen, count, widget or search finds it.
 */
function trashKeys(record: Record<string, unknown>): RowKeys {
  const leader = typeof record.trashedWith === 'string' ? record.trashedWith : ''
  return {
    trash: leader ? 2 : 1,
    flag: IN_TRASH,
    edited: record.trashedAt as number,
    ...(leader ? { tags: [`${TRASHED_WITH}${leader}`] } : {}),
  }
}

/** The index keys of a record as read. */
export function rowKeys(collection: CollectionName, record: Record<string, unknown>): RowKeys {
  if (isTrashed(record)) return trashKeys(record)
  const keys: RowKeys = {
    order: text(record.order),
    edited: typeof record.updatedAt === 'number' ? record.updatedAt : 0,
  }
  const tags = Array.isArray(record.tags)
    ? record.tags.filter((tag): tag is string => typeof tag === 'string')
    : null
  if (tags?.length)
    keys.tags = [...new Set(tags.map((tag) => `${collection}${TAG_SEPARATOR}${tag}`))]
  if (collection === 'todos') {
    keys.parent = text(record.listId)
    keys.done = bit(record.done)
    keys.due = record.done ? completedKey(record) : dueKey(record)
    // Armed: open, with a reminder that has not fired.
    keys.flag = bit(!record.done && typeof record.reminder === 'number' && !record.reminderFired)
  } else if (collection === 'bookmarks') {
    keys.tags ??= [UNTAGGED_BOOKMARKS]
    keys.parent = text(record.folderId)
    keys.done = 0
    keys.flag = bit(record.favourite)
    // Negated: newest first is then the index's own order (read forwards, which is much faster
    // than backwards in Chromium's IndexedDB).
    keys.edited = typeof record.createdAt === 'number' ? -record.createdAt : 0
  } else if (collection === 'bookmarkFolders') {
    keys.parent = text(record.parentId)
    keys.done = 0
  } else if (collection === 'notes') {
    keys.flag = bit(record.pinned)
    keys.trash = 0
  }
  const field = LINKING_FIELDS[collection]
  const links = field ? linkedIds(record[field]) : []
  if (links.length) keys.tags = [...(keys.tags ?? []), ...links.map((id) => `${LINKS_TO}${id}`)]
  return keys
}
