import { useCallback, useMemo } from 'react'
import { useWorkspace } from '@/data/hooks'
import { useRecordsSoon, useRowPage } from '@/data/soon-hooks'
import type { RowRange } from '@/data/row-query'
import { bookmarkCounts, type FolderTree } from '../model/folders'
import { isEmptyQuery, parseBookmarkQuery } from '../model/bookmark-search'
import type { Bookmark } from '@/data/records/bookmark'
import { newestFirst, type BookmarkView } from '../model/views'

const NO_COUNTS: ReadonlyMap<string, number> = new Map()

/** The range of the row store that holds what a view lists, or null when it needs every bookmark. */
export function bookmarkRows(view: BookmarkView, searching: boolean): RowRange | null {
  if (searching) return null
  if (view.kind === 'folder')
    return {
      index: 'parent',
      lower: ['bookmarks', view.id, 0],
      upper: ['bookmarks', view.id, 0, []],
    }
  if (view.kind === 'smart' && view.id === 'favourites')
    return { index: 'flag', lower: ['bookmarks', 1], upper: ['bookmarks', 1, []] }
  if (view.kind === 'missing')
    return { index: 'collection', lower: 'bookmarks\u0000', upper: 'bookmarks\u0000' }
  return null
}

/**
 * The bookmarks the Bookmarks screen needs: those its view lists (`shown`, undefined until
 * read), read from the row store for a folder or Favourites when the bookmarks are not in
 * memory yet (a folder of 200 among 50,000 bookmarks shows without reading the others); and the
 * counts of the folder tree and smart views, from every bookmark, which follow in slices. A
 * search needs every bookmark.
 */
export function useBookmarksShown(view: BookmarkView, tree: FolderTree, search: string) {
  const searching = useMemo(() => !isEmptyQuery(parseBookmarkQuery(search)), [search])
  const where = useMemo(() => bookmarkRows(view, searching), [view, searching])
  const shown = useRecordsSoon('bookmarks', where)
  const all = useRecordsSoon('bookmarks')
  const newest = useNewest(!all && !searching && view.kind === 'smart' && view.id === 'all')
  const workspace = useWorkspace()
  const counts = useMemo(() => (all ? bookmarkCounts(tree, all) : NO_COUNTS), [tree, all])
  const smartCounts = useMemo(() => all && smartCountsOf(all), [all])
  // For actions: the bookmark as the page has it, without decoding the document.
  const byId = useCallback((id: string) => workspace.known('bookmarks', id), [workspace])
  return { shown: shown ?? newest, counts, smartCounts, byId }
}

/** How many bookmarks each smart view lists, in one pass (50,000 at Extra large). */
function smartCountsOf(all: readonly Bookmark[]) {
  let favourites = 0
  let untagged = 0
  for (const bookmark of all) {
    if (bookmark.favourite) favourites++
    if (!bookmark.tags.length) untagged++
  }
  return { all: all.length, favourites, untagged }
}

/** Bookmarks 'All bookmarks' shows first, while every bookmark is read: more than a screen holds. */
const NEWEST = 100
const bookmarksFlagged = (flag: 0 | 1): RowRange => ({
  index: 'flag',
  lower: ['bookmarks', flag],
  upper: ['bookmarks', flag, []],
})
const PLAIN = bookmarksFlagged(0)
const FAVOURITE = bookmarksFlagged(1)

/**
 * The newest bookmarks, read from the row store while `enabled`: the first of each half of the
 * `flag` index (newest first within each: rows key a bookmark by its creation time, negated),
 * merged. Undefined until read.
 */
function useNewest(enabled: boolean): readonly Bookmark[] | undefined {
  const plain = useRowPage('bookmarks', PLAIN, NEWEST, enabled)
  const favourite = useRowPage('bookmarks', FAVOURITE, NEWEST, enabled)
  return useMemo(
    () =>
      plain && favourite
        ? [...plain.records, ...favourite.records].sort(newestFirst).slice(0, NEWEST)
        : undefined,
    [plain, favourite],
  )
}
