/// <reference lib="webworker" />
import { serveIndexInWorker } from '@/lib/search-index/index-server'
import { notesIndex } from './notes-index-options'

/** The notes' search index, off the page (`notes-index.ts`). */
serveIndexInWorker(notesIndex())
