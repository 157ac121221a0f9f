import type { Bookmark } from '@/data/records/bookmark'
import { followRows } from '@/data/rows-in-worker'
import type { IndexedKind } from '@/lib/search-index/index-in-worker'
import type { RowsOfIndex } from '@/lib/search-index/rows-index-server'
import { narrowBookmarks, newestFirst, type BookmarkFilters } from './bookmark-search'
import { bookmarkUrlKey } from './bookmark-url'

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
 * What is asked of the bookmarks' rows: the palette's search (whether it has text, and its
 * filters), or the bookmarks saved at an address (its key, `bookmarkUrlKey`: duplicates).
 */
export type BookmarkTerms = (BookmarkFilters & { text: boolean }) | { address: string }

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
    const { text, ...filters } = terms
    const candidates = text ? ids.flatMap((id) => all.get(id) ?? []) : newestFirst(all.values())
    return narrowBookmarks(candidates, filters) as BookmarkRow[]
  },
}
