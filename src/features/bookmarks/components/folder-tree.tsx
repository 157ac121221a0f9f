import { useDroppable } from '@dnd-kit/core'
import { ChevronRight, Folder, FolderOpen, Library, Star, Tag, type LucideIcon } from 'lucide-react'
import { memo, useState, type KeyboardEvent } from 'react'
import { NavLink, useNavigate } from 'react-router'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { cn } from '@/lib/cn'
import { useInSteps } from '@/lib/use-in-steps'
import { setExpanded } from '../model/bookmarks-ui-store'
import { folderTitle, visibleFolders, type FolderTree as Tree } from '../model/folders'
import { SMART_VIEWS, viewHref, type SmartViewId } from '../model/views'

const SMART_ICONS: Record<SmartViewId, LucideIcon> = {
  all: Library,
  favourites: Star,
  untagged: Tag,
}

const rowClass = (active: boolean, over: boolean) =>
  cn(
    'flex min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-md py-1.5 pr-2 text-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent',
    active ? 'bg-surface-2 font-semibold text-fg' : 'text-fg-muted',
    over && 'ring-2 ring-accent',
  )

/** 'All bookmarks', 'Favourites' and 'Untagged'; a bookmark dropped on 'All bookmarks' leaves its folder. */
export function SmartViews({
  current,
  counts,
}: {
  current: string
  counts: Record<SmartViewId, number>
}) {
  return (
    <ul className="flex flex-col gap-0.5">
      {SMART_VIEWS.map(({ id, title }) => (
        <SmartLink key={id} id={id} title={title} active={current === id} count={counts[id]} />
      ))}
    </ul>
  )
}

function SmartLink({
  id,
  title,
  active,
  count,
}: {
  id: SmartViewId
  title: string
  active: boolean
  count: number
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: `target:${id}`,
    data: { target: null },
    disabled: id !== 'all',
  })
  const Icon = SMART_ICONS[id]
  return (
    <li className="flex">
      <NavLink
        ref={setNodeRef}
        to={viewHref(id)}
        end
        className={cn(rowClass(active, isOver), 'px-2.5')}
        aria-current={active ? 'page' : undefined}
      >
        <Icon aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 flex-1 truncate">{title}</span>
        <span className="text-xs tabular-nums text-fg-muted">{count || ''}</span>
      </NavLink>
    </li>
  )
}

/** Folders the tree draws with the screen's first rows; the rest follow a render later. */
export const FIRST_FOLDERS = 40

/**
 * The folders as a tree (WAI-ARIA tree: ↑ ↓ move, → opens or goes in, ← closes or goes up,
 * Home and End, Enter opens the folder). A bookmark or folder dropped on a folder moves there.
 * Drawn again only when what it shows changes: not on each key of a search beside it (with
 * hundreds of folders, a tenth of a key's frame).
 */
