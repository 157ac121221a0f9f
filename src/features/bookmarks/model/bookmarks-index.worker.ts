/// <reference lib="webworker" />
import { serveIndexInWorker } from '@/lib/search-index/index-server'
import { BOOKMARK_INDEX_OPTIONS } from './bookmarks-index-options'

/** The bookmarks' search index, off the page (`bookmarks-index.ts`). */
serveIndexInWorker(BOOKMARK_INDEX_OPTIONS)
