/// <reference lib="webworker" />
import { serveIndexInWorker } from '@/lib/search-index/index-server'
import { NOTE_INDEX_OPTIONS } from './notes-index-options'

/** The notes' search index, off the page (`notes-index.ts`). */
serveIndexInWorker(NOTE_INDEX_OPTIONS)
