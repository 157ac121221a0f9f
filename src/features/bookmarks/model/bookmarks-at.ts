import type { Bookmark } from '@/data/records/bookmark'
import type { WorkspaceHandle } from '@/data/workspace-handle'
import { searchRows } from '@/lib/search-index/index-of-rows'
import { bookmarkUrlKey } from './bookmark-url'
import { bookmarksRowsIndexFor } from './bookmarks-index'

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
    { select: { address: key } },
  )
  if (found) return found
  const all = (await workspace.complete('bookmarks')).getAll()
  return all.filter((bookmark) => bookmarkUrlKey(bookmark.url) === key)
}
