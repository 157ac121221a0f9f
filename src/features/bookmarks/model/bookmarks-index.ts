import type { Bookmark } from '@/data/records/bookmark'
import { indexFor } from '@/lib/search-index/index-for'
import type { IndexedKind } from '@/lib/search-index/index-in-worker'

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

/**
 * The search index of a workspace's bookmarks (`owner`: its bookmarks' store), in a worker:
 * shared by the Bookmarks screen and the search palette.
 */
export const bookmarksIndexFor = indexFor(
  BOOKMARK_TEXT,
  () =>
    new Worker(new URL('./bookmarks-index.worker.ts', import.meta.url), {
      type: 'module',
      name: 'hearth-bookmarks-search',
    }),
  () => import('./bookmarks-index-options').then((module) => module.bookmarksIndex()),
)
