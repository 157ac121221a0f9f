import type { SearchProvider } from '@/lib/search-providers'

/**
 * Items in the search palette by the titles of what links to them: typing a note's title lists
 * the todos, notes and bookmarks it links to. Loaded on the first search.
 */
export const LINKED_FROM_SEARCH: SearchProvider = {
  id: 'linked-from',
  group: 'Linked from',
  search: async (query) => (await import('./linked-from-search')).searchLinkedFrom(query),
}
