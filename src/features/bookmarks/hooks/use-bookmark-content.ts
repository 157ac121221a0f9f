import { useMemo } from 'react'
import { useCompleteStore } from '@/data/soon-hooks'
import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { useIndexSearch } from '@/hooks/use-index-search'
import { bookmarksIndexFor } from '../model/bookmarks-index'
import { isEmptyQuery, parseBookmarkQuery, searchBookmarks } from '../model/bookmark-search'
import type { FolderTree } from '../model/folders'
import { selectBookmarks, type BookmarkView } from '../model/views'

/**
 * What the screen lists: the view's sub-folders and bookmarks, or what a search finds. Text is
 * searched by the bookmarks' index in a worker (`bookmarks-index.ts`), so a keystroke's frame
 * never waits for it: the results of the last answer show until the next comes, and a first
 * search waits for its first answer (`pending`).
 */
export function useBookmarkContent(
  bookmarks: readonly Bookmark[],
  view: BookmarkView,
  tree: FolderTree,
  search: string,
) {
  const query = useMemo(() => parseBookmarkQuery(search), [search])
  const searching = !isEmptyQuery(query)
  // Every bookmark, to index: read from rows first after a start from rows.
  const store = useCompleteStore('bookmarks')
  const index = useMemo(() => store && bookmarksIndexFor(store), [store])
  const { ids, pending } = useIndexSearch(index, searching ? bookmarks : null, query.text)

  const content = useMemo(() => {
    if (!searching) return selectBookmarks(bookmarks, view, tree)
    const found = query.text && !ids ? [] : searchBookmarks(query, bookmarks, ids ?? [], tree)
    return { folders: [] as BookmarkFolder[], bookmarks: found }
  }, [searching, query, bookmarks, ids, tree, view])
  return { content, searching, pending: searching && !!query.text && !ids && pending }
}
