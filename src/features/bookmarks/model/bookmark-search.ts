import MiniSearch from 'minisearch'
import type { Bookmark } from '@/data/records/bookmark'
import { emojiWords, prefixUnlessEmoji, searchTerm, typoTolerance } from '@/lib/search-words'
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

interface Indexed {
  id: string
  title: string
  url: string
  description: string
  tags: string
}

/** What a one-letter search looks at (as in Notes). */
const TITLE_AND_TAGS = ['title', 'tags']

const SEARCH_OPTIONS = {
  // An emoji finds only itself: '❤️' is not '❤️‍🔥'.
  prefix: prefixUnlessEmoji,
  fuzzy: typoTolerance,
  combineWith: 'AND' as const,
  boost: { title: 3, tags: 2, url: 1.5 },
}

const toIndexed = (b: Bookmark): Indexed => ({
  id: b.id,
  title: b.title,
  url: b.url,
  description: b.description,
  tags: b.tags.join(' '),
})

/**
 * Splits a URL into words too ('github.com/yjs' is found by 'github' and 'yjs'), and keeps each
 * emoji a word of its own ('🔥urgent' is found by 'urgent' and by '🔥'). Used for the query too.
 */
const tokenize = emojiWords((text) => text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean))

/** Whether two snapshots of a bookmark hold the same indexed text. */
const sameWords = (a: Bookmark, b: Bookmark) =>
  a.title === b.title &&
  a.url === b.url &&
  a.description === b.description &&
  a.tags.length === b.tags.length &&
  a.tags.every((tag, i) => tag === b.tags[i])

/**
 * Full-text search over bookmarks' titles, URLs, descriptions and tags (MiniSearch: prefix and
 * typo-tolerant). Lazy like the notes index: a change only marks it stale, and the next search
 * re-indexes just the bookmarks whose snapshot changed.
 */
export class BookmarksIndex {
  private mini = new MiniSearch<Indexed>({
    fields: ['title', 'url', 'description', 'tags'],
    storeFields: [],
    tokenize,
    processTerm: searchTerm,
    searchOptions: SEARCH_OPTIONS,
  })
  private indexed = new Map<string, Bookmark>()
  private seen: readonly Bookmark[] | null = null
  private preparing: Promise<void> | null = null
  /** Whether the first indexing is done; until then `searchText` returns null. */
  ready = false

  constructor(private readonly getAll: () => readonly Bookmark[]) {}

  /**
   * Indexes every bookmark in small chunks with pauses between (10,000 take a few hundred ms in
   * all), so neither the screen nor the keys typed meanwhile wait for it.
   */
  prepare(): Promise<void> {
    if (!this.preparing) {
      const all = this.getAll()
      this.preparing = this.mini.addAllAsync(all.map(toIndexed), { chunkSize: 250 }).then(() => {
        for (const b of all) this.indexed.set(b.id, b)
        this.seen = all
        this.ready = true
      })
    }
    return this.preparing
  }

  /** Brings the index up to date with the bookmarks as they are now. */
  private refresh() {
    const all = this.getAll()
    if (all === this.seen) return
    this.seen = all
    const present = new Set<string>()
    const added: Indexed[] = []
    for (const b of all) {
      present.add(b.id)
      const before = this.indexed.get(b.id)
      if (before === b) continue
      this.indexed.set(b.id, b)
      // Moved or reordered only: its words are the same (a move of thousands stays quick).
      if (before && sameWords(before, b)) continue
      if (before) this.mini.discard(b.id)
      added.push(toIndexed(b))
    }
    this.mini.addAll(added)
    for (const id of this.indexed.keys()) {
      if (present.has(id)) continue
      this.mini.discard(id)
      this.indexed.delete(id)
    }
  }

  /** Ids matching free text, best first; null until `prepare()` has finished. */
  searchText(text: string): string[] | null {
    if (!this.ready) return null
    this.refresh()
    // One letter is a prefix of a word in most addresses and descriptions: scoring them all took
    // a key's frame at 50,000 bookmarks and finds nothing useful, so it looks at titles and tags.
    const fields = text.trim().length === 1 ? TITLE_AND_TAGS : undefined
    return this.mini.search(text, { fields }).map((r) => r.id as string)
  }
}

/**
 * The bookmarks a query finds: text ranked by the index, then narrowed by every `tag:` (the
 * bookmark has a tag starting with it) and every `folder:` (it is in a folder, at any depth,
 * whose name starts with it). Filters alone list matches newest first. Without a ready index,
 * text is matched as typed.
 */
export function searchBookmarks(
  query: BookmarkQuery,
  bookmarks: readonly Bookmark[],
  index: BookmarksIndex | null,
  tree: FolderTree,
): Bookmark[] {
  const ids = query.text && index ? index.searchText(query.text) : null
  const byId = ids ? idsOf(bookmarks) : null
  const candidates = ids
    ? ids.flatMap((id) => byId!.get(id) ?? [])
    : query.text
      ? scan(bookmarks, query.text)
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

/** Until the index is ready: every word of the text in the bookmark, as typed (no typos). */
function scan(bookmarks: readonly Bookmark[], text: string): Bookmark[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean)
  return bookmarks
    .filter((b) => {
      const haystack = `${b.title} ${b.url} ${b.description} ${b.tags.join(' ')}`.toLowerCase()
      return words.every((w) => haystack.includes(w))
    })
    .sort((a, b) => b.createdAt - a.createdAt)
}

const indexes = new WeakMap<object, BookmarksIndex>()

/** One index per bookmarks collection (per open workspace), shared by the screen and the palette. */
export function bookmarksIndexFor(owner: object, getAll: () => readonly Bookmark[]) {
  let index = indexes.get(owner)
  if (!index) {
    index = new BookmarksIndex(getAll)
    indexes.set(owner, index)
  }
  return index
}
