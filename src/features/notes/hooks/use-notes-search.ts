import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useRecords, useWorkspace } from '@/data/hooks'
import { workspaceRowsName } from '@/data/rows'
import { whenIdle } from '@/lib/idle'
import type { TextIndex } from '@/lib/worker-text-index'
import type * as IndexModule from '../model/notes-index'

const indexOwner = new WeakMap<TextIndex, object>()
let loading: Promise<typeof IndexModule> | null = null
const loadIndexModule = () => (loading ??= import('../model/notes-index'))
const noAnswers = () => () => {}
const none = () => 0

/**
 * Ids of the notes matching `query`, best first, or null with no query. The search index (in a
 * worker that reads the rows; or the page's own MiniSearch where it cannot) loads when the
 * browser is idle, so the list paints first. A worker's answer comes a moment after the key:
 * the last answer stays until then.
 */
export function useNotesSearch(query: string): {
  matches: readonly string[] | null
  /** Who answers searches: the worker, the page's own index, or none yet. */
  searchIndex: 'worker' | 'page' | 'opening'
} {
  const workspace = useWorkspace()
  const notes = useRecords('notes')
  const [index, setIndex] = useState<TextIndex | null>(null)

  const store = workspace.store('notes')
  const wanted = query.trim() !== ''
  const ready = index !== null && indexOwner.get(index) === store

  useEffect(() => {
    if (ready) return
    let cancelled = false
    const build = () =>
      void loadIndexModule().then(({ notesIndexFor }) => {
        if (cancelled) return
        const next = notesIndexFor(workspaceRowsName(workspace.id), store, store)
        void next.prepare()
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
  }, [workspace.id, store, wanted, ready])

  // Searched again when the worker answers or the notes change in it.
  const answers = useSyncExternalStore(index?.subscribe ?? noAnswers, index?.version ?? none)

  const matches = useMemo(() => {
    if (!query.trim()) return null
    if (!index || !ready) return []
    // `notes` is a dependency so results follow edits; the index catches up lazily.
    void notes
    return answers >= 0 ? (index.searchText(query) ?? []) : []
  }, [index, ready, query, notes, answers])
  return { matches, searchIndex: index && ready ? index.mode : 'opening' }
}
