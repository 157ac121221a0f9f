import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { Bookmark as BookmarkGlyph, FolderX, SearchX } from 'lucide-react'
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { whenIdle } from '@/lib/idle'
import { EmptyState } from '@/components/ui/empty-state'
import { useRecords, useWorkspace } from '@/data/hooks'
import { usePreferencesStore } from '@/data/preferences-store'
import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { useBookmarkActions } from '../hooks/use-bookmark-actions'
import { bookmarkHost } from '../model/bookmark-url'
import {
  bookmarksIndexFor,
  isEmptyQuery,
  parseBookmarkQuery,
  searchBookmarks,
} from '../model/bookmark-search'
import { onAddRequest, takeAddRequest } from '../model/add-request'
import { setSelection, toggleSelected, useBookmarksUi } from '../model/bookmarks-ui-store'
import { bookmarkCounts, buildFolderTree, folderPathLabel, folderTitle } from '../model/folders'
import { isSortable, resolveView, selectBookmarks } from '../model/views'
import { BookmarkDialog, type BookmarkDialogState } from './bookmark-dialog'
import { BookmarkItem } from './bookmark-item'
import { BookmarksHeader } from './bookmarks-header'
import { FolderItem } from './folder-item'
import { FolderNameDialog, MoveDialog, type MovingState, type NamingState } from './folder-dialogs'
import { FolderTree, SmartViews } from './folder-tree'
import { SelectionBar } from './selection-bar'

/** Bookmarks shown at first, and added by each 'Show more'. */
const PAGE = 200
/** Bookmarks in the first frame; the rest of the page follows in a render React may interrupt. */
const FIRST = 24
/** Search results shown at first, and added by each 'Show more'. */
const SEARCH_PAGE = 50

const titleOf = (b: Bookmark | undefined) =>
  `“${b?.title.trim() || (b ? bookmarkHost(b.url) : '') || 'Untitled'}”`

