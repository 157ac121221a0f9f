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

  /** Where a refresh cut short stands: the notes it works on, how far it got, what it met. */
  private pending: { all: readonly Note[]; at: number; present: Set<string> } | null = null

  /** Brings the index up to date with the notes as they are now. */
  refresh() {
    this.refreshFor(Infinity)
  }

  /**
   * Brings the index up to date for at most about `ms`, and says whether it is: a first build
   * of thousands of notes goes in slices between frames (`useNotesSearch`), and the next call
   * goes on where this one stopped (from the start, cheaply, if the notes changed meanwhile).
   */
  refreshFor(ms: number): boolean {
    const all = this.source.getAll()
    if (all === this.seen) return true
    if (this.pending?.all !== all) this.pending = { all, at: 0, present: new Set() }
    const pending = this.pending
    const end = performance.now() + ms
    while (pending.at < all.length) {
      const note = all[pending.at++]!
      pending.present.add(note.id)
      this.index(note)
      if (pending.at % 25 === 0 && performance.now() > end) return false
    }
    for (const id of this.indexed.keys()) {
      if (pending.present.has(id)) continue
      this.search_.discard(id)
      this.indexed.delete(id)
    }
    this.seen = all
    this.pending = null
    return true
  }

  private index(note: Note) {
    const before = this.indexed.get(note.id)
    if (before === note) return
    if (before) this.search_.discard(note.id)
    this.search_.add({
      id: note.id,
      title: note.title,
      body: note.body,
      tags: note.tags.join(' '),
    })
    this.indexed.set(note.id, note)
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
