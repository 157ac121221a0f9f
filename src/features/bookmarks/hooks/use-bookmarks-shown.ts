import { useCallback, useMemo } from 'react'
import { useWorkspace } from '@/data/hooks'
import { inMemory, useRecordsSoon } from '@/data/soon-hooks'
import { useRowCountGroups, type RangesOf } from '@/data/use-row-counts'
import { useKeptRowPage } from '@/data/use-growing-page'
import type { RowRange } from '@/data/row-query'
import { UNTAGGED_BOOKMARK_ROWS } from '@/data/row-range'
import type { Bookmark } from '@/data/records/bookmark'
import { folderTotals, type FolderTree } from '../model/folders'
import { countBookmarks } from '../model/bookmark-counts'
import { bookmarksRowsIndexFor } from '../model/bookmarks-index'
import type { BookmarkTerms, CountRows } from '../model/bookmarks-index-text'
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
  if (view.kind === 'smart' && view.id === 'untagged') return UNTAGGED_BOOKMARK_ROWS
  if (view.kind === 'missing')
    return { index: 'collection', lower: 'bookmarks\u0000', upper: 'bookmarks\u0000' }
  return null
}

/** What the folder tree and the smart views show beside each: how many bookmarks they hold. */
interface Counted {
  counts: ReadonlyMap<string, number>
  smartCounts: { all: number; favourites: number; untagged: number }
}

/**
 * The bookmarks the Bookmarks screen needs: those its view lists (`shown`, undefined until
 * read), read from the row store for a folder, Favourites or Untagged when the bookmarks are not
 * in memory yet (a folder of 200 among 50,000 bookmarks shows without reading the others), and
 * the newest `limit` for 'All bookmarks' (more as the user asks for them: `total` says how many
 * there are); and the counts of the folder tree and smart views, counted on the row store then
 * (`count()`: no bookmark read), else from every bookmark. A search on the page needs every
 * bookmark (one the rows answer, `useBookmarkSearch`, none).
 */
export function useBookmarksShown(
  view: BookmarkView,
  tree: FolderTree,
  /** A search among every bookmark on the page (`useBookmarkSearch`'s `onPage`) is shown. */
  searching: boolean,
  limit: number,
) {
  const where = useMemo(() => bookmarkRows(view, searching), [view, searching])
  const workspace = useWorkspace()
  const inMemoryNow = inMemory(workspace.storeIfReady('bookmarks'))
  const newest = useNewest(limit, !inMemoryNow && !searching && isAllBookmarks(view))
  // Every bookmark for a search, or for 'All bookmarks' where the rows cannot page it.
  const listsEvery = where === null && newest === null
  const shown = useRecordsSoon('bookmarks', listsEvery ? null : (where ?? false))
  const counted = useRowCountsOfBookmarks(tree, !inMemoryNow)
  // Every bookmark, only where the counts need it (no rows to count, or in memory already).
  const all = useRecordsSoon('bookmarks', listsEvery || counted !== null ? false : null)
  const every = listsEvery ? shown : all
  const fromAll = useMemo((): Counted | null => {
    if (!every || counted) return null
    // One pass over every bookmark (50,000 at Extra large) for the tree and the smart views.
    const { own, smart } = countBookmarks(every)
    return { counts: folderTotals(tree, own), smartCounts: smart }
  }, [tree, every, counted])
  const counts = counted?.counts ?? fromAll?.counts ?? NO_COUNTS
  const smartCounts = counted?.smartCounts ?? fromAll?.smartCounts ?? null
  // For actions: the bookmark as the page has it, without decoding the document.
  const byId = useCallback((id: string) => workspace.known('bookmarks', id), [workspace])
  const paged = where === null && !listsEvery ? newest : null
  return {
    shown: paged ? paged.records : shown,
    /** Whether `shown` is a first page of the view's bookmarks ('All bookmarks' from rows). */
    paged: !!paged,
    /**
     * How many the view holds, where `shown` is a first page of them: null until counted (the
     * smart views' counts come after the first page: seconds at Extra large), unless every one
     * is read already.
     */
    total: paged ? (smartCounts?.all ?? (paged.whole ? paged.records.length : null)) : null,
    counts,
    smartCounts,
    byId,
  }
}

const isAllBookmarks = (view: BookmarkView) => view.kind === 'smart' && view.id === 'all'

type Ranges = readonly [IDBValidKey, IDBValidKey][]

const EVERY: Ranges = [['bookmarks', 'bookmarks']]
/** The bookmarks in the Trash (`notes` index: 1, deleted on their own; 2, taken along). */
const TRASHED: Ranges = [
  [
    ['bookmarks', 1],
    ['bookmarks', 2, []],
  ],
]
const FAVOURITES: Ranges = [
  [
    ['bookmarks', 1],
    ['bookmarks', 1, []],
  ],
]
const NOT_TAGGED: Ranges = [[UNTAGGED_BOOKMARK_ROWS.lower, UNTAGGED_BOOKMARK_ROWS.upper]]

/**
 * The counts the bookmarks' rows worker makes, where it has read every bookmark (a search or a
 * dialog started it): one pass over what it holds, where counting on the row store visits
 * every entry of every folder's range (50,000 at Extra large: a second or more in IndexedDB,
 * after every change, while the origin's other requests wait). Null where it has not, or
 * (resolved) where the rows cannot answer now.
 */
