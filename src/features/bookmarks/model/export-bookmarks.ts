import type { Bookmark } from '@/data/records/bookmark'
import { byOrder, type FolderTree } from './folders'
import type { NetscapeBookmark, NetscapeFolder } from './netscape/tree'

const seconds = (ms: number) => Math.floor(ms / 1000) * 1000

/**
 * The bookmarks as a tree for a Netscape bookmark file: every folder in its place and order
 * (sub-folders first, then bookmarks), with times, tags, descriptions and icons. Bookmarks of
 * no folder, or of a folder that is gone, are at the top level. `from` exports one folder.
 */
export function bookmarksToTree(
  bookmarks: readonly Bookmark[],
  tree: FolderTree,
  from: string | null = null,
): NetscapeFolder {
  const inFolder = new Map<string | null, Bookmark[]>()
  for (const b of bookmarks) {
    const key = b.folderId !== null && tree.byId.has(b.folderId) ? b.folderId : null
    const list = inFolder.get(key)
    if (list) list.push(b)
    else inFolder.set(key, [b])
  }
  const link = (b: Bookmark): NetscapeBookmark => ({
    kind: 'bookmark',
    title: b.title,
    url: b.url,
    description: b.description,
    note: b.note,
    tags: [...b.tags],
    addDate: seconds(b.createdAt),
    lastModified: seconds(b.updatedAt),
    icon: b.icon,
    iconUri: b.iconUri,
    keyword: b.keyword,
    isPrivate: b.isPrivate,
    toRead: b.toRead,
  })
  const start = from !== null ? tree.byId.get(from) : undefined
  const root: NetscapeFolder = {
    kind: 'folder',
    title: start?.title ?? 'Bookmarks',
    description: '',
    addDate: null,
    lastModified: null,
    role: null,
    children: [],
  }
  // Iterative: a tree may be a hundred folders deep.
  const stack: { id: string | null; into: NetscapeFolder }[] = [
    { id: start?.id ?? null, into: root },
  ]
  while (stack.length) {
    const { id, into } = stack.pop()!
    for (const folder of tree.children.get(id) ?? []) {
      const node: NetscapeFolder = {
        kind: 'folder',
        title: folder.title,
        description: folder.description,
        addDate: seconds(folder.createdAt),
        lastModified: seconds(folder.updatedAt),
        role: folder.role,
        children: [],
      }
      into.children.push(node)
      stack.push({ id: folder.id, into: node })
    }
    for (const b of (inFolder.get(id) ?? []).sort(byOrder)) into.children.push(link(b))
  }
  return root
}
