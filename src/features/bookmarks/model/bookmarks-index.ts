import { indexFor } from '@/lib/search-index/index-for'
import { indexInThread } from '@/lib/search-index/index-in-worker'
import { rowsIndexFor } from '@/lib/search-index/index-of-rows'
import { rowsIndexServer } from '@/lib/search-index/rows-index-server'
import { BOOKMARK_ROWS, BOOKMARK_TEXT } from './bookmarks-index-text'

/** The bookmarks' index worker (one per index). */
const worker = () =>
  new Worker(new URL('./bookmarks-index.worker.ts', import.meta.url), {
    type: 'module',
    name: 'hearth-bookmarks-search',
  })

/** The index the worker keeps, for a page without workers (tests): in this thread instead. */
const index = () => import('./bookmarks-index-options').then((module) => module.bookmarksIndex())

/**
 * The search index of a workspace's bookmarks (`owner`: its bookmarks' store), in a worker:
 * shared by the Bookmarks screen and the search palette.
 */
export const bookmarksIndexFor = indexFor(BOOKMARK_TEXT, worker, index)

/**
 * The search index of a workspace's bookmarks that reads their rows itself, in a worker (the
 * search palette, when the page does not hold every bookmark): answers carry the bookmarks
 * found, filtered there (`BOOKMARK_ROWS.select`).
 */
export const bookmarksRowsIndexFor = rowsIndexFor(
  () =>
    typeof Worker === 'function'
      ? worker()
      : indexInThread(index, (loaded, post) => rowsIndexServer(loaded, BOOKMARK_ROWS, post)),
  BOOKMARK_TEXT.shortFields,
)
