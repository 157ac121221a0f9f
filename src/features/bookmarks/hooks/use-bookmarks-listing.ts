import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Bookmark } from '@/data/records/bookmark'
import { selectAllOnceRead, setSelection, useBookmarksUi } from '../model/bookmarks-ui-store'
import type { FolderTree } from '../model/folders'
import { isSortable, selectBookmarks, type BookmarkView } from '../model/views'
import { useBookmarkSearch } from './use-bookmark-search'
import { useBookmarksShown } from './use-bookmarks-shown'
import { useDrawnPages } from './use-drawn-pages'
import { useLinkedBookmark } from './use-linked-bookmark'

const NONE: readonly Bookmark[] = []

/** Bookmarks shown at first, and added by each 'Show more'. */
const PAGE = 200
/** Bookmarks in the first frame; the rest of the page follows in a render React may interrupt. */
const FIRST = 24
/** Search results shown at first, and added by each 'Show more'. */
const SEARCH_PAGE = 50
/** A limit that reads every one (IndexedDB's count is an unsigned long; one more is read for ties). */
const EVERY = 2 ** 32 - 2

/**
 * What the Bookmarks screen lists: the view's (or the search's) folders and bookmarks
 * (`content`), the rows of them drawn so far (`shown`, `page` more with each `drawn.more`),
 * how many there are (`total`) and the counts beside the folder tree and the smart views. The
 * search is kept here (`search`, set by the search field through `setSearch`); a new view or
 * search starts with nothing selected, and a bookmark the address names (`?bookmark=<id>`) is
 * brought into sight.
 */
export function useBookmarksListing(view: BookmarkView, tree: FolderTree) {
  // Set in a transition by the search field (see `SearchField`).
  const [search, setSearch] = useState('')
  // Pages of 200: a view of 10,000 bookmarks paints its first rows at once.
  const viewKey = `${view.kind}:${view.id}:${search}`
  const drawn = useDrawnPages(viewKey)
  // 'Select all' in a view read a page at a time (All bookmarks, a search's results, from rows):
  // every one of them is read (not drawn), then selected (`everyOf`: how many, for this view).
  const [everyRead, setEveryRead] = useState<{ key: string; every: number }>()
  const everyOf = everyRead?.key === viewKey ? everyRead.every : 0
  const found = useBookmarkSearch(search, tree, Math.max(drawn.pages * SEARCH_PAGE, everyOf))
  const { searching } = found
  const {
    shown: listed,
    paged,
    total: listedTotal,
    counts,
    smartCounts,
    byId: known,
  } = useBookmarksShown(
    view,
    tree,
    searching && found.onPage,
    Math.max(drawn.pages * PAGE, everyOf),
  )
  // Apart from the search's: sorting 50,000 bookmarks for 'All bookmarks' again on a search's
  // keys, or as it was cleared, held the next key's frame for a tenth of a second and more. The
  // view's list is kept while a search shows.
  const ofView = useMemo(() => selectBookmarks(listed ?? NONE, view, tree), [listed, view, tree])
  const content = found.found ?? ofView
  const loading = searching ? false : !listed
  const sortable = !searching && isSortable(view)
  // Search results come a smaller page at a time: each key may bring a new list.
  const page = searching ? SEARCH_PAGE : PAGE
  const count = drawn.grown ? drawn.pages * page : FIRST
  const shown = useMemo(() => content.bookmarks.slice(0, count), [content.bookmarks, count])

  // Selection is of what is on screen: a new view or search starts with none.
  useEffect(() => {
    setSelection([])
  }, [viewKey])

  // 'All bookmarks' lists a first page of them, read from rows, and a search from rows the first
  // it found: the count says how many (`viewTotal`; null until 'All bookmarks' is counted).
  const viewTotal = searching ? found.total : paged ? listedTotal : content.bookmarks.length
  const total = viewTotal ?? content.bookmarks.length
  // `?bookmark=<id>` (its address): shown, scrolled to, focused and marked for a moment.
  useLinkedBookmark({
    listed: content.bookmarks,
    drawn: { ...drawn, count: shown.length },
    total,
    page: PAGE,
    active: !loading && !searching,
  })
  // Every one read: selected (unless the selection changed meanwhile: `selectingAll`).
  const selecting = useBookmarksUi((state) => state.selectingAll === viewKey)
  const all = content.bookmarks
  // Not counted yet: every one is read, and selected once the list says it holds them all.
  const holdsAll = viewTotal !== null && all.length >= viewTotal
  useEffect(() => {
    if (selecting && holdsAll) setSelection(all.map((bookmark) => bookmark.id))
  }, [selecting, all, holdsAll])
  const selectEvery = useCallback(() => {
    if (holdsAll) return setSelection(all.map((bookmark) => bookmark.id))
    setEveryRead({ key: viewKey, every: viewTotal ?? EVERY })
    selectAllOnceRead(viewKey)
  }, [all, holdsAll, viewTotal, viewKey])

  // For actions: the bookmark as the page has it (a search's answer holds those it found).
  const searched = found.found
  const byId = useCallback(
    (id: string) => known(id) ?? searched?.bookmarks.find((bookmark) => bookmark.id === id),
    [known, searched],
  )

  return {
    search,
    setSearch,
    drawn,
    content,
    searching,
    pending: found.pending,
    loading,
    sortable,
    shown,
    total,
    page,
    counts,
    smartCounts,
    byId,
    /** 'Select all': every bookmark the view holds, read first where only pages of it are. */
    selectAll: selectEvery,
    /** What 'Select all' is reading, to select it (`count`: how many, null until counted). */
    selectingAll: selecting ? { count: viewTotal } : null,
  }
}
