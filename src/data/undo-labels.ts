import type { CollectionName } from './collections'

/**
 * What an undo step is called ('Undo Pin note' in the palette and the main menu), from the edit
 * that began it: its collection, what it did and the fields it changed. An action that is more
 * than its first edit names itself (`inOneStep('Delete list', …)`).
 */

const NOUNS: Record<CollectionName, [one: string, many: string]> = {
  todos: ['todo', 'todos'],
  todoLists: ['list', 'lists'],
  notes: ['note', 'notes'],
  bookmarks: ['bookmark', 'bookmarks'],
  bookmarkFolders: ['folder', 'folders'],
  widgets: ['widget', 'widgets'],
  colors: ['colour', 'colours'],
  settings: ['settings', 'settings'],
}

/** What creating one record is called, as the button that does it says. */
const CREATED: Record<CollectionName, string> = {
  todos: 'Add todo',
  todoLists: 'New list',
  notes: 'New note',
  bookmarks: 'Add bookmark',
  bookmarkFolders: 'New folder',
  widgets: 'Add widget',
  colors: 'Save colour',
  settings: 'Change settings',
}

const noun = (collection: CollectionName, count: number) =>
  count === 1 ? NOUNS[collection][0] : `${count} ${NOUNS[collection][1]}`

export function createdLabel(collection: CollectionName, count: number): string {
  if (count === 1) return CREATED[collection]
  return `Add ${noun(collection, count)}`
}

export const removedLabel = (collection: CollectionName, count: number) =>
  `Delete ${noun(collection, count)}`

/** Fields whose change is a move: to another place in a list, or to another list or folder. */
const PLACES = new Set(['order', 'listId', 'folderId', 'parentId', 'layouts'])

/** A change of fields of `count` records (the first one's patch names it). */
export function patchedLabel(
  collection: CollectionName,
  count: number,
  patch: Record<string, unknown>,
): string {
  const fields = Object.keys(patch).filter((field) => field !== 'updatedAt')
  const what = noun(collection, count)
  const only = fields.length === 1 ? fields[0] : undefined
  if (only === 'pinned') return `${patch.pinned ? 'Pin' : 'Unpin'} ${what}`
  if (only === 'favourite')
    return `${patch.favourite ? 'Add' : 'Remove'} ${what} ${patch.favourite ? 'to' : 'from'} favourites`
  if (fields.includes('done')) return `${patch.done ? 'Complete' : 'Reopen'} ${what}`
  if (fields.includes('trashedAt')) return patch.trashedAt ? `Delete ${what}` : `Restore ${what}`
  if (only === 'hidden') return `${patch.hidden ? 'Hide' : 'Show'} ${what}`
  if (only === 'title' || only === 'name') return `Rename ${what}`
  if (fields.length && fields.every((field) => PLACES.has(field))) return `Move ${what}`
  return `Edit ${what}`
}
