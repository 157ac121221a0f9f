import { Bookmark } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useRecord, useRecords } from '@/data/hooks'
import { usePreferencesStore } from '@/data/preferences-store'
import type { WidgetProps } from '@/lib/widget-registry'
import { BookmarkIcon } from '../components/bookmark-icon'
import { byOrder, folderTitle } from '../model/folders'
import type { BOOKMARKS_WIDGET_OPTIONS } from './bookmarks-widget-options'

/** Most tiles the widget renders, so 10,000 bookmarks never slow the Overview. */
export const TILE_LIMIT = 60

const LINK = 'text-xs underline underline-offset-4 hover:decoration-2'

/** The Overview's bookmarks widget: favourites or one folder's bookmarks, as tiles. */
export default function BookmarksWidget({ options }: WidgetProps<typeof BOOKMARKS_WIDGET_OPTIONS>) {
  const bookmarks = useRecords('bookmarks')
  const favourites = options.show === 'favourites'
  const folder = useRecord('bookmarkFolders', favourites ? 'folder:none' : options.show)
  const loadSiteIcons = usePreferencesStore((state) => state.loadSiteIcons)
  const shown = useMemo(
    () =>
      bookmarks
        .filter((b) => (favourites ? b.favourite : b.folderId === options.show))
        .sort(byOrder),
    [bookmarks, favourites, options.show],
  )
  const name = favourites ? 'Favourites' : folder ? folderTitle(folder) : ''
  const route = favourites
    ? '/bookmarks?view=favourites'
    : `/bookmarks?folder=${encodeURIComponent(options.show)}`

  if (!favourites && !folder)
    return (
      <Empty>
        <p className="font-medium">Folder not found</p>
        <p className="text-xs text-fg-muted">Choose another in Widget settings.</p>
        <Link to="/bookmarks" className={LINK}>
          Open Bookmarks
        </Link>
      </Empty>
    )
  if (!shown.length)
    return (
      <Empty>
        <p className="font-medium">{favourites ? 'No favourites yet' : 'This folder is empty'}</p>
        {favourites && (
          <p className="text-xs text-fg-muted">Star a bookmark in Bookmarks to see it here.</p>
        )}
        <Link to={route} className={LINK}>
          Open Bookmarks
        </Link>
      </Empty>
    )
  return (
    <div className="flex h-full min-h-0 flex-col gap-1">
      <ul
        aria-label={name}
        className="grid min-h-0 flex-1 auto-rows-min grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2 overflow-y-auto"
      >
        {shown.slice(0, TILE_LIMIT).map((bookmark) => (
          <li key={bookmark.id}>
            <a
              href={bookmark.url}
              target="_blank"
              rel="noopener noreferrer"
              title={bookmark.url}
              className="flex flex-col items-center gap-1 rounded-md p-2 text-center text-xs hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
            >
              <BookmarkIcon
                url={bookmark.url}
                icon={bookmark.icon}
                loadSiteIcon={loadSiteIcons}
                size="lg"
              />
              <span className="line-clamp-2 w-full break-words">{bookmark.title}</span>
            </a>
          </li>
        ))}
      </ul>
      {shown.length > TILE_LIMIT && (
        <Link to={route} className={`${LINK} text-right`}>
          Show all {shown.length} in Bookmarks
        </Link>
      )}
    </div>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-1.5 text-center text-sm">
      <Bookmark aria-hidden className="size-5 text-fg-muted" />
      {children}
    </div>
  )
}
