import { useEffect, useMemo, useState } from 'react'
import { useCompleteStore, useRecordsSoon } from '@/data/soon-hooks'
import { whenIdle } from '@/lib/idle'
import type * as IndexModule from '../model/notes-index'
import type { NotesIndex } from '../model/notes-index'

const indexOwner = new WeakMap<NotesIndex, object>()
/** How long a slice of the index's first build runs, between frames. */
const SLICE_MS = 8
let loading: Promise<typeof IndexModule> | null = null
const loadIndexModule = () => (loading ??= import('../model/notes-index'))

/**
 * Ids of the notes matching `query`, best first, or null with no query. The search index
 * (MiniSearch) loads and builds when the browser is idle, in slices, so the list paints first
 * and nothing holds the page; a query typed meanwhile has the rest built at once.
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
    let cancel = () => {}
    const done = (next: NotesIndex) => {
      indexOwner.set(next, store)
      setIndex(next)
    }
    // In the background, in slices of idle time: thousands of notes take a fifth of a second.
    const slice = (next: NotesIndex) => {
      if (cancelled) return
      if (next.refreshFor(SLICE_MS)) done(next)
      else cancel = whenIdle(() => slice(next), { timeout: 1500 })
    }
    const build = () =>
      void loadIndexModule().then(({ notesIndexFor }) => {
        if (cancelled) return
        const next = notesIndexFor(store, store)
        // Asked for (a query typed): the rest at once, so the results come.
        if (wanted) {
          next.refresh()
          done(next)
        } else slice(next)
      })
    if (wanted) build()
    else cancel = whenIdle(build, { timeout: 1500 })
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
