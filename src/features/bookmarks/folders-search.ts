import { Folder } from 'lucide-react'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import type { WorkspaceHandle } from '@/data/workspace-handle'
import { openedWorkspace } from '@/data/workspaces'
import { plural } from '@/lib/format'
import { matchNames } from '@/lib/match-names'
import type { SearchResult } from '@/lib/search-providers'
import {
  bookmarkCounts,
  buildFolderTree,
  folderPathLabel,
  folderTitle,
  type FolderTree,
} from './model/folders'
import { viewHref } from './model/views'

/** Most folders the palette lists for one query. */
const LIMIT = 8

/** Bookmark folders whose name matches a query, with their path and bookmarks; each opens it. */
export async function searchBookmarkFolders(query: string): Promise<SearchResult[]> {
  if (!query.trim()) return []
  // Searched as the page starts, the workspace is not open yet: its answers once it is.
  const workspace = await openedWorkspace()
  if (!workspace) return []
  const tree = buildFolderTree(workspace.records('bookmarkFolders'))
  const folders = matchNames([...tree.byId.values()], folderTitle, query, LIMIT)
  if (!folders.length) return []
  const counts = await bookmarksIn(workspace, tree, folders)
  return folders.map((folder) => ({
    id: `bookmark-folder:${folder.id}`,
    item: folder.id,
    title: folderTitle(folder),
    detail: `Folder · ${folderPathLabel(tree, folder.id)} · ${plural(counts.get(folder.id) ?? 0, 'bookmark')}`,
    icon: Folder,
    run: ({ navigate }) => navigate(viewHref(folder.id)),
  }))
}

/**
 * How many bookmarks each folder holds with its sub-folders (as the folder tree counts them):
 * counted on their rows (no bookmark read), or among every bookmark.
 */
async function bookmarksIn(
  workspace: WorkspaceHandle,
  tree: FolderTree,
  folders: readonly BookmarkFolder[],
): Promise<Map<string, number>> {
  const inside = folders.map((folder) => [...tree.descendants(folder.id)])
  const ids = [...new Set(inside.flat())]
  const counted = workspace.countRows(
    'parent',
    ids.map((id) => [
      ['bookmarks', id, 0],
      ['bookmarks', id, 0, []],
    ]),
  )
  const own = await counted?.catch(() => null)
  if (own) {
    const of = new Map(ids.map((id, i) => [id, own[i] ?? 0]))
    return new Map(
      folders.map((folder, i) => [
        folder.id,
        inside[i]!.reduce((sum, id) => sum + (of.get(id) ?? 0), 0),
      ]),
    )
  }
  return bookmarkCounts(tree, (await workspace.complete('bookmarks')).getAll())
}
