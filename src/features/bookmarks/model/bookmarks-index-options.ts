import type { Options } from 'minisearch'
import type { IndexedText } from '@/lib/search-index/index-server'
import { miniSearchIndex } from '@/lib/search-index/mini-search-index'
import { emojiWords, prefixUnlessEmoji, searchTerm, typoTolerance } from '@/lib/search-words'

/**
 * How bookmarks are indexed for search (MiniSearch: prefix and typo-tolerant), in the worker
 * that keeps their index (`bookmarks-index.worker.ts`). URLs are split into words too
 * ('github.com/yjs' is found by 'github' and 'yjs'), so is a bookmark's note, and each emoji is a word of its own
 * ('🔥urgent' is found by 'urgent' and by '🔥'); the query is split the same way.
 */
export const BOOKMARK_INDEX_OPTIONS: Options<IndexedText> = {
  fields: ['title', 'url', 'description', 'tags', 'note'],
  tokenize: emojiWords((text) => text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean)),
  processTerm: searchTerm,
  searchOptions: {
    // An emoji finds only itself: '❤️' is not '❤️‍🔥'.
    prefix: prefixUnlessEmoji,
    fuzzy: typoTolerance,
    combineWith: 'AND',
    boost: { title: 3, tags: 2, url: 1.5 },
  },
}

/**
 * The bookmarks' index, as their worker keeps it. Its format is stored with it: change it when the
 * options change, so that an index stored with the old ones is built again.
 */
export const bookmarksIndex = () => miniSearchIndex(BOOKMARK_INDEX_OPTIONS, 'bookmarks-1')
