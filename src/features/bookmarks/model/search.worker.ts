// The bookmarks search worker: indexes the workspace's bookmarks off the main thread, from its
// rows in IndexedDB, and answers searches with ids (`@/lib/row-search`).
import { runSearchWorker } from '@/lib/row-search'
import { bookmarkSearch } from './bookmark-words'

runSearchWorker(bookmarkSearch)
