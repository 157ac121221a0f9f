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
  const candidates = byId ? ids.flatMap((id) => byId.get(id) ?? []) : newestFirst(bookmarks)
  return narrowBookmarks(candidates, filtersOf(query, tree))
}

/** A query's filters as bookmarks are narrowed by them: its tags, and the folders it names. */
export interface BookmarkFilters {
  /** Tags (lower case) a bookmark has a tag starting with, each. */
  tags: string[]
  /** The folders (ids, with every folder under them) a bookmark is in; null: any or none. */
  folders: string[] | null
}

/** The filters of a query: `folder:` names the folders whose names start with it, at any depth. */
export function filtersOf(query: BookmarkQuery, tree: FolderTree): BookmarkFilters {
  if (!query.folders.length) return { tags: query.tags, folders: null }
  const folders = new Set<string>()
  for (const wanted of query.folders)
    for (const folder of tree.byId.values())
      if (folderTitle(folder).toLowerCase().startsWith(wanted))
        for (const id of tree.descendants(folder.id)) folders.add(id)
  return { tags: query.tags, folders: [...folders] }
}

/** Bookmarks, newest first (a query that is only filters lists its matches so). */
export const newestFirst = (bookmarks: Iterable<Bookmark>) =>
  [...bookmarks].sort((a, b) => b.createdAt - a.createdAt)

/** The bookmarks among `candidates` (in their order) that pass `filters`. */
export function narrowBookmarks(candidates: Bookmark[], filters: BookmarkFilters): Bookmark[] {
  const { tags } = filters
  if (!tags.length && !filters.folders) return candidates
  const folders = filters.folders && new Set(filters.folders)
  return candidates.filter(
    (b) =>
      tags.every((t) => b.tags.some((tag) => tag.toLowerCase().startsWith(t))) &&
      (!folders || (b.folderId !== null && folders.has(b.folderId))),
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
