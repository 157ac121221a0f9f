import { Bookmark } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import { Link } from 'react-router'
import { WidgetLoading } from '@/components/widgets/widget-loading'
import { useWorkspace } from '@/data/hooks'
import { inMemory, useRecordsSoon, useRowPage } from '@/data/soon-hooks'
import type { RowRange } from '@/data/row-query'
import type { Bookmark as BookmarkRecord } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { usePreferencesStore } from '@/data/preferences-store'
import { cn } from '@/lib/cn'
import { useStepLimit } from '@/lib/use-in-steps'
import type { WidgetProps } from '@/lib/widget-registry'
import { BookmarkIcon } from '../components/bookmark-icon'
import { bookmarkHost } from '../model/bookmark-url'
import { buildFolderTree } from '../model/folders'
import { emptyTitle, resolveView, selectBookmarks, viewHref } from '../model/views'
import type { BOOKMARKS_WIDGET_OPTIONS } from './bookmarks-widget-options'

/** Most tiles the widget renders, so 10,000 bookmarks never slow the Overview. */
export const TILE_LIMIT = 60
/** Tiles drawn in the first frame: more than the widget shows at its default size. */
const FIRST_TILES = 24

const LINK = 'text-xs underline underline-offset-4 hover:decoration-2'
const HINT = 'text-xs text-fg-muted [@container(max-height:5rem)]:hidden'

// Medium: an icon over up to two lines of title; small: a row of icon and one line, denser.
const TILES = {
  medium: {
    grid: 'grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2',
    tile: 'flex-col gap-1 p-2 text-center',
    title: 'line-clamp-2',
  },
  small: {
    grid: 'grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-1',
    tile: 'gap-2 px-1.5 py-1 text-left',
    title: 'truncate',
  },
}

/**
 * The Overview's bookmarks widget: favourites or one folder's bookmarks as tiles, in the order
 * Bookmarks shows them (favourites newest first, a folder in its own order). The folders and
 * the bookmarks shown are read at once, side by side.
 */
export default function BookmarksWidget(props: WidgetProps<typeof BOOKMARKS_WIDGET_OPTIONS>) {
  const folders = useRecordsSoon('bookmarkFolders', FOLDERS)
  const shown = useShownBookmarks(props.options.show)
  if (!folders || !shown) return <WidgetLoading label="Loading bookmarks" />
  return <Tiles {...props} folders={folders} bookmarks={shown.records} total={shown.total} />
}

/** Every folder, from the row store when there are many. */
const FOLDERS: RowRange = {
  index: 'collection',
  lower: 'bookmarkFolders',
  upper: 'bookmarkFolders',
}

/** The favourites, newest first (by creation, negated) in the row store. */
const FAVOURITES: RowRange = { index: 'flag', lower: ['bookmarks', 1], upper: ['bookmarks', 1, []] }

/**
 * Reads only the bookmarks the widget shows, when it can: the newest favourites it has room
 * for and their count (of thousands, say), or one folder's bookmarks. Undefined while read.
 */
function useShownBookmarks(
  show: string,
): { records: readonly BookmarkRecord[]; total?: number | null } | undefined {
  // In memory already (or few): every favourite at once, as a folder's bookmarks.
  const loaded = inMemory(useWorkspace().storeIfReady('bookmarks'))
  const paged = show === 'favourites' && !loaded
  const page = useRowPage('bookmarks', FAVOURITES, TILE_LIMIT, paged)
  const where = useMemo<RowRange>(
    () =>
      show === 'favourites'
        ? FAVOURITES
        : { index: 'parent', lower: ['bookmarks', show, 0], upper: ['bookmarks', show, 0, []] },
    [show],
  )
  // Without the page (a folder; favourites while the rows are being built): every record shown.
  const bookmarks = useRecordsSoon('bookmarks', page === null ? where : false)
  if (page) return { records: page.records, total: page.total }
  if (page === undefined || !bookmarks) return undefined
  return { records: bookmarks }
}

function Tiles({
  options,
  bookmarks,
  folders,
  total,
}: WidgetProps<typeof BOOKMARKS_WIDGET_OPTIONS> & {
  bookmarks: readonly BookmarkRecord[]
  folders: readonly BookmarkFolder[]
  /**
   * How many the view holds, when `bookmarks` are only the first of them (null: still being
   * counted, its link comes then).
   */
  total?: number | null
}) {
  const loadSiteIcons = usePreferencesStore((state) => state.loadSiteIcons)
  const tree = useMemo(() => buildFolderTree(folders), [folders])
  const view = useMemo(
    () =>
      options.show === 'favourites'
        ? resolveView({ folder: null, view: 'favourites' }, tree)
        : resolveView({ folder: options.show, view: null }, tree),
    [options.show, tree],
  )
  const shown = useMemo(
    () => selectBookmarks(bookmarks, view, tree).bookmarks,
    [bookmarks, view, tree],
  )
  // The first tiles in the frame that shows them, the rest right after (`useStepLimit`).
  const drawn = useStepLimit(Math.min(shown.length, TILE_LIMIT), FIRST_TILES)
  const route = viewHref(view.id)
  const look = TILES[options.size === 'small' ? 'small' : 'medium']

  if (view.kind === 'missing')
    return (
      <Empty>
        <p className="font-medium">Folder not found</p>
        <p className={HINT}>Choose another in Widget settings.</p>
        <Link to="/bookmarks" className={LINK}>
          Open Bookmarks
        </Link>
      </Empty>
    )
  if (!shown.length)
    return (
      <Empty>
        <p className="font-medium">{emptyTitle(view.kind === 'smart' ? view.id : 'folder')}</p>
        <p className={HINT}>
          {view.kind === 'smart'
            ? 'Star a bookmark in Bookmarks to see it here.'
            : 'Add bookmarks to this folder in Bookmarks.'}
        </p>
        <Link to={route} className={LINK}>
          Open Bookmarks
        </Link>
      </Empty>
    )
  return (
    <div className="flex h-full min-h-0 flex-col gap-1">
      <ul
        aria-label={view.title}
        className={cn('grid min-h-0 flex-1 auto-rows-min overflow-y-auto', look.grid)}
      >
        {shown.slice(0, drawn).map((bookmark) => (
          <li key={bookmark.id} className="min-w-0">
            <a
              href={bookmark.url}
              target="_blank"
              rel="noopener noreferrer"
              title={bookmark.url}
              className={cn(
                'flex items-center rounded-md text-xs hover:bg-surface-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent',
                look.tile,
              )}
            >
              <BookmarkIcon
                url={bookmark.url}
                icon={bookmark.icon}
                loadSiteIcon={loadSiteIcons}
                size={options.size === 'small' ? 'md' : 'lg'}
              />
              <span className={cn('w-full min-w-0 break-words', look.title)}>
                {bookmark.title.trim() || bookmarkHost(bookmark.url) || bookmark.url}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {total !== null && (total ?? shown.length) > TILE_LIMIT && (
        <Link to={route} className={cn(LINK, 'self-end')}>
          Show all {total ?? shown.length} in Bookmarks
        </Link>
      )}
    </div>
  )
}

/**
 * Centred while it fits, else scrolls from the top; a short widget drops the icon and then the
 * hint (a size container: its height comes from the grid, not from this).
 */
function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full min-h-0 flex-col overflow-y-auto [container-type:size]">
      <div className="m-auto flex flex-col items-center gap-1.5 text-center text-sm">
        <Bookmark
          aria-hidden
          className="size-5 text-fg-muted [@container(max-height:8rem)]:hidden"
        />
        {children}
      </div>
    </div>
  )
}
