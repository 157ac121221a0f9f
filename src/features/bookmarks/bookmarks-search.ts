import { ExternalLink } from 'lucide-react'
import type { Bookmark } from '@/data/records/bookmark'
import type { WorkspaceHandle } from '@/data/workspace-handle'
import { openedWorkspace } from '@/data/workspaces'
import { prepareRows, searchRows } from '@/lib/search-index/index-of-rows'
import type { SearchResult } from '@/lib/search-providers'
import { bookmarkHost } from './model/bookmark-url'
import {
  filtersOf,
  isEmptyQuery,
  parseBookmarkQuery,
  searchBookmarks,
  type BookmarkQuery,
} from './model/bookmark-search'
import { bookmarksIndexFor, bookmarksRowsIndexFor } from './model/bookmarks-index'
import type { BookmarkTerms } from './model/bookmarks-index-text'
import { buildFolderTree, folderPathLabel, type FolderTree } from './model/folders'

/** Most bookmarks the palette lists for one query. */
const LIMIT = 8

/** Opens an address in a new tab, with no way back to Hearth and no referrer. */
export function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer')
}

/** Bookmarks matching a query (with `tag:` and `folder:`), best first; each opens its site. */
export async function searchBookmarksForPalette(input: string): Promise<SearchResult[]> {
  const query = parseBookmarkQuery(input)
  if (isEmptyQuery(query)) return []
  // Searched as the page starts, the workspace is not open yet: its answers once it is.
  const workspace = await openedWorkspace()
  if (!workspace) return []
  const tree = buildFolderTree(workspace.records('bookmarkFolders'))
  const found =
    (await foundInRows(workspace, query, tree)) ?? (await foundOnPage(workspace, query, tree))
  return found.slice(0, LIMIT).map((b) => ({
    id: `bookmark:${b.id}`,
    item: b.id,
    title: b.title.trim() || bookmarkHost(b.url) || b.url,
    detail: [
      bookmarkHost(b.url),
      b.folderId ? folderPathLabel(tree, b.folderId) : '',
      ...b.tags.map((t) => `#${t}`),
    ]
      .filter(Boolean)
      .join(' · '),
    icon: ExternalLink,
    run: () => openInNewTab(b.url),
  }))
}

/** Starts the worker that reads the bookmarks' rows, as the palette opens (`prepareRows`). */
export const prepareBookmarksSearch = () =>
  prepareRows(openedWorkspace(), 'bookmarks', bookmarksRowsIndexFor)

/**
 * Searched in a worker that reads the bookmarks' rows itself, and answers with those found: the
 * page never reads every bookmark. Null when the page holds them all already (searched there)
 * or the rows cannot answer now.
 */
async function foundInRows(
  workspace: WorkspaceHandle,
  query: BookmarkQuery,
  tree: FolderTree,
): Promise<Bookmark[] | null> {
  const terms: BookmarkTerms = { text: !!query.text, ...filtersOf(query, tree) }
  return searchRows(workspace, 'bookmarks', bookmarksRowsIndexFor, query.text, {
    limit: LIMIT,
    select: terms,
  })
}

/** Searched among every bookmark, read onto the page (from rows, or its document). */
async function foundOnPage(
  workspace: WorkspaceHandle,
  query: BookmarkQuery,
  tree: FolderTree,
): Promise<Bookmark[]> {
  const store = await workspace.complete('bookmarks')
  // Searched in the bookmarks' index, in a worker (the screen's, if it is open).
  const index = bookmarksIndexFor(store)
  const all = store.getAll()
  index.follow(all)
  const ids = await index.search(query.text)
  return searchBookmarks(query, all, ids, tree)
}
