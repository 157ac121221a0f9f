import MiniSearch from 'minisearch'
import type { Bookmark } from '@/data/records/bookmark'
import { emojiWords, prefixUnlessEmoji, searchTerm, typoTolerance } from '@/lib/search-words'

/**
 * How bookmarks are searched by their words (MiniSearch: prefix and typo-tolerant), the same on
 * the main thread and in the search worker (`search-service.ts`).
 */
export interface Indexed {
  id: string
  title: string
  url: string
  description: string
  tags: string
}

const SEARCH_OPTIONS = {
  // An emoji finds only itself: '❤️' is not '❤️‍🔥'.
  prefix: prefixUnlessEmoji,
  fuzzy: typoTolerance,
  combineWith: 'AND' as const,
  boost: { title: 3, tags: 2, url: 1.5 },
}

export const toIndexed = (b: Bookmark): Indexed => ({
  id: b.id,
  title: b.title,
  url: b.url,
  description: b.description,
  tags: b.tags.join(' '),
})

/**
 * Splits a URL into words too ('github.com/yjs' is found by 'github' and 'yjs'), and keeps each
 * emoji a word of its own ('🔥urgent' is found by 'urgent' and by '🔥'). Used for the query too.
 */
const tokenize = emojiWords((text) => text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean))

/** Whether two snapshots of a bookmark hold the same indexed text. */
export const sameWords = (a: Bookmark, b: Bookmark) =>
  a.title === b.title &&
  a.url === b.url &&
  a.description === b.description &&
  a.tags.length === b.tags.length &&
  a.tags.every((tag, i) => tag === b.tags[i])

export type BookmarkWords = MiniSearch<Indexed>

/** An empty index of bookmarks' words. */
export const newBookmarkWords = (): BookmarkWords =>
  new MiniSearch<Indexed>({
    fields: ['title', 'url', 'description', 'tags'],
    storeFields: [],
    tokenize,
    processTerm: searchTerm,
    searchOptions: SEARCH_OPTIONS,
  })
