import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { GripVertical } from 'lucide-react'
import { memo, type KeyboardEvent, type ReactNode } from 'react'
import type { Bookmark } from '@/data/records/bookmark'
import { useStableListeners } from '@/hooks/use-stable-listeners'
import { cn } from '@/lib/cn'
import type { BookmarkActions } from '../hooks/use-bookmark-actions'
import { bookmarkHost } from '../model/bookmark-url'
import type { Layout } from '../model/bookmarks-ui-store'
import { BookmarkIcon } from './bookmark-icon'
import { useBookmarkNote } from './bookmark-note'
import { BookmarkTools } from './bookmark-tools'

export interface BookmarkItemProps {
  bookmark: Bookmark
  layout: Layout
  selected: boolean
  /** Whether the user's order applies here (drag, 'Move up', 'Move down'). */
  sortable: boolean
  /** Shown under the title in views that mix folders ('All bookmarks', a search). */
  folderLabel: string | null
  loadSiteIcons: boolean
  /** The bookmarks shown with it, in order; stable across renders. */
  siblingsOf: (id: string) => readonly Bookmark[]
  onSelect: (id: string, on: boolean) => void
  onEdit: (bookmark: Bookmark) => void
  onMoveTo: (bookmarks: readonly Bookmark[]) => void
  actions: BookmarkActions
}

/** Focuses a control of a bookmark once it has rendered (after a move). */
export function focusInItem(id: string, selector: string) {
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>(`[data-bookmark-id="${window.CSS.escape(id)}"] ${selector}`)
      ?.focus(),
  )
}

/**
 * One bookmark: its icon, title (opens it in a new tab), host, tags, note and actions. Where the
 * user's order applies it is a sortable of the screen's drag and drop; elsewhere (a search,
 * 'All bookmarks') it is a plain row: a sortable registers with the drag context as it mounts
 * and goes, which drew every sortable and every folder of the tree again on each search key.
 */
export const BookmarkItem = memo(function BookmarkItem(props: BookmarkItemProps) {
  return props.sortable ? <SortableBookmarkItem {...props} /> : <BookmarkRow {...props} />
})

function SortableBookmarkItem(props: BookmarkItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: props.bookmark.id, data: { kind: 'bookmark' } })
  const handleListeners = useStableListeners(listeners)
  return (
    <RowItem
      bookmark={props.bookmark}
      layout={props.layout}
      selected={props.selected}
      ref={setNodeRef}
      moving={{ transform: CSS.Transform.toString(transform), transition, isDragging }}
    >
      <RowContent
        {...props}
        handle={attributes}
        handleListeners={handleListeners}
        setHandleRef={setActivatorNodeRef}
      />
    </RowItem>
  )
}

/**
 * A bookmark of a view in another order ('All bookmarks', a search): nothing to drag, so it
 * stays out of dnd-kit.
 */
function BookmarkRow(props: BookmarkItemProps) {
  return (
    <RowItem bookmark={props.bookmark} layout={props.layout} selected={props.selected}>
      <RowContent {...props} />
    </RowItem>
  )
}

/** What a bookmark is called on screen: its title, else its host, else its address. */
const bookmarkTitle = (bookmark: Bookmark) =>
  bookmark.title.trim() || bookmarkHost(bookmark.url) || bookmark.url

/** A bookmark's `<li>`: where it is in the list, and how it looks selected or dragged. */
function RowItem({
  bookmark,
  layout,
  selected,
  ref,
  moving,
  children,
}: {
  bookmark: Bookmark
  layout: Layout
  selected: boolean
  ref?: (element: HTMLElement | null) => void
  moving?: { transform: string | undefined; transition: string | undefined; isDragging: boolean }
  children: ReactNode
}) {
  const grid = layout === 'grid'
  return (
    <li
      ref={ref}
      data-bookmark-id={bookmark.id}
      style={{
        transform: moving?.transform,
        transition: moving?.transition,
        // Items off screen are neither laid out nor painted until scrolled to.
        contentVisibility: 'auto',
        containIntrinsicSize: grid ? 'auto 140px' : 'auto 52px',
      }}
      className={cn(
        'group flex rounded-md border focus-within:bg-surface-2/60 hover:bg-surface-2/60',
        // Opened by its address: marked for a moment (use-linked-bookmark.ts).
        'transition-[background-color,box-shadow] duration-700 data-marked:bg-surface-2 data-marked:ring-2 data-marked:ring-accent',
        grid
          ? 'flex-col gap-2 border-border bg-surface p-3'
          : 'flex-wrap items-center gap-2 border-transparent px-1 py-1.5',
        selected && 'border-accent bg-surface-2/60',
        moving?.isDragging && 'relative z-10 border-border bg-surface shadow-lg',
      )}
    >
      {children}
    </li>
  )
}

