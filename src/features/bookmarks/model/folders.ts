import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import { countBookmarks } from './bookmark-counts'

type Ordered = { id: string; order: string }

/** The user's order (fractional keys), ties by id so every tab agrees. */
export const byOrder = (a: Ordered, b: Ordered) =>
  a.order < b.order ? -1 : a.order > b.order ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

export const folderTitle = (folder: Pick<BookmarkFolder, 'title'>) =>
  folder.title.trim() || 'Untitled folder'

/** The folders as a tree. Built once per change of the folders; every lookup is a map read. */
export interface FolderTree {
  byId: ReadonlyMap<string, BookmarkFolder>
  /** Each folder's sub-folders in order; `null` holds the top level. */
  children: ReadonlyMap<string | null, readonly BookmarkFolder[]>
  /** Where a folder really is: its parent, or null when the parent is gone or in a loop. */
  parentOf: (id: string) => string | null
  /** The folders from the top level down to `id` (empty for an unknown id). */
  path: (id: string) => BookmarkFolder[]
  /** `id` and every folder inside it, at any depth. */
  descendants: (id: string) => Set<string>
}

/**
 * Builds the tree. A folder whose parent is gone (deleted in another tab) or whose parents loop
 * back to it (two tabs moved folders into each other at once) shows at the top level, so
 * nothing is ever out of sight.
 */
export function buildFolderTree(folders: readonly BookmarkFolder[]): FolderTree {
  const byId = new Map(folders.map((f) => [f.id, f]))
  const parent = new Map<string, string | null>()
  for (const folder of folders) {
    let effective: string | null = folder.parentId
    const seen = new Set([folder.id])
    for (let at = folder.parentId; at !== null;) {
      const next = byId.get(at)
      if (!next || seen.has(at)) {
        effective = null
        break
      }
      seen.add(at)
      at = next.parentId
    }
    parent.set(folder.id, effective)
  }
  const children = new Map<string | null, BookmarkFolder[]>()
  for (const folder of folders) {
    const key = parent.get(folder.id) ?? null
    const list = children.get(key)
    if (list) list.push(folder)
    else children.set(key, [folder])
  }
  for (const list of children.values()) list.sort(byOrder)

  const parentOf = (id: string) => parent.get(id) ?? null
  return {
    byId,
    children,
    parentOf,
    path: (id) => {
      const out: BookmarkFolder[] = []
      for (let at: string | null = id; at !== null; at = parentOf(at)) {
        const folder = byId.get(at)
        if (!folder) break
        out.unshift(folder)
      }
      return out
    },
    descendants: (id) => {
      const out = new Set<string>()
      const stack = [id]
      while (stack.length) {
        const at = stack.pop()!
        out.add(at)
        for (const child of children.get(at) ?? []) stack.push(child.id)
      }
      return out
    },
  }
}

/** A folder's name with its parents: 'Work / Projects / Hearth'. */
export const folderPathLabel = (tree: FolderTree, id: string | null) =>
  id === null
    ? 'No folder'
    : tree
        .path(id)
        .map((f) => folderTitle(f))
        .join(' / ') || 'No folder'

/** Folders in tree order with their depth: for a picker ('Move to folder…', the dialog's select). */
export function flattenFolders(tree: FolderTree): { folder: BookmarkFolder; depth: number }[] {
  const out: { folder: BookmarkFolder; depth: number }[] = []
  const stack: { folder: BookmarkFolder; depth: number }[] = [...(tree.children.get(null) ?? [])]
    .reverse()
    .map((folder) => ({ folder, depth: 0 }))
  while (stack.length) {
    const item = stack.pop()!
    out.push(item)
    const kids = tree.children.get(item.folder.id) ?? []
    for (let i = kids.length - 1; i >= 0; i--)
      stack.push({ folder: kids[i]!, depth: item.depth + 1 })
  }
  return out
}

/** The nodes a tree shows: folders whose parents are all expanded, in order, with depth. */
export function visibleFolders(
  tree: FolderTree,
  expanded: ReadonlySet<string>,
): { folder: BookmarkFolder; depth: number; hasChildren: boolean }[] {
  const out: { folder: BookmarkFolder; depth: number; hasChildren: boolean }[] = []
  const walk = (parentId: string | null, depth: number) => {
    for (const folder of tree.children.get(parentId) ?? []) {
      const hasChildren = !!tree.children.get(folder.id)?.length
      out.push({ folder, depth, hasChildren })
      if (hasChildren && expanded.has(folder.id)) walk(folder.id, depth + 1)
    }
  }
  walk(null, 0)
  return out
}

/** How many bookmarks each folder holds, inside it at any depth. */
export function bookmarkCounts(
  tree: FolderTree,
  bookmarks: readonly Bookmark[],
): Map<string, number> {
  return folderTotals(tree, countBookmarks(bookmarks).own)
}

/** Each folder's count with its sub-folders', from the bookmarks each holds itself (`direct`). */
export function folderTotals(
  tree: FolderTree,
  direct: ReadonlyMap<string, number>,
): Map<string, number> {
  const total = new Map<string, number>()
  for (const id of tree.byId.keys()) {
    const own = direct.get(id) ?? 0
    if (!own) continue
    for (let at: string | null = id; at !== null; at = tree.parentOf(at))
      total.set(at, (total.get(at) ?? 0) + own)
  }
  return total
}
