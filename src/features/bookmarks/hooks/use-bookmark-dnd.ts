import {
  closestCenter,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core'
import { useDragSensors } from '@/components/use-drag-sensors'
import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { bookmarkHost } from '../model/bookmark-url'
import { folderTitle, type FolderTree } from '../model/folders'
import type { BookmarkActions } from './use-bookmark-actions'

const titleOf = (b: Bookmark | undefined) =>
  `“${b?.title.trim() || (b ? bookmarkHost(b.url) : '') || 'Untitled'}”`

/**
 * Drag and drop for the Bookmarks screen (dnd-kit: pointer and keyboard): reordering within a
 * folder, and moving bookmarks (a selected group together) or folders onto a folder in the
 * tree, onto a sub-folder in the list, or onto 'All bookmarks' (no folder). Every step is
 * announced. Returns the props for `DndContext`.
 */
export function useBookmarkDnd({
  bookmarks,
  tree,
  content,
  selected,
  sortable,
  actions,
}: {
  /** A bookmark by id (looked up when a drag needs it). */
  bookmarks: (id: string) => Bookmark | undefined
  tree: FolderTree
  content: { folders: readonly BookmarkFolder[]; bookmarks: readonly Bookmark[] }
  selected: ReadonlySet<string>
  sortable: boolean
  actions: BookmarkActions
}) {
  const sensors = useDragSensors()
  const find = (id: string) => bookmarks(id)
  const folderOf = (id: string) => tree.byId.get(id.replace(/^folder-item:/, ''))
  const nameOf = (id: string) => {
    if (id.startsWith('folder-item:'))
      return `folder “${folderTitle(folderOf(id) ?? { title: '' })}”`
    if (id === 'target:all') return 'All bookmarks'
    if (id.startsWith('target:'))
      return `folder “${folderTitle(tree.byId.get(id.slice(7)) ?? { title: '' })}”`
    return titleOf(find(id))
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(String(active.id))}. Use the arrow keys to move it, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(String(active.id))} is over ${nameOf(String(over.id))}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(String(active.id))} dropped on ${nameOf(String(over.id))}.` : 'Dropped.',
    onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled.`,
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return
    const activeId = String(active.id)
    const overData = over.data.current as
      { target?: string | null; kind?: string; folderId?: string } | undefined
    // Into a folder: one in the tree, 'All bookmarks' (no folder), or a folder in the list.
    const into =
      overData && 'target' in overData
        ? (overData.target ?? null)
        : overData?.kind === 'folder' && !activeId.startsWith('folder-item:')
          ? overData.folderId!
          : undefined
    if (activeId.startsWith('folder-item:')) {
      const folder = folderOf(activeId)
      if (!folder) return
      if (into !== undefined) return actions.moveFolder(folder, into)
      const overFolder = overData?.kind === 'folder' ? folderOf(String(over.id)) : undefined
      if (!overFolder) return
      const siblings = content.folders
      return actions.place(
        folder,
        siblings,
        siblings.findIndex((f) => f.id === overFolder.id),
      )
    }
    const bookmark = find(activeId)
    if (!bookmark) return
    const moving = selected.has(bookmark.id)
      ? content.bookmarks.filter((b) => selected.has(b.id))
      : [bookmark]
    if (into !== undefined) return actions.moveBookmarks(moving, into)
    if (!sortable) return
    const siblings = content.bookmarks
    const at = siblings.findIndex((b) => b.id === over.id)
    if (at >= 0) actions.place(bookmark, siblings, at)
  }

  return {
    sensors,
    collisionDetection: collision,
    onDragEnd,
    accessibility: { announcements },
  }
}

/** Over a folder in the tree, the pointer wins; otherwise the closest item (keyboard too). */
const collision: CollisionDetection = (args) => {
  const targets = args.droppableContainers.filter((c) => String(c.id).startsWith('target:'))
  if (args.pointerCoordinates) {
    const over = pointerWithin({ ...args, droppableContainers: targets })
    if (over.length) return over
  }
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter(
      (c) => !String(c.id).startsWith('target:'),
    ),
  })
}