type RowContentProps = BookmarkItemProps & {
  /** The drag handle's attributes, listeners and element, where the user's order applies. */
  handle?: ReturnType<typeof useSortable>['attributes']
  handleListeners?: ReturnType<typeof useSortable>['listeners']
  setHandleRef?: (element: HTMLElement | null) => void
}

/**
 * What a bookmark's row shows, memoised apart from its sortable wrapper: dnd-kit draws every
 * sortable of a list again as rows are added (each registers with its context): a folder of 60
 * drew its rows' contents 144 times as it opened, now 60.
 */
const RowContent = memo(function RowContent({
  bookmark,
  layout,
  selected,
  sortable,
  folderLabel,
  loadSiteIcons,
  siblingsOf,
  onSelect,
  onEdit,
  onMoveTo,
  actions,
  handle: handleAttributes,
  handleListeners,
  setHandleRef,
}: RowContentProps) {
  const title = bookmarkTitle(bookmark)
  const host = bookmarkHost(bookmark.url)
  const grid = layout === 'grid'
  const handle = handleAttributes && (
    <button
      type="button"
      ref={setHandleRef}
      {...handleAttributes}
      {...handleListeners}
      aria-label={`Reorder “${title}”`}
      aria-roledescription="sortable"
      className="cursor-grab touch-none rounded-sm p-0.5 text-fg-muted opacity-60 group-hover:opacity-100 focus-visible:opacity-100 active:cursor-grabbing"
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  )
  // 'Show note', and the note under the row while it is shown.
  const note = useBookmarkNote(bookmark)

  // Alt+↑ / Alt+↓ on the link move it ('Move up' / 'Move down').
  const onKeyDown = (event: KeyboardEvent) => {
    if (!sortable || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
    event.preventDefault()
    actions.step(bookmark, siblingsOf(bookmark.id), event.key === 'ArrowUp' ? -1 : 1)
    focusInItem(bookmark.id, 'a')
  }

  const select = (
    <input
      type="checkbox"
      checked={selected}
      onChange={(event) => onSelect(bookmark.id, event.target.checked)}
      aria-label={`Select “${title}”`}
      className={cn(
        'size-4 shrink-0 cursor-pointer accent-(--accent)',
        !selected && 'opacity-60 group-hover:opacity-100 focus-visible:opacity-100',
      )}
    />
  )
  const icon = (
    <BookmarkIcon
      url={bookmark.url}
      icon={bookmark.icon}
      loadSiteIcon={loadSiteIcons}
      size={grid ? 'lg' : 'md'}
    />
  )
  const text = (
    <div className="min-w-0 flex-1">
      <a
        href={bookmark.url}
        target="_blank"
        rel="noopener noreferrer"
        onKeyDown={onKeyDown}
        className={cn(
          'block text-sm font-medium underline-offset-4 hover:underline focus-visible:underline',
          grid ? 'line-clamp-2 break-words' : 'truncate',
        )}
      >
        {title}
      </a>
      <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-fg-muted">
        <span className="max-w-full truncate">{host || bookmark.url}</span>
        {folderLabel && <span className="max-w-full truncate">in {folderLabel}</span>}
        {bookmark.tags.map((tag) => (
          <span key={tag} className="text-accent">
            #{tag}
          </span>
        ))}
      </div>
      {bookmark.description && (
        <p className={cn('mt-0.5 text-xs text-fg-muted', grid ? 'line-clamp-2' : 'line-clamp-1')}>
          {bookmark.description}
        </p>
      )}
    </div>
  )
  const tools = (
    <BookmarkTools
      bookmark={bookmark}
      title={title}
      sortable={sortable}
      siblingsOf={siblingsOf}
      onEdit={onEdit}
      onMoveTo={onMoveTo}
      actions={actions}
    />
  )

  return (
    <>
      {grid ? (
        <>
          <div className="flex items-center gap-1">
            {select}
            {handle}
            <span className="flex-1" />
            {note.toggle}
            {tools}
          </div>
          <div className="flex items-start gap-3">
            {icon}
            {text}
          </div>
          {note.panel}
        </>
      ) : (
        <>
          {select}
          {handle}
          {icon}
          {text}
          {note.toggle}
          {tools}
          {note.panel}
        </>
      )}
    </>
  )
})

/** The classes of the list that holds the items, in each layout. */
export const listClass = (layout: 'list' | 'grid') =>
  layout === 'grid'
    ? 'grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-3'
    : 'flex flex-col divide-y divide-border/60'
