import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import {
  ArrowDown,
  ArrowUp,
  Folder,
  FolderInput,
  GripVertical,
  MoreHorizontal,
  Pencil,
  Trash2,
} from 'lucide-react'
import { memo } from 'react'
import { Link } from 'react-router'
import { CopyLinkItem } from '@/components/copy-link'
import { IconButton } from '@/components/ui/icon-button'
import { Menu, MenuItem, MenuSeparator } from '@/components/ui/menu'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { cn } from '@/lib/cn'
import type { BookmarkActions } from '../hooks/use-bookmark-actions'
import type { Layout } from '../model/bookmarks-ui-store'
import { folderTitle } from '../model/folders'
import { viewHref } from '../model/views'

/** A folder inside the open one: opens it; a bookmark or folder dropped on it moves into it. */
export const FolderItem = memo(function FolderItem({
  folder,
  count,
  layout,
  siblings,
  onRename,
  onMoveTo,
  actions,
}: {
  folder: BookmarkFolder
  /** Bookmarks in the folder and its sub-folders; undefined until every bookmark is read. */
  count: number | undefined
  layout: Layout
  siblings: readonly BookmarkFolder[]
  onRename: (folder: BookmarkFolder) => void
  onMoveTo: (folder: BookmarkFolder) => void
  actions: BookmarkActions
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
    isOver,
  } = useSortable({ id: `folder-item:${folder.id}`, data: { kind: 'folder', folderId: folder.id } })
  const title = folderTitle(folder)
  const index = siblings.findIndex((f) => f.id === folder.id)
  const grid = layout === 'grid'
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'group relative flex items-center gap-2 rounded-md border focus-within:bg-surface-2/60 hover:bg-surface-2/60',
        grid ? 'border-border bg-surface p-3' : 'border-transparent px-1 py-1.5',
        isOver && !isDragging && 'ring-2 ring-accent',
        isDragging && 'z-10 border-border bg-surface shadow-lg',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder folder “${title}”`}
        aria-roledescription="sortable"
        className="cursor-grab touch-none rounded-sm p-0.5 text-fg-muted opacity-60 group-hover:opacity-100 focus-visible:opacity-100 active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <Folder aria-hidden className="size-5 shrink-0 text-fg-muted" />
      <Link
        to={viewHref(folder.id)}
        className="min-w-0 flex-1 truncate text-sm font-medium underline-offset-4 hover:underline focus-visible:underline"
      >
        {title}
      </Link>
      {count !== undefined && (
        <span className="text-xs tabular-nums text-fg-muted">
          {count}
          <span className="sr-only"> {count === 1 ? 'bookmark' : 'bookmarks'}</span>
        </span>
      )}
      <Menu
        label={`Actions for folder “${title}”`}
        trigger={
          <IconButton label={`Actions for folder “${title}”`} size="sm" tooltip={false}>
            <MoreHorizontal aria-hidden />
          </IconButton>
        }
      >
        <MenuItem onSelect={() => onRename(folder)}>
          <Pencil /> Rename folder
        </MenuItem>
        <MenuItem disabled={index <= 0} onSelect={() => actions.step(folder, siblings, -1)}>
          <ArrowUp /> Move up
        </MenuItem>
        <MenuItem
          disabled={index < 0 || index >= siblings.length - 1}
          onSelect={() => actions.step(folder, siblings, 1)}
        >
          <ArrowDown /> Move down
        </MenuItem>
        <MenuItem onSelect={() => onMoveTo(folder)}>
          <FolderInput /> Move to folder…
        </MenuItem>
        <CopyLinkItem id={folder.id} />
        <MenuSeparator />
        <MenuItem destructive onSelect={() => void actions.deleteFolder(folder)}>
          <Trash2 /> Delete folder
        </MenuItem>
      </Menu>
    </li>
  )
})
