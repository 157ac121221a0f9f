import type { LinkedItem, LinkedRecord } from '@/data/linked-items'

/** An item that is there, with its record. */
export type LiveItem = LinkedRecord & { id: string; state: 'live' }

/** The item an item is shown inside (a todo's list, a bookmark's folder), or null. */
export function containerOf(item: LiveItem): string | null {
  if (item.kind === 'todo' && !item.record.done) return item.record.listId
  if (item.kind === 'bookmark') return item.record.folderId
  return null
}

const param = (value: string) => encodeURIComponent(value)

/**
 * Where Hearth shows an item (a route): a note's page; a todo in its list (the Inbox when it
 * has none, or its list is not there: the Inbox shows those), or in Completed when it is done
 * (lists show open todos only), with its details open; a list; a bookmark in its folder (in
 * 'All bookmarks' when it has none or the folder is not there), highlighted; a folder.
 * `container` is what `containerOf` named, as read.
 */
export function itemTarget(item: LiveItem, container?: LinkedItem): string {
  const inContainer = container?.state === 'live' ? container.id : null
  switch (item.kind) {
    case 'note':
      return `/notes/${param(item.id)}`
    case 'todo': {
      const view = item.record.done ? 'completed' : (inContainer ?? 'inbox')
      return `/todos/${param(view)}?todo=${param(item.id)}`
    }
    case 'list':
      return `/todos/${param(item.id)}`
    case 'bookmark':
      return inContainer
        ? `/bookmarks?folder=${param(inContainer)}&bookmark=${param(item.id)}`
        : `/bookmarks?bookmark=${param(item.id)}`
    case 'folder':
      return `/bookmarks?folder=${param(item.id)}`
  }
}
