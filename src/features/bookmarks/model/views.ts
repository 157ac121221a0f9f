import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { byOrder, folderTitle, type FolderTree } from './folders'

export type SmartViewId = 'all' | 'favourites' | 'untagged'

export const SMART_VIEWS: readonly { id: SmartViewId; title: string }[] = [
  { id: 'all', title: 'All bookmarks' },
  { id: 'favourites', title: 'Favourites' },
  { id: 'untagged', title: 'Untagged' },
]

export type BookmarkView =
  | { kind: 'smart'; id: SmartViewId; title: string }
  | { kind: 'folder'; id: string; title: string; folder: BookmarkFolder }
  | { kind: 'missing'; id: string; title: string }

/** The view a link names: `?folder=<id>` or `?view=favourites|untagged`; 'All bookmarks' otherwise. */
export function resolveView(
  params: { folder: string | null; view: string | null },
  tree: FolderTree,
): BookmarkView {
  if (params.folder) {
    const folder = tree.byId.get(params.folder)
    return folder
      ? { kind: 'folder', id: folder.id, title: folderTitle(folder), folder }
      : { kind: 'missing', id: params.folder, title: 'Folder not found' }
  }
  const smart = SMART_VIEWS.find((v) => v.id === params.view) ?? SMART_VIEWS[0]!
  return { kind: 'smart', ...smart }
}

/** The address of a view, for links and the tree. */
export const viewHref = (id: string) =>
  id === 'all'
    ? '/bookmarks'
    : SMART_VIEWS.some((v) => v.id === id)
      ? `/bookmarks?view=${id}`
      : `/bookmarks?folder=${encodeURIComponent(id)}`

/** Newest first: the flat views list what was saved last at the top. */
export const newestFirst = (a: Bookmark, b: Bookmark) => b.createdAt - a.createdAt || byOrder(a, b)

/** What a view shows: sub-folders (a folder's own) and bookmarks, in the order shown. */
export function selectBookmarks(
  bookmarks: readonly Bookmark[],
  view: BookmarkView,
  tree: FolderTree,
): { folders: readonly BookmarkFolder[]; bookmarks: Bookmark[] } {
  switch (view.kind) {
    case 'missing':
      return { folders: [], bookmarks: [] }
    case 'folder':
      return {
        folders: tree.children.get(view.id) ?? [],
        bookmarks: bookmarks.filter((b) => b.folderId === view.id).sort(byOrder),
      }
    case 'smart': {
      const keep =
        view.id === 'favourites'
          ? (b: Bookmark) => b.favourite
          : view.id === 'untagged'
            ? (b: Bookmark) => !b.tags.length
            : () => true
      return { folders: [], bookmarks: bookmarks.filter(keep).sort(newestFirst) }
    }
  }
}

/** Whether the user's order applies (drag, 'Move up'): only inside a folder. */
export const isSortable = (view: BookmarkView) => view.kind === 'folder'

/** What an empty view says. */
export function emptyTitle(id: string) {
  if (id === 'favourites') return 'No favourites yet'
  if (id === 'untagged') return 'No untagged bookmarks'
  if (id === 'folder') return 'This folder is empty'
  return 'No bookmarks yet'
}
