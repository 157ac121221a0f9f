import type { TrashItem } from '@/data/use-trash'
import { TRASH_DAYS, type TrashKind } from '@/data/trash-rules'
import { plural } from '@/lib/format'
import { widgetType } from '@/lib/widget-registry'

/** What the Trash calls each kind of item: one, several, and the filter's label. */
export const KINDS: Record<TrashKind, { one: string; many: string }> = {
  todos: { one: 'Todo', many: 'Todos' },
  todoLists: { one: 'Todo list', many: 'Todo lists' },
  notes: { one: 'Note', many: 'Notes' },
  bookmarks: { one: 'Bookmark', many: 'Bookmarks' },
  bookmarkFolders: { one: 'Bookmark folder', many: 'Bookmark folders' },
  widgets: { one: 'Widget', many: 'Widgets' },
  colors: { one: 'Saved colour', many: 'Saved colours' },
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** An item's name as its section shows it. */
export function itemTitle({ kind, record }: TrashItem): string {
  switch (kind) {
    case 'bookmarks':
      return text(record.title) || text(record.url) || 'Untitled'
    case 'widgets': {
      const type = widgetType(text(record.kind))
      return type?.title ?? 'Widget'
    }
    case 'colors':
      return text(record.name) || text(record.value) || 'Colour'
    default:
      return text(record.title) || 'Untitled'
  }
}

/** The name of a list or folder (live, or in the Trash); undefined when it is gone. */
export type NameOf = (kind: 'todoLists' | 'bookmarkFolders', id: string) => string | undefined

/** Where an item was when it was deleted ('In Errands', 'In Inbox', 'On the Overview'). */
export function whereItWas({ kind, record }: TrashItem, nameOf: NameOf): string {
  const parent = (field: 'listId' | 'folderId' | 'parentId') =>
    typeof record[field] === 'string' ? (record[field] as string) : null
  switch (kind) {
    case 'todos': {
      const list = parent('listId')
      return list ? `In ${nameOf('todoLists', list) ?? 'a deleted list'}` : 'In Inbox'
    }
    case 'bookmarks':
    case 'bookmarkFolders': {
      const folder = parent(kind === 'bookmarks' ? 'folderId' : 'parentId')
      return folder
        ? `In ${nameOf('bookmarkFolders', folder) ?? 'a deleted folder'}`
        : 'In Bookmarks'
    }
    case 'todoLists':
      return 'In Todos'
    case 'notes':
      return 'In Notes'
    case 'widgets':
      return 'On the Overview'
    case 'colors':
      return 'In the colour picker'
  }
}

/** What a list or folder took along ('with 50 todos'). */
export function takenAlong(kind: TrashKind, count: number | undefined): string {
  if (!count) return ''
  return kind === 'todoLists' ? `with ${plural(count, 'todo')}` : `with ${plural(count, 'item')}`
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const DAY = 24 * 60 * 60 * 1000

/** When it was deleted, and how long it stays ('Deleted yesterday · 29 days left'). */
export function deletedWhen(at: number, now: number): string {
  const days = Math.floor(startOfDay(now) / DAY) - Math.floor(startOfDay(at) / DAY)
  const left = Math.max(0, Math.ceil((at + TRASH_DAYS * DAY - now) / DAY))
  return `Deleted ${relative.format(-days, 'day')} · ${plural(left, 'day')} left`
}

const startOfDay = (ms: number) => {
  const date = new Date(ms)
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())
}
