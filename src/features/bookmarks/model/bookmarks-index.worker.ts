/// <reference lib="webworker" />
import { serveIndexInWorker } from '@/lib/search-index/index-server'
import { bookmarksIndex } from './bookmarks-index-options'

/** The bookmarks' search index, off the page (`bookmarks-index.ts`). */
serveIndexInWorker(bookmarksIndex())
