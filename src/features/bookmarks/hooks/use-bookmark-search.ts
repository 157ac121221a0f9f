import { useMemo } from 'react'
import { inMemory, useCompleteStore, useRecordsSoon } from '@/data/soon-hooks'
import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { useIndexSearch } from '@/hooks/use-index-search'
import { useRowsSearch } from '@/hooks/use-rows-search'
import { bookmarksIndexFor, bookmarksRowsIndexFor } from '../model/bookmarks-index'
import type { BookmarkTerms } from '../model/bookmarks-index-text'
import {
  filtersOf,
  isEmptyQuery,
  parseBookmarkQuery,
  searchBookmarks,
  type BookmarkQuery,
} from '../model/bookmark-search'
import { useBookmarksUi } from '../model/bookmarks-ui-store'
import type { FolderTree } from '../model/folders'

/** What the screen lists: folders (a view's sub-folders; none for a search) and bookmarks. */
export interface BookmarkContent {
  folders: readonly BookmarkFolder[]
  bookmarks: readonly Bookmark[]
}

/**
 * What a search of the Bookmarks screen finds. Where the page does not hold every bookmark (a
 * start from rows, at thousands of bookmarks) the worker that reads the bookmarks' rows searches
 * them (`useRowsSearch`) and answers with the first `limit` found and their count: the page
 * never reads every bookmark for a search. Else (or while the rows cannot answer) every bookmark
 * is read and searched by the index the page feeds (`bookmarksIndexFor`). Either way text is
 * searched in a worker, so a keystroke's frame never waits for it: the results of the last
 * answer show until the next comes, and a first search waits for its first answer (`pending`).
 * `onPage`: whether the search needs every bookmark on the page (read them then).
 */
export function useBookmarkSearch(search: string, tree: FolderTree, limit: number) {
  const query = useMemo(() => parseBookmarkQuery(search), [search])
  const searching = !isEmptyQuery(query)
  const wanted = useBookmarksUi((state) => state.searchWanted) || searching
  const asked = useMemo(() => {
    if (!searching) return null
    const terms: BookmarkTerms = { text: !!query.text, ...filtersOf(query, tree) }
    return { text: query.text, terms, limit }
  }, [searching, query, tree, limit])
  // The worker reads the rows once the screen is idle: a first search is answered at once.
  const fromRows = useRowsSearch<Bookmark>('bookmarks', bookmarksRowsIndexFor, asked, true)
  const onPage = fromRows === null
  const found = useSearchOnPage(query, tree, searching, wanted && onPage)
  const records = fromRows?.records
  const fromRowsContent = useMemo(
    (): BookmarkContent => ({ folders: [], bookmarks: records ?? NONE }),
    [records],
  )
  if (!searching) return { searching, onPage, found: null, total: 0, pending: false }
  if (!onPage) {
    const total = fromRows?.total ?? 0
    return { searching, onPage, found: fromRowsContent, total, pending: !fromRows }
  }
  const total = found.content?.bookmarks.length ?? 0
  return { searching, onPage, found: found.content, total, pending: found.pending }
}

/**
 * A search among every bookmark, read onto the page: read (from rows first after a start from
 * rows) once the search is `wanted` (its field focused) or shown, else only if something else
 * read them already ('All bookmarks'): a folder shown alone never reads the others. Indexed while
 * the page is idle, so that the first search is answered at once.
 */
function useSearchOnPage(
  query: BookmarkQuery,
  tree: FolderTree,
  searching: boolean,
  wanted: boolean,
) {
  const store = useCompleteStore('bookmarks', wanted)
  const every = useRecordsSoon('bookmarks', store && (wanted || inMemory(store)) ? null : false)
  const indexed = every ? store : null
  const index = useMemo(() => indexed && bookmarksIndexFor(indexed), [indexed])
  const { ids, pending } = useIndexSearch(index, every ?? null, query.text)
  // What the matches depend on besides the index's answer: whether there is text (which the
  // answer ranks), and the filters. A key typed while its answer is on its way then changes
  // nothing on screen, instead of drawing the same matches again.
  const narrowing = JSON.stringify({
    text: query.text ? 'text' : '',
    tags: query.tags,
    folders: query.folders,
  })
  const shape = useMemo(() => JSON.parse(narrowing) as BookmarkQuery, [narrowing])
  const bookmarks = every ?? NONE
  const content = useMemo((): BookmarkContent | null => {
    if (!searching) return null
    const matched = shape.text && !ids ? [] : searchBookmarks(shape, bookmarks, ids ?? [], tree)
    return { folders: [], bookmarks: matched }
  }, [searching, shape, bookmarks, ids, tree])
  // Until every bookmark is read, a search has nothing to show yet.
  return { content, pending: searching && (!every || (!!query.text && !ids && pending)) }
}

const NONE: readonly Bookmark[] = []
