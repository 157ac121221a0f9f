import type { Note } from '@/data/records/note'
import { followRows } from '@/data/rows-in-worker'
import type { IndexedKind } from '@/lib/search-index/index-in-worker'
import type { RowsOfIndex } from '@/lib/search-index/rows-index-server'
import { noteMeta } from './note-selectors'
import { selectNotes } from './notes-query'

/**
 * What is asked of the notes' rows: every note's `NoteMeta` outside the Trash (`meta`), or the
 * Notes screen's search (`list`: its notes with the tag filtered on, pinned first).
 */
export type NoteTerms = { meta: true } | { list: { tag: string | null } }

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
  select(asked, ids, records) {
    const terms = asked as NoteTerms | undefined
    if (terms && 'meta' in terms)
      return [...records.values()].flatMap((note) =>
        inTrash(note)
          ? []
          : [noteMeta(note as unknown as Note) as unknown as Record<string, unknown>],
      )
    const found = ids.flatMap((id) => {
      const note = records.get(id)
      return note && !inTrash(note) ? [note] : []
    })
    if (!terms || !('list' in terms)) return found
    // As the screen lists what it finds (`selectNotes`): the tag's only, pinned first.
    return selectNotes(found as unknown as Note[], {
      matches: found.map((note) => note.id as string),
      sort: 'updated',
      tag: terms.list.tag,
    }) as unknown as Record<string, unknown>[]
  },
}
