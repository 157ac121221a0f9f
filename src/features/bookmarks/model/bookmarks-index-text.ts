import type { Bookmark } from '@/data/records/bookmark'
import { followRows } from '@/data/rows-in-worker'
import type { IndexedKind } from '@/lib/search-index/index-in-worker'
import type { RowsOfIndex } from '@/lib/search-index/rows-index-server'
import { narrowBookmarks, newestFirst, type BookmarkFilters } from './bookmark-search'

/** A bookmark's words, as its index reads them. */
export const BOOKMARK_TEXT: IndexedKind<Bookmark> = {
  text: (b) => ({
    id: b.id,
    title: b.title,
    url: b.url,
    description: b.description,
    tags: b.tags.join(' '),
  }),
  sameText: (a, b) =>
    a.title === b.title &&
    a.url === b.url &&
    a.description === b.description &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, i) => tag === b.tags[i]),
  // One letter is a prefix of a word in most addresses and descriptions: scoring them all took
  // a key's frame at 50,000 bookmarks and finds nothing useful.
  shortFields: ['title', 'tags'],
}

/** What the palette sends with a search of the bookmarks' rows: whether it has text, its filters. */
export interface BookmarkTerms extends BookmarkFilters {
  text: boolean
}

/**
 * The bookmarks' index that reads their rows in its worker: a search answers with the bookmarks
 * found (by text, best first; by filters alone, newest first), narrowed by the query's filters
 * (`BookmarkTerms`) there.
 */
export const BOOKMARK_ROWS: RowsOfIndex = {
  text: (record) => BOOKMARK_TEXT.text(record as unknown as Bookmark),
  follow: (db, collection, sink) => followRows(db, collection as 'bookmarks', sink),
  select(terms, ids, records) {
    const { text, ...filters } = terms as BookmarkTerms
    const all = records as ReadonlyMap<string, Bookmark & Record<string, unknown>>
    const candidates = text ? ids.flatMap((id) => all.get(id) ?? []) : newestFirst(all.values())
    return narrowBookmarks(candidates, filters) as (Bookmark & Record<string, unknown>)[]
  },
}
