import { indexFor } from '@/lib/search-index/index-for'
import { indexInThread } from '@/lib/search-index/index-in-worker'
import { rowsIndexFor } from '@/lib/search-index/index-of-rows'
import { rowsIndexServer } from '@/lib/search-index/rows-index-server'
import { NOTE_ROWS, NOTE_TEXT } from './notes-index-text'

/** The notes' index worker (one per index). */
const worker = () =>
  new Worker(new URL('./notes-index.worker.ts', import.meta.url), {
    type: 'module',
    name: 'hearth-notes-search',
  })

/** The index the worker keeps, for a page without workers (tests): in this thread instead. */
const index = () => import('./notes-index-options').then((module) => module.notesIndex())

/**
 * The search index of a workspace's notes (`owner`: its notes' store), in a worker: shared by
 * the Notes list and the search palette. Typing in a note costs it nothing until someone
 * searches: the next search sends only the notes that changed.
 */
export const notesIndexFor = indexFor(NOTE_TEXT, worker, index)

/**
 * The search index of a workspace's notes that reads their rows itself, in a worker (the search
 * palette, when the page does not hold every note): answers carry the notes found.
 */
export const notesRowsIndexFor = rowsIndexFor(
  () =>
    typeof Worker === 'function'
      ? worker()
      : indexInThread(index, (loaded, post) => rowsIndexServer(loaded, NOTE_ROWS, post)),
  NOTE_TEXT.shortFields,
)
