import { sectionIndexes } from '@/lib/search-index/index-for'
import { NOTE_ROWS, NOTE_TEXT } from './notes-index-text'

/**
 * The search indexes of a workspace's notes, in workers: `notesIndexFor` (`owner`: its notes'
 * store), shared by the Notes list and the search palette where the page holds every note
 * (typing in a note costs it nothing until someone searches: the next search sends only the
 * notes that changed); `notesRowsIndexFor`, which reads their rows itself (the palette, a note's
 * link targets and tag suggestions, where the page does not): its answers carry the notes found.
 */
export const { indexFor: notesIndexFor, rowsIndexFor: notesRowsIndexFor } = sectionIndexes(
  NOTE_TEXT,
  NOTE_ROWS,
  () =>
    new Worker(new URL('./notes-index.worker.ts', import.meta.url), {
      type: 'module',
      name: 'hearth-notes-search',
    }),
  () => import('./notes-index-options').then((module) => module.notesIndex()),
)
