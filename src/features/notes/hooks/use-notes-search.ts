import { useMemo } from 'react'
import { useCompleteStore, useRecordsSoon } from '@/data/soon-hooks'
import { useIndexSearch } from '@/hooks/use-index-search'
import { notesIndexFor } from '../model/notes-index'

/**
 * Ids of the notes matching `query`, best first: null with no query, undefined while a first
 * answer for it is on its way. The notes' index is in a worker (`notes-index.ts`), so the
 * keystroke's frame never waits for it; the last answer shows until the next one comes.
 */
export function useNotesSearch(query: string): readonly string[] | null | undefined {
  // Every note (results follow edits through it).
  const notes = useRecordsSoon('notes')
  // Every note's store: read from rows first after a start from rows.
  const store = useCompleteStore('notes')
  const index = useMemo(() => store && notesIndexFor(store), [store])
  const { ids, pending } = useIndexSearch(index, notes ?? null, query)
  if (!query.trim()) return null
  return ids ?? (pending ? undefined : [])
}
