import { useMemo } from 'react'
import { useCompleteStore, useRecordsSoon } from '@/data/soon-hooks'
import { useIndexSearch } from '@/hooks/use-index-search'
import { notesIndexFor } from '../model/notes-index'

/**
 * Ids of the notes matching `query`, best first: null with no query (or `onPage` off: the rows
 * answer the search, `useNotesShown`), undefined while a first answer for it is on its way. The
 * notes' index is in a worker (`notes-index.ts`), so the keystroke's frame never waits for it;
 * the last answer shows until the next one comes. Every note is read for it only while `wanted`
 * (the search field was focused) or there is a query.
 */
export function useNotesSearch(
  query: string,
  wanted: boolean,
  onPage = true,
): readonly string[] | null | undefined {
  const enabled = onPage && (wanted || !!query.trim())
  // Every note (results follow edits through it), and their store: read from rows first
  // after a start from rows.
  const notes = useRecordsSoon('notes', enabled ? null : false)
  const store = useCompleteStore('notes', enabled)
  const indexed = notes ? store : null
  const index = useMemo(() => indexed && notesIndexFor(indexed), [indexed])
  const { ids, pending } = useIndexSearch(index, notes ?? null, query)
  if (!query.trim() || !onPage) return null
  return ids ?? (pending ? undefined : [])
}
