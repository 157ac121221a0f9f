import { useEffect, useMemo, useState } from 'react'
import { useCompleteStore, useRecordsSoon } from '@/data/soon-hooks'
import { whenIdle } from '@/lib/idle'
import type * as IndexModule from '../model/notes-index'
import type { NotesIndex } from '../model/notes-index'

const indexOwner = new WeakMap<NotesIndex, object>()
let loading: Promise<typeof IndexModule> | null = null
const loadIndexModule = () => (loading ??= import('../model/notes-index'))

/**
 * Ids of the notes matching `query`, best first, or null with no query. The search index
 * (MiniSearch) loads and builds when the browser is idle, so the list paints first.
 */
export function useNotesSearch(query: string): readonly string[] | null {
  // Every note: read in slices when there are many (results follow edits through it).
  const notes = useRecordsSoon('notes')
  const [index, setIndex] = useState<NotesIndex | null>(null)

  // Every note, to index: read from rows first after a start from rows.
  const store = useCompleteStore('notes')
  const wanted = query.trim() !== ''
  const ready = index !== null && store !== null && indexOwner.get(index) === store

  useEffect(() => {
    if (ready || !store) return
    let cancelled = false
    const build = () =>
      void loadIndexModule().then(({ notesIndexFor }) => {
        if (cancelled) return
        const next = notesIndexFor(store, store)
        next.refresh()
        indexOwner.set(next, store)
        setIndex(next)
      })
    if (wanted) {
      build()
      return () => void (cancelled = true)
    }
    const cancel = whenIdle(build, { timeout: 1500 })
    return () => {
      cancelled = true
      cancel()
    }
  }, [store, wanted, ready])

  return useMemo(() => {
    if (!query.trim()) return null
    if (!index || !ready) return []
    // `notes` is a dependency so results follow edits; the index catches up lazily.
    void notes
    return index.search(query)
  }, [index, ready, query, notes])
}
