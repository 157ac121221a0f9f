import { useMemo } from 'react'
import { inMemory, useCompleteStore, useRecordsSoon } from '@/data/soon-hooks'
import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { useIndexSearch } from '@/hooks/use-index-search'
import { bookmarksIndexFor } from '../model/bookmarks-index'
import {
  isEmptyQuery,
  parseBookmarkQuery,
  searchBookmarks,
  type BookmarkQuery,
} from '../model/bookmark-search'
import { useBookmarksUi } from '../model/bookmarks-ui-store'
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
  // Every bookmark, to index: read (from rows first after a start from rows) once the search is
  // wanted (its field focused) or shown, else only if something else read them already ('All
  // bookmarks'): a folder shown alone never reads the others. Indexed while the page is idle,
  // so that the first search is answered at once.
  const wanted = useBookmarksUi((state) => state.searchWanted) || searching
  const store = useCompleteStore('bookmarks', wanted)
  const every = useRecordsSoon('bookmarks', store && (wanted || inMemory(store)) ? null : false)
  const indexed = every ? store : null
  const index = useMemo(() => indexed && bookmarksIndexFor(indexed), [indexed])
  const { ids, pending } = useIndexSearch(index, every ?? null, query.text)

  // Apart, so that neither is worked out again for the other's sake: sorting 50,000 bookmarks
  // for 'All bookmarks' again on a search's keys, or as it was cleared, held the next key's
  // frame for a tenth of a second and more. The view's list is kept while a search shows.
  const listed = useMemo(() => selectBookmarks(bookmarks, view, tree), [bookmarks, view, tree])
  // What the matches depend on besides the index's answer: whether there is text (which the
  // answer ranks), and the filters. A key typed while its answer is on its way then changes
  // nothing on screen, instead of drawing the same matches again.
  const narrowing = JSON.stringify({
    text: query.text ? 'text' : '',
    tags: query.tags,
    folders: query.folders,
  })
  const shape = useMemo(() => JSON.parse(narrowing) as BookmarkQuery, [narrowing])
  const found = useMemo(() => {
    if (!searching) return null
    const matched = shape.text && !ids ? [] : searchBookmarks(shape, bookmarks, ids ?? [], tree)
    return { folders: [] as BookmarkFolder[], bookmarks: matched }
  }, [searching, shape, bookmarks, ids, tree])
  const content = found ?? listed
  return { content, searching, pending: searching && !!query.text && !ids && pending }
}
