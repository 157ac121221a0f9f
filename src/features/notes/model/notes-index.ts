import MiniSearch from 'minisearch'
import type { Note } from '@/data/records/note'
import type { RowSearchKind } from '@/lib/row-search'
import { prefixUnlessEmoji, searchTerm, searchWords, typoTolerance } from '@/lib/search-words'
import { WorkerTextIndex, type TextIndex } from '@/lib/worker-text-index'

/** What the index needs from a collection of notes: a snapshot that changes identity on edit. */
export interface NotesSource {
  getAll: () => readonly Note[]
}

const TITLE_AND_TAGS = ['title', 'tags']

export interface IndexedNote {
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

type NoteWords = MiniSearch<IndexedNote>

const newNoteWords = (): NoteWords =>
  new MiniSearch<IndexedNote>({
    fields: ['title', 'body', 'tags'],
    storeFields: [],
    // An emoji is a word of its own: '🔥urgent' is found by 'urgent' and by '🔥'.
    tokenize: searchWords,
    processTerm: searchTerm,
    searchOptions: SEARCH_OPTIONS,
  })

const document = (note: Note): IndexedNote => ({
  id: note.id,
  title: note.title,
  body: note.body,
  tags: note.tags.join(' '),
})

/** Ids of notes matching a query, best first. An empty query matches nothing. */
function searchWordsOf(words: NoteWords, query: string): string[] {
  if (!query.trim()) return []
  // One letter matches a prefix of most words in most bodies: scoring all of them takes
  // several ms and finds nothing useful, so a single letter looks at titles and tags only.
  const fields = query.trim().length === 1 ? TITLE_AND_TAGS : undefined
  return words.search(query, { fields }).map((result) => result.id as string)
}

/** Notes as the search worker indexes them (`@/lib/row-search`, `search.worker.ts`). */
export const noteSearch: RowSearchKind<Note, IndexedNote, NoteWords> = {
  collection: 'notes',
  newIndex: newNoteWords,
  document,
  sameWords: (a, b) =>
    a.title === b.title &&
    a.body === b.body &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, i) => tag === b.tags[i]),
  search: searchWordsOf,
}

/**
 * Full-text search over notes' titles, bodies and tags (MiniSearch: prefix and fuzzy), on the
 * page: where the search worker cannot answer. Updates are lazy: an edit only marks the index
 * stale, and the next search re-indexes just the notes whose snapshot changed. So typing in a
 * note costs nothing until someone searches.
 */
export class NotesIndex implements TextIndex {
  private search_ = newNoteWords()
  readonly mode = 'page' as const
  readonly ready = true
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
      this.search_.add(document(note))
      this.indexed.set(note.id, note)
    }
    for (const id of this.indexed.keys()) {
      if (present.has(id)) continue
      this.search_.discard(id)
      this.indexed.delete(id)
    }
  }

  /** Ids of notes matching a query, best first. An empty query matches nothing. */
  searchText(query: string): string[] {
    if (!query.trim()) return []
    this.refresh()
    return searchWordsOf(this.search_, query)
  }

  async search(query: string): Promise<string[]> {
    return this.searchText(query)
  }

  async prepare() {}
  // Answers come at once: nothing to be told of.
  subscribe = () => () => {}
  version = () => 0
}

/** The search index of the open workspace's notes: one at a time, in a worker where possible. */
let current: { owner: object; index: TextIndex } | null = null

/**
 * The search index of a workspace's notes (`owner`: its notes store), shared by the list and
 * the palette: in a worker reading the rows, or the page's own where workers are missing
 * (tests) or the worker cannot index.
 */
export function notesIndexFor(database: string, owner: object, source: NotesSource): TextIndex {
  if (current?.owner === owner) return current.index
  if (current?.index instanceof WorkerTextIndex) current.index.terminate()
  const page = new NotesIndex(source)
  const index =
    typeof Worker === 'undefined'
      ? page
      : new WorkerTextIndex(
          database,
          page,
          () =>
            new Worker(new URL('./search.worker.ts', import.meta.url), {
              type: 'module',
              name: 'Hearth notes search',
            }),
        )
  current = { owner, index }
  return index
}
