import type { Note } from '@/data/records/note'
import { followRows } from '@/data/rows-in-worker'
import type { IndexedKind } from '@/lib/search-index/index-in-worker'
import type { RowsOfIndex } from '@/lib/search-index/rows-index-server'
import { noteMeta } from './note-selectors'

/** What is asked of the notes' rows besides a search: every note's `NoteMeta` outside the Trash. */
export interface NoteTerms {
  meta: true
}

/** A note's words, as its index reads them. */
export const NOTE_TEXT: IndexedKind<Note> = {
  text: (note) => ({ id: note.id, title: note.title, body: note.body, tags: note.tags.join(' ') }),
  sameText: (a, b) =>
    a.title === b.title &&
    a.body === b.body &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, i) => tag === b.tags[i]),
  // One letter matches a prefix of most words in most bodies: scoring all of them takes
  // several ms and finds nothing useful.
  shortFields: ['title', 'tags'],
}

const inTrash = (note: Record<string, unknown>) =>
  note.trashedAt !== null && note.trashedAt !== undefined

/**
 * The notes' index that reads their rows in its worker: a search answers with the notes found,
 * best first, less those in the Trash; `{ meta: true }` with every note's `NoteMeta` outside the
 * Trash (titles for `[[links]]`, tags for suggestions: no text).
 */
export const NOTE_ROWS: RowsOfIndex = {
  text: (record) => NOTE_TEXT.text(record as unknown as Note),
  follow: (db, collection, sink) => followRows(db, collection as 'notes', sink),
  select(terms, ids, records) {
    if ((terms as NoteTerms | undefined)?.meta)
      return [...records.values()].flatMap((note) =>
        inTrash(note)
          ? []
          : [noteMeta(note as unknown as Note) as unknown as Record<string, unknown>],
      )
    return ids.flatMap((id) => {
      const note = records.get(id)
      return note && !inTrash(note) ? [note] : []
    })
  },
}
