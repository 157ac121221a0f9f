import type * as Y from 'yjs'
import { forgetStoredIndexes } from '@/lib/search-index/stored-indexes'
import { loadYjs } from '../doc/load-yjs'
import { IdbPersistence } from './idb-persistence'
import { dropCommands } from './command-journal'
import { dropJournals } from './journal'

/** Reads a stored document into a new Y.Doc, without keeping it open. */
export async function loadStoredDoc(name: string): Promise<Y.Doc> {
  const doc = new (await loadYjs()).Y.Doc()
  const persistence = new IdbPersistence(name, doc)
  try {
    await persistence.whenLoaded
  } catch (error) {
    doc.destroy()
    throw error
  } finally {
    // Closed either way: an open connection would block deleting the database.
    await persistence.destroy()
  }
  return doc
}

/** Deletes a stored document, any journal left for it, and its search indexes. */
export async function clearStoredDoc(name: string) {
  await (await loadYjs()).idb.clearDocument(name)
  await forgetStoredIndexes(name)
  dropJournals(name)
  dropCommands(name)
}