function useWorkerCounts(): () => Promise<CountRows | null> | null {
  const workspace = useWorkspace()
  return useCallback(() => {
    const index = bookmarksRowsIndexFor.made(workspace)
    if (!index?.isRead) return null
    const counts: BookmarkTerms = { counts: true }
    return index
      .search('', { select: counts })
      .then((found) => (found?.[0] as CountRows | undefined) ?? null)
  }, [workspace])
}

/**
 * The counts of the smart views, counted on the rows apart from the folders': every bookmark's
 * row is in `collection`, those in the Trash too, which no view lists.
 */
const SMART_GROUPS: readonly RangesOf[] = [
  { index: 'collection', ranges: EVERY },
  { index: 'notes', ranges: TRASHED },
  { index: 'flag', ranges: FAVOURITES },
  { index: 'tags', ranges: NOT_TAGGED },
]

/**
 * The counts of the folder tree (each folder's own bookmarks on `parent`, then with its
 * sub-folders') and of the smart views, on the row store while `enabled` (by the rows worker
 * where it has read them, `useWorkerCounts`). The smart views' come apart, as soon as they are
 * counted: 'All bookmarks' says how many it lists without waiting for every folder's count
 * (300 folders at Extra large: a second and a half). Each undefined until counted; null when
 * not `enabled` or the rows cannot count (count every bookmark instead).
 */
function useRowCountsOfBookmarks(
  tree: FolderTree,
  enabled: boolean,
): Partial<Counted> | null | undefined {
  const fromWorker = useWorkerCounts()
  const ids = useMemo(() => [...tree.byId.keys()], [tree])
  const folders = useMemo(
    (): RangesOf[] => [
      {
        index: 'parent',
        ranges: ids.map((id): [IDBValidKey, IDBValidKey] => [
          ['bookmarks', id, 0],
          ['bookmarks', id, 0, []],
        ]),
      },
    ],
    [ids],
  )
  // The worker's, in the same shapes (it holds no bookmark in the Trash): asked once for both.
  const worker = useMemo(() => oncePerTask(fromWorker), [fromWorker])
  const ownElsewhere = useCallback(
    () =>
      worker()?.then((counted) => {
        if (!counted) return null
        const own = new Map(counted.own)
        return [ids.map((id) => own.get(id) ?? 0)]
      }) ?? null,
    [worker, ids],
  )
  const smartElsewhere = useCallback(
    () =>
      worker()?.then((counted) => {
        if (!counted) return null
        const { all, favourites, untagged } = counted.smart
        return [[all], [0], [favourites], [untagged]]
      }) ?? null,
    [worker],
  )
  // Asked first: the smart views' four counts go before the folders'.
  const smart = useRowCountGroups('bookmarks', SMART_GROUPS, enabled, smartElsewhere)
  const own = useRowCountGroups('bookmarks', folders, enabled, ownElsewhere)
  return useMemo(() => {
    if (own === null || smart === null) return null
    if (!own && !smart) return undefined
    const smartCounts = smart?.map((counts) => counts[0] ?? 0)
    return {
      counts: own && folderTotals(tree, new Map(ids.map((id, i) => [id, own[0]![i] ?? 0]))),
      smartCounts: smartCounts && {
        all: smartCounts[0]! - smartCounts[1]!,
        favourites: smartCounts[2]!,
        untagged: smartCounts[3]!,
      },
    }
  }, [tree, ids, own, smart])
}

/** `ask`, asked at most once a task: callers in the same task share its answer. */
function oncePerTask<T>(ask: () => T): () => T {
  let asked: { answer: T } | null = null
  return () => {
    if (asked) return asked.answer
    asked = { answer: ask() }
    setTimeout(() => (asked = null))
    return asked.answer
  }
}

const bookmarksFlagged = (flag: 0 | 1): RowRange => ({
  index: 'flag',
  lower: ['bookmarks', flag],
  upper: ['bookmarks', flag, []],
})
const PLAIN = bookmarksFlagged(0)
const FAVOURITE = bookmarksFlagged(1)

/**
 * The newest `limit` bookmarks, read from the row store while `enabled`: the first of each half
 * of the `flag` index (newest first within each: rows key a bookmark by its creation time,
 * negated), merged, as far as both halves are known. Undefined until read; null while the rows
 * cannot page them.
 */
function useNewest(limit: number, enabled: boolean) {
  // Not counted: how many there are is the smart views' count of every bookmark.
  const plain = useKeptRowPage('bookmarks', PLAIN, limit, enabled, false)
  const favourite = useKeptRowPage('bookmarks', FAVOURITE, limit, enabled, false)
  return useMemo(() => {
    if (plain === null || favourite === null) return null
    if (!plain || !favourite) return undefined
    // A half read to its end (fewer than asked) is known whole; else only as far as it was read.
    const known = (half: { records: readonly Bookmark[]; limit: number }) =>
      half.records.length < half.limit ? Infinity : half.records.length
    const both = [...plain.records, ...favourite.records]
    const records = both.sort(newestFirst).slice(0, Math.min(limit, known(plain), known(favourite)))
    // Every bookmark read: both halves to their end, none left out past `limit`.
    const whole = known(plain) === Infinity && known(favourite) === Infinity && both.length <= limit
    return { records, whole }
  }, [plain, favourite, limit])
}
