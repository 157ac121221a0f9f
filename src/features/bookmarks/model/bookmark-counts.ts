import type { Bookmark } from '@/data/records/bookmark'

/** How many bookmarks each smart view lists. */
export interface SmartCounts {
  all: number
  favourites: number
  untagged: number
}

/**
 * What the Bookmarks screen shows beside its folders and smart views, counted in one pass over
 * bookmarks (50,000 at Extra large): each folder's own bookmarks (`own`, by folder id; those at
 * the top level are not in a folder) and the smart views' counts.
 */
export interface BookmarkCounts {
  own: Map<string, number>
  smart: SmartCounts
}

export function countBookmarks(
  bookmarks: Iterable<Pick<Bookmark, 'folderId' | 'favourite' | 'tags'>>,
): BookmarkCounts {
  const own = new Map<string, number>()
  const smart = { all: 0, favourites: 0, untagged: 0 }
  for (const b of bookmarks) {
    smart.all++
    if (b.favourite) smart.favourites++
    if (!b.tags.length) smart.untagged++
    if (b.folderId) own.set(b.folderId, (own.get(b.folderId) ?? 0) + 1)
  }
  return { own, smart }
}
