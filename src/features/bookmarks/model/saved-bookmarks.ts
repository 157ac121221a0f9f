import type { Bookmark } from '@/data/records/bookmark'
import { bookmarkUrlKey } from './bookmark-url'

/**
 * What an import is planned against besides the folders: which addresses are saved already
 * (`bookmarkUrlKey`s: every one, or at least those of the file), and the last order key of the
 * bookmarks in each folder (null: the top level), which the file's come after.
 */
export interface SavedBookmarks {
  saved: ReadonlySet<string>
  lastOrders: ReadonlyMap<string | null, string>
}

/** `SavedBookmarks` of bookmarks the page holds (every one); `keys`: only those addresses. */
export function savedOf<B extends Pick<Bookmark, 'url' | 'folderId' | 'order'>>(
  bookmarks: Iterable<B>,
  keys?: ReadonlySet<string>,
  /** A bookmark's address key (`bookmarkUrlKey`; a worker keeps them made once per record). */
  keyOf: (bookmark: B) => string = (b) => bookmarkUrlKey(b.url),
): SavedBookmarks {
  const saved = new Set<string>()
  const lastOrders = new Map<string | null, string>()
  for (const b of bookmarks) {
    const key = keyOf(b)
    if (!keys || keys.has(key)) saved.add(key)
    const last = lastOrders.get(b.folderId)
    if (last === undefined || b.order > last) lastOrders.set(b.folderId, b.order)
  }
  return { saved, lastOrders }
}
