import { DndContext } from '@dnd-kit/core'
import { SortableContext } from '@dnd-kit/sortable'
import { Bookmark as BookmarkGlyph, FolderX, SearchX } from 'lucide-react'
import { useCallback, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { usePreferencesStore } from '@/data/preferences-store'
import type { Bookmark } from '@/data/records/bookmark'
import { useLatest } from '@/hooks/use-latest'
import { plural } from '@/lib/format'
import { useSortableIds } from '@/hooks/use-sortable-ids'
import { useBookmarkActions } from '../hooks/use-bookmark-actions'
import { useBookmarkDialogs } from '../hooks/use-bookmark-dialogs'
import { useBookmarkDnd } from '../hooks/use-bookmark-dnd'
import { useBookmarksListing } from '../hooks/use-bookmarks-listing'
import { setSelection, toggleSelected, useBookmarksUi } from '../model/bookmarks-ui-store'
import { useBookmarkView } from '../hooks/use-bookmark-view'
import { folderPathLabel } from '../model/folders'
import { emptyTitle } from '../model/views'
import { BookmarkDialog } from './bookmark-dialog'
import { BookmarkItem, listClass } from './bookmark-item'
import { BookmarksHeader } from './bookmarks-header'
import { BookmarksSidebar } from './bookmarks-sidebar'
import { FolderItem } from './folder-item'
import { FolderNameDialog, MoveDialog } from './folder-dialogs'
import { SelectionBar } from './selection-bar'

/** Bookmarks: the folder tree, and the open folder's (or view's, or search's) bookmarks. */
export function BookmarksScreen() {
  const { tree, view } = useBookmarkView()
  const actions = useBookmarkActions()
  const { layout, expanded, selected, announcement } = useBookmarksUi()
  const loadSiteIcons = useLoadSiteIcons()

  const {
    search,
    setSearch,
    drawn,
    content,
    searching,
    pending,
    loading,
    sortable,
    shown,
    total,
    page,
    counts,
    smartCounts,
    byId,
    selectAll,
    selectingAll,
  } = useBookmarksListing(view, tree)

  // The latest lists, for stable callbacks: a change to one bookmark re-renders that one only.
  const siblingsOf = useLatest(content.bookmarks)

  const defaultFolder = view.kind === 'folder' ? view.id : null
  const { dialog, setDialog, naming, setNaming, moving, setMoving, onEdit, onMoveTo } =
    useBookmarkDialogs(defaultFolder)
  const onSelect = useCallback((id: string, on: boolean) => toggleSelected(id, on), [])

  const dnd = useBookmarkDnd({ bookmarks: byId, tree, content, selected, sortable, actions })

  const heading = searching
    ? 'Search results'
    : view.kind === 'missing'
      ? 'Folder not found'
      : view.title
  const folderLabel = (b: Bookmark) =>
    view.kind === 'folder' && !searching
      ? null
      : b.folderId
        ? folderPathLabel(tree, b.folderId)
        : null

  return (
    <DndContext {...dnd}>
      <div className="flex h-full min-h-0">
        <BookmarksSidebar
          view={view}
          tree={tree}
          expanded={expanded}
          counts={counts}
          smartCounts={smartCounts}
          onNewFolder={() => setNaming({ parentId: null })}
        />
        <div className="min-w-0 flex-1 overflow-y-auto">
          <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
            <BookmarksHeader
              heading={heading}
              view={view}
              tree={tree}
              onSearch={setSearch}
              shown={content.bookmarks}
              onAdd={() => setDialog({ mode: 'add', folderId: defaultFolder })}
              onNewFolder={() => setNaming({ parentId: view.kind === 'folder' ? view.id : null })}
              onRename={(folder) => setNaming({ folder })}
              onMoveFolder={(folder) => setMoving({ kind: 'folder', folder })}
              actions={actions}
            />
            {selected.size > 0 && (
              <SelectionBar
                selected={content.bookmarks.filter((b) => selected.has(b.id))}
                onMove={onMoveTo}
                onSelectAll={selectAll}
                selectingAll={selectingAll}
                actions={actions}
              />
            )}
            {loading ? (
              <Spinner label="Loading bookmarks" />
            ) : view.kind === 'missing' && !searching ? (
              <EmptyState icon={FolderX} title="This folder does not exist">
                It may have been deleted, here or in another tab.{' '}
                <Link to="/bookmarks" className="underline underline-offset-4">
                  Back to Bookmarks
                </Link>
              </EmptyState>
            ) : total || content.folders.length ? (
              <>
                {searching && (
                  <p className="text-sm text-fg-muted" role="status">
                    {plural(total, 'bookmark')} found
                  </p>
                )}
                {content.folders.length > 0 && (
                  <SortableContext items={content.folders.map((f) => `folder-item:${f.id}`)}>
                    <ul aria-label="Folders in this folder" className={listClass(layout)}>
                      {content.folders.map((folder) => (
                        <FolderItem
                          key={folder.id}
                          folder={folder}
                          count={smartCounts ? (counts.get(folder.id) ?? 0) : undefined}
                          layout={layout}
                          siblings={content.folders}
                          onRename={(f) => setNaming({ folder: f })}
                          onMoveTo={(f) => setMoving({ kind: 'folder', folder: f })}
                          actions={actions}
                        />
                      ))}
                    </ul>
                  </SortableContext>
                )}
                {total > 0 && (
                  <SortableIf sortable={sortable} items={shown}>
                    <ul
                      aria-label={searching ? 'Search results' : heading}
                      className={listClass(layout)}
                    >
                      {shown.map((bookmark) => (
                        <BookmarkItem
                          key={bookmark.id}
                          bookmark={bookmark}
                          layout={layout}
                          selected={selected.has(bookmark.id)}
                          sortable={sortable}
                          folderLabel={folderLabel(bookmark)}
                          loadSiteIcons={loadSiteIcons}
                          siblingsOf={siblingsOf}
                          onSelect={onSelect}
                          onEdit={onEdit}
                          onMoveTo={onMoveTo}
                          actions={actions}
                        />
                      ))}
                    </ul>
                  </SortableIf>
                )}
                {drawn.grown && total > shown.length && (
                  <Button look="ghost" className="self-center" onClick={drawn.more}>
                    Show {Math.min(page, total - shown.length).toLocaleString('en-GB')} more
                  </Button>
                )}
              </>
            ) : searching && pending ? (
              <Spinner label="Searching bookmarks" />
            ) : searching ? (
              <EmptyState icon={SearchX} title="No bookmarks found">
                Nothing matches “{search.trim()}”. Try fewer words, or check the spelling.
              </EmptyState>
            ) : (
              <EmptyState
                icon={BookmarkGlyph}
                title={emptyTitle(view.kind === 'smart' ? view.id : 'folder')}
              >
                {view.kind === 'smart' && view.id === 'favourites'
                  ? 'Star a bookmark to see it here and on your Overview.'
                  : view.kind === 'smart' && view.id === 'untagged'
                    ? 'Every bookmark has a tag.'
                    : 'Add a bookmark, or import the ones your browser has.'}
              </EmptyState>
            )}
          </div>
        </div>
      </div>
      <BookmarkDialog
        state={dialog}
        tree={tree}
        onClose={() => setDialog(null)}
        actions={actions}
      />
      <FolderNameDialog state={naming} onClose={() => setNaming(null)} actions={actions} />
      <MoveDialog
        state={moving}
        tree={tree}
        onClose={() => {
          setMoving(null)
          setSelection([])
        }}
        actions={actions}
      />
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </DndContext>
  )
}

/** A list of bookmarks in drag and drop's order where the user's order applies. */
function SortableIf({
  sortable,
  items,
  children,
}: {
  sortable: boolean
  items: readonly Bookmark[]
  children: ReactNode
}) {
  const ids = useSortableIds(items)
  return sortable ? <SortableContext items={ids}>{children}</SortableContext> : children
}

/** 'Load site icons' (Settings > General): off unless the user turned it on. */
const useLoadSiteIcons = () => usePreferencesStore((state) => state.loadSiteIcons)