/** Bookmarks: the folder tree, and the open folder's (or view's, or search's) bookmarks. */
export function BookmarksScreen() {
  const workspace = useWorkspace()
  const bookmarks = useRecords('bookmarks')
  const folders = useRecords('bookmarkFolders')
  const tree = useMemo(() => buildFolderTree(folders), [folders])
  const counts = useMemo(() => bookmarkCounts(tree, bookmarks), [tree, bookmarks])
  const actions = useBookmarkActions()
  const [params] = useSearchParams()
  const view = resolveView({ folder: params.get('folder'), view: params.get('view') }, tree)
  const { layout, expanded, selected, announcement } = useBookmarksUi()
  const loadSiteIcons = useLoadSiteIcons()

  // Set in a transition by the search field (see `SearchField`).
  const [search, setSearch] = useState('')
  const query = useMemo(() => parseBookmarkQuery(search), [search])
  const searching = !isEmptyQuery(query)
  const store = workspace.store('bookmarks')
  const index = useMemo(() => bookmarksIndexFor(store, store.getAll), [store])
  // The search index is built once the screen is up and the browser idle, in small chunks.
  const [indexReady, setIndexReady] = useState(index.ready)
  useEffect(() => {
    let live = true
    const cancel = whenIdle(() => void index.prepare().then(() => live && setIndexReady(true)), {
      timeout: 1500,
    })
    return () => {
      live = false
      cancel()
    }
  }, [index])

  const content = useMemo(() => {
    if (searching)
      return {
        folders: [] as BookmarkFolder[],
        bookmarks: searchBookmarks(query, bookmarks, indexReady ? index : null, tree),
      }
    return selectBookmarks(bookmarks, view, tree)
    // `indexReady`: a search typed before the index was ready is run again with it.
  }, [searching, query, bookmarks, index, tree, view, indexReady])
  const sortable = !searching && isSortable(view)

  // Pages of 200: a view of 10,000 bookmarks paints its first rows at once.
  const [pages, setPages] = useState(1)
  const viewKey = `${view.kind}:${view.id}:${search}`
  const [shownKey, setShownKey] = useState(viewKey)
  if (shownKey !== viewKey) {
    setShownKey(viewKey)
    setPages(1)
  }
  // Search results come a smaller page at a time: each key may bring a new list.
  // The first frame shows the first few; the rest of the page renders after it is painted.
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer = 0
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => setPainted(true))))
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  const count = useDeferredValue(painted ? pages * (searching ? SEARCH_PAGE : PAGE) : FIRST, FIRST)
  const shown = useMemo(() => content.bookmarks.slice(0, count), [content.bookmarks, count])

  // The latest lists, for stable callbacks: a change to one bookmark re-renders that one only.
  const latest = useRef(content.bookmarks)
  useLayoutEffect(() => {
    latest.current = content.bookmarks
  }, [content.bookmarks])
  const siblingsOf = useCallback(() => latest.current, [])

  // Selection is of what is on screen: a new view or search starts with none.
  useEffect(() => {
    setSelection([])
  }, [viewKey])

  const [dialog, setDialog] = useState<BookmarkDialogState>(null)
  const [naming, setNaming] = useState<NamingState>(null)
  const [moving, setMoving] = useState<MovingState>(null)
  const defaultFolder = view.kind === 'folder' ? view.id : null
  useEffect(() => {
    const take = () => takeAddRequest() && setDialog({ mode: 'add', folderId: defaultFolder })
    take()
    return onAddRequest(take)
  }, [defaultFolder])

  const onEdit = useCallback(
    (bookmark: Bookmark) => setDialog({ mode: 'edit', bookmark }),
    [setDialog],
  )
  const onMoveTo = useCallback(
    (list: readonly Bookmark[]) => setMoving({ kind: 'bookmarks', bookmarks: list }),
    [setMoving],
  )
  const onSelect = useCallback((id: string, on: boolean) => toggleSelected(id, on), [])

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const find = (id: string) => bookmarks.find((b) => b.id === id)
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

  const heading = searching
    ? 'Search results'
    : view.kind === 'missing'
      ? 'Folder not found'
      : view.title
  const total = content.bookmarks.length
  const folderLabel = (b: Bookmark) =>
    view.kind === 'folder' && !searching
      ? null
      : b.folderId
        ? folderPathLabel(tree, b.folderId)
        : null
  const smartCounts = useMemo(
    () => ({
      all: bookmarks.length,
      favourites: bookmarks.filter((b) => b.favourite).length,
      untagged: bookmarks.filter((b) => !b.tags.length).length,
    }),
    [bookmarks],
  )

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <div className="flex h-full min-h-0">
        <aside className="hidden w-64 shrink-0 overflow-y-auto border-r border-border bg-surface md:block">
          <nav aria-label="Bookmark folders" className="flex flex-col gap-3 p-3">
            <SmartViews current={view.kind === 'smart' ? view.id : ''} counts={smartCounts} />
            <div className="flex items-center justify-between px-2.5">
              <h2 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
                Folders
              </h2>
              <Button look="ghost" size="sm" onClick={() => setNaming({ parentId: null })}>
                New folder
              </Button>
            </div>
            <FolderTree
              tree={tree}
              expanded={expanded}
              current={view.kind === 'folder' ? view.id : null}
              counts={counts}
            />
          </nav>
        </aside>
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
                onSelectAll={() => setSelection(content.bookmarks.map((b) => b.id))}
                actions={actions}
              />
            )}
            {view.kind === 'missing' && !searching ? (
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
                    {total.toLocaleString('en-GB')} {total === 1 ? 'bookmark' : 'bookmarks'} found
                  </p>
                )}
                {content.folders.length > 0 && (
                  <SortableContext items={content.folders.map((f) => `folder-item:${f.id}`)}>
                    <ul aria-label="Folders in this folder" className={listClass(layout)}>
                      {content.folders.map((folder) => (
                        <FolderItem
                          key={folder.id}
                          folder={folder}
                          count={counts.get(folder.id) ?? 0}
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
                  <SortableContext items={shown.map((b) => b.id)}>
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
                  </SortableContext>
                )}
                {total > shown.length && (
                  <Button
                    look="ghost"
                    className="self-center"
                    onClick={() => setPages((p) => p + 1)}
                  >
                    Show{' '}
                    {Math.min(searching ? SEARCH_PAGE : PAGE, total - shown.length).toLocaleString(
                      'en-GB',
                    )}{' '}
                    more
                  </Button>
                )}
              </>
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

const listClass = (layout: 'list' | 'grid') =>
  layout === 'grid'
    ? 'grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-3'
    : 'flex flex-col divide-y divide-border/60'

function emptyTitle(id: string) {
  if (id === 'favourites') return 'No favourites yet'
  if (id === 'untagged') return 'No untagged bookmarks'
  if (id === 'folder') return 'This folder is empty'
  return 'No bookmarks yet'
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

/** 'Load site icons' (Settings > General): off unless the user turned it on. */
const useLoadSiteIcons = () => usePreferencesStore((state) => state.loadSiteIcons)
