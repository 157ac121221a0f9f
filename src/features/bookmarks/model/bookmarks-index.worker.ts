/// <reference lib="webworker" />
import { serveInWorker } from '@/lib/search-index/index-server'
import { rowsIndexServer } from '@/lib/search-index/rows-index-server'
import { storedIndexes } from '@/lib/search-index/stored-indexes'
import { bookmarksIndex } from './bookmarks-index-options'
import { BOOKMARK_ROWS } from './bookmarks-index-text'

/**
 * The bookmarks' search index, off the page (`bookmarks-index.ts`): fed by the page, or reading
 * their rows itself, kept between starts (`stored-indexes.ts`).
 */
serveInWorker((post) => rowsIndexServer(bookmarksIndex(), BOOKMARK_ROWS, post, storedIndexes))
