import type { Bookmark } from '@/data/records/bookmark'
import type { WorkspaceHandle } from '@/data/workspace-handle'
import { searchRows } from '@/lib/search-index/index-of-rows'
import { bookmarkUrlKey } from './bookmark-url'
import { bookmarksRowsIndexFor } from './bookmarks-index'
import type { BookmarkTerms, SavedRows } from './bookmarks-index-text'
import { savedOf, type SavedBookmarks } from './saved-bookmarks'

/**
 * The bookmarks saved at an address (its key, `bookmarkUrlKey`): asked of the worker that reads
 * the bookmarks' rows, so the page never reads every bookmark to find a duplicate; where the
 * page holds them all (or the rows cannot answer now), among those.
 */
export async function bookmarksAt(workspace: WorkspaceHandle, key: string): Promise<Bookmark[]> {
  const found = await searchRows<'bookmarks', Bookmark>(
    workspace,
    'bookmarks',
    bookmarksRowsIndexFor,
    '',
    { select: { address: key } satisfies BookmarkTerms },
  )
  if (found) return found
  const all = (await workspace.complete('bookmarks')).getAll()
  return all.filter((bookmark) => bookmarkUrlKey(bookmark.url) === key)
}

/**
 * What an import of the addresses `keys` (`bookmarkUrlKey`s) is planned against: which of them
 * are saved, and each folder's last order key. Asked of the worker that reads the bookmarks'
 * rows, so a preview never reads every bookmark onto the page; where the page holds them all
 * (or the rows cannot answer now), worked out from those.
 */
export async function savedForImport(
  workspace: WorkspaceHandle,
  keys: readonly string[],
): Promise<SavedBookmarks> {
  const found = await searchRows<'bookmarks', SavedRows>(
    workspace,
    'bookmarks',
    bookmarksRowsIndexFor,
    '',
    { select: { saved: [...keys] } satisfies BookmarkTerms },
  )
  const answer = found?.[0]
  if (answer) return { saved: new Set(answer.saved), lastOrders: new Map(answer.lastOrders) }
  return savedOf((await workspace.complete('bookmarks')).getAll(), new Set(keys))
}
