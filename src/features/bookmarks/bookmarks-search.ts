import { ExternalLink } from 'lucide-react'
import { openedWorkspace } from '@/data/workspaces'
import type { SearchResult } from '@/lib/search-providers'
import { bookmarkHost } from './model/bookmark-url'
import { parseBookmarkQuery, searchBookmarks, isEmptyQuery } from './model/bookmark-search'
import { bookmarksIndexFor } from './model/bookmarks-index'
import { buildFolderTree, folderPathLabel } from './model/folders'

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
  // Every bookmark: read from rows first after a start from rows, without decoding the document.
  const store = await workspace.complete('bookmarks')
  const tree = buildFolderTree(workspace.records('bookmarkFolders'))
  // Searched in the bookmarks' index, in a worker (the screen's, if it is open).
  const index = bookmarksIndexFor(store)
  const all = store.getAll()
  index.follow(all)
  const ids = await index.search(query.text)
  return searchBookmarks(query, all, ids, tree)
    .slice(0, LIMIT)
    .map((b) => ({
      id: `bookmark:${b.id}`,
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
