import type { CollectionName } from './collections'

/**
 * The Trash's rules, apart from where its records are read: which kinds go there, how long they
 * stay, and where a restored item goes (`restorePlan`).
 */

/** Every kind of record that goes to the Trash when deleted (all but the workspace's settings). */
export const TRASHABLE = [
  'todos',
  'todoLists',
  'notes',
  'bookmarks',
  'bookmarkFolders',
  'widgets',
  'colors',
] as const satisfies readonly CollectionName[]

export type TrashKind = (typeof TRASHABLE)[number]

/** How long an item stays in the Trash before it is deleted for good. */
export const TRASH_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/** Items deleted before this time (ms) have been in the Trash for `TRASH_DAYS` days. */
export const expiredBefore = (now: number) => now - TRASH_DAYS * DAY_MS

/** A record as the Trash needs it: its id, when it was deleted, its parent, what took it along. */
export interface TrashedRecord {
  id: string
  trashedAt?: number | null
  trashedWith?: string | null
  listId?: string | null
  folderId?: string | null
  parentId?: string | null
}

/** The field naming a kind's parent (a todo's list, a bookmark's folder, a folder's parent). */
export const PARENT_FIELD: Partial<Record<TrashKind, 'listId' | 'folderId' | 'parentId'>> = {
  todos: 'listId',
  bookmarks: 'folderId',
  bookmarkFolders: 'parentId',
}

/** The kind a parent is of: todos' lists, bookmarks' and folders' folders. */
export const PARENT_KIND: Partial<Record<TrashKind, TrashKind>> = {
  todos: 'todoLists',
  bookmarks: 'bookmarkFolders',
  bookmarkFolders: 'bookmarkFolders',
}

/** Where an item's parent is now. */
export interface Parents {
  /** Lists and folders not in the Trash. */
  live: ReadonlySet<string>
  /** Lists and folders in the Trash, by id. */
  trashed: ReadonlyMap<string, TrashedRecord>
}

/** A record to take out of the Trash, and what else of it changes (a parent gone). */
export interface Restored {
  collection: TrashKind
  id: string
  patch: Record<string, unknown>
  /**
   * A list or folder that comes back only as the parent of what is restored: what its deletion
   * took along stays in the Trash, each item on its own from now on.
   */
  asParent?: boolean
}

/**
 * What restoring `item` (of `collection`, with `members`: what its deletion took along) takes
 * out of the Trash, in one step: the item and its members where they were; a parent list or
 * folder in the Trash too (alone, and its own parents in turn); and, when a parent is gone for
 * good, the item goes to the Inbox or the top level instead.
 */
export function restorePlan(
  collection: TrashKind,
  item: TrashedRecord,
  members: readonly { collection: TrashKind; record: TrashedRecord }[],
  parents: Parents,
): Restored[] {
  const plan: Restored[] = []
  const taken = new Set<string>()
  // What comes back with the item is a parent where it is already (a folder's sub-folders).
  const restoring = new Set([item.id, ...members.map(({ record }) => record.id)])
  const restore = (kind: TrashKind, record: TrashedRecord, asParent = false) => {
    const key = `${kind}\u001f${record.id}`
    if (taken.has(key)) return
    taken.add(key)
    const patch: Record<string, unknown> = {}
    const field = PARENT_FIELD[kind]
    const parent = field ? record[field] : null
    if (field && parent && !parents.live.has(parent) && !restoring.has(parent)) {
      const trashed = parents.trashed.get(parent)
      if (trashed) restore(PARENT_KIND[kind]!, trashed, true)
      else patch[field] = null
    }
    plan.push({ collection: kind, id: record.id, patch, ...(asParent ? { asParent } : {}) })
  }
  restore(collection, item)
  for (const { collection: kind, record } of members) restore(kind, record)
  return plan
}
