import type { Note } from '@/data/records/note'
import { followRows } from '@/data/rows-in-worker'
import type { IndexedKind } from '@/lib/search-index/index-in-worker'
import type { RowsOfIndex } from '@/lib/search-index/rows-index-server'

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

/**
 * The notes' index that reads their rows in its worker: a search answers with the notes found,
 * best first, less those in the Trash.
 */
export const NOTE_ROWS: RowsOfIndex = {
  text: (record) => NOTE_TEXT.text(record as unknown as Note),
  follow: (db, collection, sink) => followRows(db, collection as 'notes', sink),
  select: (_, ids, records) =>
    ids.flatMap((id) => {
      const note = records.get(id)
      return note && (note.trashedAt === null || note.trashedAt === undefined) ? [note] : []
    }),
}
