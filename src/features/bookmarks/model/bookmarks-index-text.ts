import type { Bookmark } from '@/data/records/bookmark'
import { followRows } from '@/data/rows-in-worker'
import type { IndexedKind } from '@/lib/search-index/index-in-worker'
import type { RowsOfIndex } from '@/lib/search-index/rows-index-server'
import { narrowBookmarks, newestFirst, type BookmarkFilters } from './bookmark-search'
import { bookmarkUrlKey } from './bookmark-url'
import { countBookmarks, type SmartCounts } from './bookmark-counts'
import { savedOf } from './saved-bookmarks'

/** A bookmark's words, as its index reads them. */
export const BOOKMARK_TEXT: IndexedKind<Bookmark> = {
  text: (b) => ({
    id: b.id,
    title: b.title,
    url: b.url,
    description: b.description,
    tags: b.tags.join(' '),
    note: b.note,
  }),
  sameText: (a, b) =>
    a.title === b.title &&
    a.url === b.url &&
    a.description === b.description &&
    a.note === b.note &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, i) => tag === b.tags[i]),
  // One letter is a prefix of a word in most addresses and descriptions: scoring them all took
  // a key's frame at 50,000 bookmarks and finds nothing useful.
  shortFields: ['title', 'tags'],
}

/**
 * What is asked of the bookmarks' rows: a search (whether it has text, and its filters), the
 * bookmarks saved at an address (its key, `bookmarkUrlKey`: duplicates), or which of a file's
 * addresses are saved and each folder's last order key (`saved`: an import's preview, answered
 * with one `SavedRows`), or the counts beside the screen's folders and smart views (`counts`,
 * answered with one `CountRows`).
 */
export type BookmarkTerms =
  | (BookmarkFilters & { text: boolean })
  | { address: string }
  | { saved: string[] }
  | { counts: true }

/** The answer to `{ saved }`: the addresses saved among those asked, and each folder's last order. */
export interface SavedRows {
  id: 'saved'
  saved: string[]
  lastOrders: [string | null, string][]
}

/** The answer to `{ counts }`: each folder's own bookmarks, and the smart views' counts. */
export interface CountRows {
  id: 'counts'
  own: [string, number][]
  smart: SmartCounts
}

type BookmarkRow = Bookmark & Record<string, unknown>

/** Each bookmark's address key, made once per record read (parsing 50,000 addresses per ask). */
const keys = new WeakMap<BookmarkRow, string>()
const keyOf = (bookmark: BookmarkRow) => {
  let key = keys.get(bookmark)
  if (key === undefined) keys.set(bookmark, (key = bookmarkUrlKey(bookmark.url)))
  return key
}

/**
 * The bookmarks' index that reads their rows in its worker: a search answers with the bookmarks
 * found (by text, best first; by filters alone, newest first), narrowed by the query's filters
 * (`BookmarkTerms`) there; an address, with the bookmarks saved at it.
 */
export const BOOKMARK_ROWS: RowsOfIndex = {
  text: (record) => BOOKMARK_TEXT.text(record as unknown as Bookmark),
  follow: (db, collection, sink) => followRows(db, collection as 'bookmarks', sink),
  select(asked, ids, records) {
    const terms = asked as BookmarkTerms
    const all = records as ReadonlyMap<string, BookmarkRow>
    if ('address' in terms) return [...all.values()].filter((b) => keyOf(b) === terms.address)
    if ('saved' in terms) {
      const { saved, lastOrders } = savedOf(all.values(), new Set(terms.saved), keyOf)
      const answer: SavedRows = { id: 'saved', saved: [...saved], lastOrders: [...lastOrders] }
      return [answer as unknown as BookmarkRow]
    }
    if ('counts' in terms) {
      const { own, smart } = countBookmarks(all.values())
      const answer: CountRows = { id: 'counts', own: [...own], smart }
      return [answer as unknown as BookmarkRow]
    }
    const { text, ...filters } = terms
    const candidates = text ? ids.flatMap((id) => all.get(id) ?? []) : newestFirst(all.values())
    return narrowBookmarks(candidates, filters) as BookmarkRow[]
  },
}
