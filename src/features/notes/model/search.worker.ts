// The notes search worker: indexes the workspace's notes (titles, bodies, tags) off the main
// thread, from its rows in IndexedDB, and answers searches with ids (`@/lib/row-search`).
import { runSearchWorker } from '@/lib/row-search'
import { noteSearch } from './notes-index'

runSearchWorker(noteSearch)