export const FolderTree = memo(function FolderTree({
  tree,
  expanded,
  current,
  counts,
}: {
  tree: Tree
  expanded: readonly string[]
  current: string | null
  counts: ReadonlyMap<string, number>
}) {
  const open = new Set(expanded)
  // The open folder's parents are open, so it is always in sight.
  if (current) for (const f of tree.path(current).slice(0, -1)) open.add(f.id)
  const items = visibleFolders(tree, open)
  // The folders the first render draws: the rest a render later (`useInSteps`).
  const rendered = useInSteps(items, FIRST_FOLDERS)
  const [focused, setFocused] = useState<string | null>(null)
  const navigate = useNavigate()
  const tabStop =
    items.find((i) => i.folder.id === focused)?.folder.id ??
    items.find((i) => i.folder.id === current)?.folder.id ??
    items[0]?.folder.id

  const focus = (id: string | undefined) => {
    if (!id) return
    setFocused(id)
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-tree-folder="${window.CSS.escape(id)}"]`)?.focus(),
    )
  }

  const onKeyDown = (event: KeyboardEvent, folder: BookmarkFolder, hasChildren: boolean) => {
    const index = items.findIndex((i) => i.folder.id === folder.id)
    const isOpen = open.has(folder.id)
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(items[index + 1]?.folder.id),
      ArrowUp: () => focus(items[index - 1]?.folder.id),
      Home: () => focus(items[0]?.folder.id),
      End: () => focus(items.at(-1)?.folder.id),
      ArrowRight: () => {
        if (!hasChildren) return
        if (!isOpen) setExpanded(folder.id, true)
        else focus(items[index + 1]?.folder.id)
      },
      ArrowLeft: () => {
        if (hasChildren && isOpen) setExpanded(folder.id, false)
        else focus(tree.parentOf(folder.id) ?? undefined)
      },
      Enter: () => void navigate(viewHref(folder.id)),
      ' ': () => void navigate(viewHref(folder.id)),
    }
    const run = keys[event.key]
    if (!run || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    run()
  }

  if (!items.length) return <p className="px-2.5 py-1.5 text-xs text-fg-muted">No folders yet.</p>
  return (
    <ul role="tree" aria-label="Folders" className="flex flex-col gap-0.5">
      {rendered.map(({ folder, depth, hasChildren }) => (
        <TreeItem
          key={folder.id}
          folder={folder}
          depth={depth}
          hasChildren={hasChildren}
          isOpen={open.has(folder.id)}
          active={folder.id === current}
          tabbable={folder.id === tabStop}
          count={counts.get(folder.id) ?? 0}
          setSize={(tree.children.get(tree.parentOf(folder.id)) ?? []).length}
          position={
            (tree.children.get(tree.parentOf(folder.id)) ?? []).findIndex(
              (f) => f.id === folder.id,
            ) + 1
          }
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(folder.id)}
        />
      ))}
    </ul>
  )
})

const TreeItem = memo(function TreeItem({
  folder,
  depth,
  hasChildren,
  isOpen,
  active,
  tabbable,
  count,
  setSize,
  position,
  onKeyDown,
  onFocus,
}: {
  folder: BookmarkFolder
  depth: number
  hasChildren: boolean
  isOpen: boolean
  active: boolean
  tabbable: boolean
  count: number
  setSize: number
  position: number
  onKeyDown: (event: KeyboardEvent, folder: BookmarkFolder, hasChildren: boolean) => void
  onFocus: () => void
}) {
  const navigate = useNavigate()
  const { setNodeRef, isOver } = useDroppable({
    id: `target:${folder.id}`,
    data: { target: folder.id },
  })
  const Icon = isOpen && hasChildren ? FolderOpen : Folder
  const title = folderTitle(folder)
  return (
    <li
      ref={setNodeRef}
      role="treeitem"
      data-tree-folder={folder.id}
      aria-label={title}
      aria-level={depth + 1}
      aria-setsize={setSize}
      aria-posinset={position}
      aria-expanded={hasChildren ? isOpen : undefined}
      aria-selected={active}
      aria-current={active ? 'page' : undefined}
      tabIndex={tabbable ? 0 : -1}
      onKeyDown={(event) => onKeyDown(event, folder, hasChildren)}
      onFocus={(event) => event.target === event.currentTarget && onFocus()}
      onClick={() => void navigate(`/bookmarks?folder=${encodeURIComponent(folder.id)}`)}
      className={rowClass(active, isOver)}
      style={{ paddingLeft: `${0.5 + depth * 0.875}rem` }}
    >
      {/* The arrow keys open and close a folder; the chevron is for the mouse. */}
      <span
        aria-hidden
        onClick={(event) => {
          if (!hasChildren) return
          event.stopPropagation()
          setExpanded(folder.id, !isOpen)
        }}
        className={cn(
          'flex size-4 shrink-0 items-center justify-center',
          !hasChildren && 'invisible',
        )}
      >
        <ChevronRight
          className={cn(
            'size-3.5 transition-transform motion-reduce:transition-none',
            isOpen && 'rotate-90',
          )}
        />
      </span>
      <Icon aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 flex-1 truncate">{title}</span>
      <span aria-hidden className="text-xs tabular-nums text-fg-muted">
        {count || ''}
      </span>
    </li>
  )
})
