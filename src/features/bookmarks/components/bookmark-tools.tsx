import { ArrowDown, ArrowUp, FolderInput, MoreHorizontal, Pencil, Star, Trash2 } from 'lucide-react'
import { CopyLinkItem } from '@/components/copy-link'
import { keepFocusNear } from '@/components/focus-when-gone'
import { IconButton } from '@/components/ui/icon-button'
import { Menu, MenuItem, MenuSeparator } from '@/components/ui/menu'
import type { Bookmark } from '@/data/records/bookmark'
import { cn } from '@/lib/cn'
import type { BookmarkActions } from '../hooks/use-bookmark-actions'

/** 'Move up' and 'Move down', rendered when the menu opens (so the order is the current one). */
function MoveItems({
  bookmark,
  siblingsOf,
  actions,
}: {
  bookmark: Bookmark
  siblingsOf: (id: string) => readonly Bookmark[]
  actions: BookmarkActions
}) {
  const siblings = siblingsOf(bookmark.id)
  const index = siblings.findIndex((b) => b.id === bookmark.id)
  return (
    <>
      <MenuItem disabled={index <= 0} onSelect={() => actions.step(bookmark, siblings, -1)}>
        <ArrowUp /> Move up
      </MenuItem>
      <MenuItem
        disabled={index < 0 || index >= siblings.length - 1}
        onSelect={() => actions.step(bookmark, siblings, 1)}
      >
        <ArrowDown /> Move down
      </MenuItem>
    </>
  )
}

/** A bookmark's 'Actions for …' button, the control the keyboard goes on to. */
const actionsOf = (item: Element | null | undefined) =>
  item?.querySelector<HTMLElement>('button[data-bookmark-actions]') ?? undefined

/**
 * Keeps the keyboard in the list when a bookmark is deleted from its menu (which gives focus
 * back to its button, gone with the row): once the row has gone, the next bookmark's 'Actions'
 * button, else the one before, else 'Add bookmark'.
 */
function keepFocusNearBookmark(id: string): () => void {
  const item = document.querySelector(`[data-bookmark-id="${window.CSS.escape(id)}"]`)
  const control = actionsOf(item)
  if (!item?.parentElement || !control) return () => {}
  const controls = [...item.parentElement.querySelectorAll('[data-bookmark-id]')].map(actionsOf)
  return keepFocusNear(
    control,
    controls.filter((button) => !!button),
    () => [document.querySelector('button[data-add-bookmark]')],
  )
}

/** A bookmark's 'Favourite' button and its 'Actions for …' menu. */
export function BookmarkTools({
  bookmark,
  title,
  sortable,
  siblingsOf,
  onEdit,
  onMoveTo,
  actions,
}: {
  bookmark: Bookmark
  /** What the bookmark is called on screen. */
  title: string
  /** Whether the user's order applies ('Move up', 'Move down'). */
  sortable: boolean
  siblingsOf: (id: string) => readonly Bookmark[]
  onEdit: (bookmark: Bookmark) => void
  onMoveTo: (bookmarks: readonly Bookmark[]) => void
  actions: BookmarkActions
}) {
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <IconButton
        label="Favourite"
        size="sm"
        tooltip={false}
        aria-pressed={bookmark.favourite}
        onClick={() => actions.toggleFavourite(bookmark)}
        className={cn(
          !bookmark.favourite && 'opacity-60 group-hover:opacity-100 focus-visible:opacity-100',
        )}
      >
        <Star aria-hidden className={cn(bookmark.favourite && 'fill-current text-warn')} />
      </IconButton>
      <Menu
        label={`Actions for “${title}”`}
        trigger={
          <IconButton
            label={`Actions for “${title}”`}
            size="sm"
            tooltip={false}
            data-bookmark-actions
          >
            <MoreHorizontal aria-hidden />
          </IconButton>
        }
      >
        <MenuItem onSelect={() => onEdit(bookmark)}>
          <Pencil /> Edit bookmark
        </MenuItem>
        {sortable && <MoveItems bookmark={bookmark} siblingsOf={siblingsOf} actions={actions} />}
        <MenuItem onSelect={() => onMoveTo([bookmark])}>
          <FolderInput /> Move to folder…
        </MenuItem>
        <CopyLinkItem id={bookmark.id} />
        <MenuSeparator />
        <MenuItem
          destructive
          onSelect={() => {
            const refocus = keepFocusNearBookmark(bookmark.id)
            actions.remove([bookmark])
            refocus()
          }}
        >
          <Trash2 /> Delete bookmark
        </MenuItem>
      </Menu>
    </div>
  )
}
