/// <reference lib="webworker" />
import { serveInWorker } from '@/lib/search-index/index-server'
import { rowsIndexServer } from '@/lib/search-index/rows-index-server'
import { storedIndexes } from '@/lib/search-index/stored-indexes'
import { notesIndex } from './notes-index-options'
import { NOTE_ROWS } from './notes-index-text'

/**
 * The notes' search index, off the page (`notes-index.ts`): fed by the page, or reading their rows
 * itself, kept between starts (`stored-indexes.ts`).
 */
serveInWorker((post) => rowsIndexServer(notesIndex(), NOTE_ROWS, post, storedIndexes))
