import { useEffect, useMemo, useState } from 'react'
import { useCompleteStore } from '@/data/soon-hooks'
import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { whenIdle } from '@/lib/idle'
import {
  bookmarksIndexFor,
  isEmptyQuery,
  parseBookmarkQuery,
  searchBookmarks,
} from '../model/bookmark-search'
import type { FolderTree } from '../model/folders'
import { selectBookmarks, type BookmarkView } from '../model/views'

/**
 * What the screen lists: the view's sub-folders and bookmarks, or what a search finds. The
 * search index is built once the screen is up and the browser idle, in small chunks; a search
 * typed before it is ready matches text as typed, and runs again when it is.
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
  const index = useMemo(() => store && bookmarksIndexFor(store, store.getAll), [store])
  // The search index is built once the screen is up and the browser idle, in small chunks.
  const [indexReady, setIndexReady] = useState(index?.ready ?? false)
  useEffect(() => {
    if (!index) return
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
  return { content, searching }
}
