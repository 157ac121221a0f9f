import MiniSearch from 'minisearch'
import type { Note } from '@/data/records/note'
import { prefixUnlessEmoji, searchTerm, searchWords, typoTolerance } from '@/lib/search-words'

/** What the index needs from a collection of notes: a snapshot that changes identity on edit. */
export interface NotesSource {
  getAll: () => readonly Note[]
}

const TITLE_AND_TAGS = ['title', 'tags']

interface IndexedNote {
  id: string
  title: string
  body: string
  tags: string
}

const SEARCH_OPTIONS = {
  // An emoji finds only itself: '❤️' is not '❤️‍🔥'.
  prefix: prefixUnlessEmoji,
  fuzzy: typoTolerance,
  combineWith: 'AND' as const,
  boost: { title: 3, tags: 2 },
}

/**
 * Full-text search over notes' titles, bodies and tags (MiniSearch: prefix and fuzzy).
 * Updates are lazy: an edit only marks the index stale, and the next search re-indexes just
 * the notes whose snapshot changed. So typing in a note costs nothing until someone searches.
 */
export class NotesIndex {
  private search_ = new MiniSearch<IndexedNote>({
    fields: ['title', 'body', 'tags'],
    storeFields: [],
    // An emoji is a word of its own: '🔥urgent' is found by 'urgent' and by '🔥'.
    tokenize: searchWords,
    processTerm: searchTerm,
    searchOptions: SEARCH_OPTIONS,
  })
  private indexed = new Map<string, Note>()
  private seen: readonly Note[] | null = null

  constructor(private readonly source: NotesSource) {}

  /** Brings the index up to date with the notes as they are now. */
  refresh() {
    const all = this.source.getAll()
    if (all === this.seen) return
    this.seen = all
    const present = new Set<string>()
    for (const note of all) {
      present.add(note.id)
      const before = this.indexed.get(note.id)
      if (before === note) continue
      if (before) this.search_.discard(note.id)
      this.search_.add({
        id: note.id,
        title: note.title,
        body: note.body,
        tags: note.tags.join(' '),
      })
      this.indexed.set(note.id, note)
    }
    for (const id of this.indexed.keys()) {
      if (present.has(id)) continue
      this.search_.discard(id)
      this.indexed.delete(id)
    }
  }

  /** Ids of notes matching a query, best first. An empty query matches nothing. */
  search(query: string): string[] {
    if (!query.trim()) return []
    this.refresh()
    // One letter matches a prefix of most words in most bodies: scoring all of them takes
    // several ms and finds nothing useful, so a single letter looks at titles and tags only.
    const fields = query.trim().length === 1 ? TITLE_AND_TAGS : undefined
    return this.search_.search(query, { fields }).map((result) => result.id as string)
  }
}

const indexes = new WeakMap<object, NotesIndex>()

/** One index per notes collection (per open workspace), shared by the list and the palette. */
export function notesIndexFor(owner: object, source: NotesSource): NotesIndex {
  let index = indexes.get(owner)
  if (!index) {
    index = new NotesIndex(source)
    indexes.set(owner, index)
  }
  return index
}
