import type { RecordType } from './records/base'
import { bookmarkType, type Bookmark } from './records/bookmark'
import { bookmarkFolderType, type BookmarkFolder } from './records/bookmark-folder'
import { noteType, type Note } from './records/note'
import { savedColorType, type SavedColor } from './records/saved-color'
import { todoType, type Todo } from './records/todo'
import { todoListType, type TodoList } from './records/todo-list'
import { widgetType, type Widget } from './records/widget'
import { workspaceSettingsType, type WorkspaceSettings } from './records/workspace-settings'

/** Every collection in a workspace document, and the record type it holds. */
export interface CollectionRecords {
  todoLists: TodoList
  todos: Todo
  notes: Note
  bookmarkFolders: BookmarkFolder
  bookmarks: Bookmark
  widgets: Widget
  colors: SavedColor
  settings: WorkspaceSettings
}
export type CollectionName = keyof CollectionRecords

export const RECORD_TYPES: { [K in CollectionName]: RecordType<CollectionRecords[K]> } = {
  todoLists: todoListType,
  todos: todoType,
  notes: noteType,
  bookmarkFolders: bookmarkFolderType,
  bookmarks: bookmarkType,
  widgets: widgetType,
  colors: savedColorType,
  settings: workspaceSettingsType,
}

export const COLLECTIONS = Object.keys(RECORD_TYPES) as CollectionName[]

/** Collections shown to the user with counts, and their labels. */
export const COLLECTION_LABELS: Record<Exclude<CollectionName, 'settings'>, string> = {
  todoLists: 'Todo lists',
  todos: 'Todos',
  notes: 'Notes',
  bookmarkFolders: 'Bookmark folders',
  bookmarks: 'Bookmarks',
  widgets: 'Widgets',
  colors: 'Saved colours',
}
