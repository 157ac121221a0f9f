import type { Note } from '@/data/records/note'
import { indexFor } from '@/lib/search-index/index-for'
import type { IndexedKind } from '@/lib/search-index/index-in-worker'

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
 * The search index of a workspace's notes (`owner`: its notes' store), in a worker: shared by
 * the Notes list and the search palette. Typing in a note costs it nothing until someone
 * searches: the next search sends only the notes that changed.
 */
export const notesIndexFor = indexFor(
  NOTE_TEXT,
  () =>
    new Worker(new URL('./notes-index.worker.ts', import.meta.url), {
      type: 'module',
      name: 'hearth-notes-search',
    }),
  () => import('./notes-index-options').then((module) => module.notesIndex()),
)
