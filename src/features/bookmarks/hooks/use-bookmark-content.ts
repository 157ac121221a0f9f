import { useEffect, useMemo, useState } from 'react'
import { useWorkspace } from '@/data/hooks'
import { workspaceRowsName } from '@/data/rows'
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
import { useAnswers } from '../model/worker-index'
import { selectBookmarks, type BookmarkView } from '../model/views'

/**
 * What the screen lists: the view's sub-folders and bookmarks, or what a search finds. The
 * search index (in a worker, reading the rows; or the page's own, built once the screen is up
 * and the browser idle, in small chunks) answers text; a search typed before it is ready matches
 * text as typed, and runs again when it is.
 */
export function useBookmarkContent(
  bookmarks: readonly Bookmark[],
  view: BookmarkView,
  tree: FolderTree,
  search: string,
) {
  const workspace = useWorkspace()
  const query = useMemo(() => parseBookmarkQuery(search), [search])
  const searching = !isEmptyQuery(query)
  const store = workspace.store('bookmarks')
  const index = useMemo(
    () => bookmarksIndexFor(workspaceRowsName(workspace.id), store, store.getAll),
    [workspace.id, store],
  )
  // A search answered by the worker comes a moment later: shown when it does.
  const answers = useAnswers(index)
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
        // Searched again when the worker answers (`answers` counts its answers).
        bookmarks: searchBookmarks(
          query,
          bookmarks,
          indexReady && answers >= 0 ? index : null,
          tree,
        ),
      }
    return selectBookmarks(bookmarks, view, tree)
    // `indexReady`: a search typed before the index was ready is run again with it.
  }, [searching, query, bookmarks, index, tree, view, indexReady, answers])
  return { content, searching, searchIndex: index.mode }
}
