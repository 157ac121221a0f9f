import { sectionIndexes } from '@/lib/search-index/index-for'
import { BOOKMARK_ROWS, BOOKMARK_TEXT } from './bookmarks-index-text'

/**
 * The search indexes of a workspace's bookmarks, in workers: `bookmarksIndexFor` (`owner`: its
 * bookmarks' store), shared by the Bookmarks screen and the search palette where the page holds
 * every bookmark; `bookmarksRowsIndexFor`, which reads their rows itself (the palette, 'Add
 * bookmark''s duplicates, where the page does not): its answers carry the bookmarks found,
 * filtered there (`BOOKMARK_ROWS.select`).
 */
export const { indexFor: bookmarksIndexFor, rowsIndexFor: bookmarksRowsIndexFor } = sectionIndexes(
  BOOKMARK_TEXT,
  BOOKMARK_ROWS,
  () =>
    new Worker(new URL('./bookmarks-index.worker.ts', import.meta.url), {
      type: 'module',
      name: 'hearth-bookmarks-search',
    }),
  () => import('./bookmarks-index-options').then((module) => module.bookmarksIndex()),
)
