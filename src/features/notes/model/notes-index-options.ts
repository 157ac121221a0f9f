import type { Options } from 'minisearch'
import type { IndexedText } from '@/lib/search-index/index-server'
import { miniSearchIndex } from '@/lib/search-index/mini-search-index'
import { prefixUnlessEmoji, searchTerm, searchWords, typoTolerance } from '@/lib/search-words'

/**
 * How notes are indexed for search (MiniSearch: prefix and fuzzy, titles and tags weigh more),
 * in the worker that keeps their index (`notes-index.worker.ts`). An emoji is a word of its
 * own: '🔥urgent' is found by 'urgent' and by '🔥'.
 */
export const NOTE_INDEX_OPTIONS: Options<IndexedText> = {
  fields: ['title', 'body', 'tags'],
  tokenize: searchWords,
  processTerm: searchTerm,
  searchOptions: {
    // An emoji finds only itself: '❤️' is not '❤️‍🔥'.
    prefix: prefixUnlessEmoji,
    fuzzy: typoTolerance,
    combineWith: 'AND',
    boost: { title: 3, tags: 2 },
  },
}

/**
 * The notes' index, as their worker keeps it. Its format is stored with it: change it when the
 * options change, so that an index stored with the old ones is built again.
 */
export const notesIndex = () => miniSearchIndex(NOTE_INDEX_OPTIONS, 'notes-1')
