import type { Bookmark } from '@/data/records/bookmark'
import { folderTitle, type FolderTree } from './folders'

/** A search as typed: free text plus `tag:x` and `folder:x` filters (`folder:"Two words"`). */
export interface BookmarkQuery {
  text: string
  tags: string[]
  folders: string[]
}

const FILTER = /(?:^|\s)(tag|folder):(?:"([^"]*)"?|(\S*))/gi

/** Splits what was typed into text and filters. Filters are matched without regard to case. */
export function parseBookmarkQuery(input: string): BookmarkQuery {
  const tags: string[] = []
  const folders: string[] = []
  const text = input.replace(FILTER, (_, kind: string, quoted?: string, bare?: string) => {
    const value = (quoted ?? bare ?? '').trim().toLowerCase()
    if (value) (kind.toLowerCase() === 'tag' ? tags : folders).push(value)
    return ' '
  })
  return { text: text.replace(/\s+/g, ' ').trim(), tags, folders }
}

export const isEmptyQuery = (q: BookmarkQuery) => !q.text && !q.tags.length && !q.folders.length

/**
 * The bookmarks a query finds: its text as ranked by the search index (`ids`, best first: from
 * `bookmarksIndexFor`, in a worker), then narrowed by every `tag:` (the bookmark has a tag
 * starting with it) and every `folder:` (it is in a folder, at any depth, whose name starts with
 * it). Filters alone list matches newest first.
 */
export function searchBookmarks(
  query: BookmarkQuery,
  bookmarks: readonly Bookmark[],
  ids: readonly string[],
  tree: FolderTree,
): Bookmark[] {
  const byId = query.text ? idsOf(bookmarks) : null
  const candidates = byId
    ? ids.flatMap((id) => byId.get(id) ?? [])
    : [...bookmarks].sort((a, b) => b.createdAt - a.createdAt)
  if (!query.tags.length && !query.folders.length) return candidates
  let inFolders: Set<string> | null = null
  if (query.folders.length) {
    inFolders = new Set()
    for (const wanted of query.folders)
      for (const folder of tree.byId.values())
        if (folderTitle(folder).toLowerCase().startsWith(wanted))
          for (const id of tree.descendants(folder.id)) inFolders.add(id)
  }
  return candidates.filter(
    (b) =>
      query.tags.every((t) => b.tags.some((tag) => tag.toLowerCase().startsWith(t))) &&
      (!inFolders || (b.folderId !== null && inFolders.has(b.folderId))),
  )
}

const byIds = new WeakMap<readonly Bookmark[], Map<string, Bookmark>>()

/**
 * The bookmarks by id, built once per list (the store's list changes identity only when a
 * bookmark changes): building it for 50,000 bookmarks on every key cost a search keystroke
 * more than its frame.
 */
function idsOf(bookmarks: readonly Bookmark[]): Map<string, Bookmark> {
  let map = byIds.get(bookmarks)
  if (!map) byIds.set(bookmarks, (map = new Map(bookmarks.map((b) => [b.id, b]))))
  return map
}
