import { useCallback, useEffect, useMemo, useRef } from 'react'
import { pastedLink } from '@/components/link-suggest/paste-link'
import { suggestItems, type LinkSuggestion } from '@/components/link-suggest/suggest-items'
import { useWorkspace } from '@/data/hooks'
import type { LinkSource } from '../components/editor/link-menu'
import { titledNotes } from '../model/note-selectors'
import { useNoteMetas } from './use-note-metas'

const NO_TITLES: readonly string[] = []

/** The other notes `[[` offers before anything is typed. */
const RECENT_NOTES = 20

/**
 * What a note's `[[links]]` reach: `resolve` turns a title into a note's id (lower-cased titles
 * of notes outside the Trash), and `links` is what `[[` completion offers (`LinkSource`: the
 * other notes at once, read when it completes, undefined until they are known; then what the
 * search palette finds).
 * Both follow once the other notes' titles are known (`useNoteMetas`: without reading them onto
 * the page after a start from rows).
 */
export function useLinkTargets(
  noteId: string,
  /** Off: no titles are asked for or read (a note rendered without `[[links]]`). */
  enabled = true,
) {
  const metas = useNoteMetas(enabled)
  const titled = useMemo(() => (metas ? titledNotes(metas) : NO_TITLES), [metas])
  const byTitle = useMemo(() => {
    const map = new Map<string, string>()
    for (const pair of titled) {
      const tab = pair.indexOf('\t')
      map.set(pair.slice(tab + 1).toLowerCase(), pair.slice(0, tab))
    }
    return map
  }, [titled])
  const resolve = useCallback(
    (title: string) => byTitle.get(title.trim().toLowerCase()) ?? null,
    [byTitle],
  )
  const notes = useRef<readonly LinkSuggestion[] | undefined>(undefined)
  useEffect(() => {
    notes.current =
      metas &&
      titled
        .filter((pair) => !pair.startsWith(`${noteId}\t`))
        .slice(0, RECENT_NOTES)
        .map((pair) => {
          const tab = pair.indexOf('\t')
          return {
            id: pair.slice(0, tab),
            kind: 'note',
            title: pair.slice(tab + 1),
            detail: 'Note',
          }
        })
  }, [metas, titled, noteId])
  const workspace = useWorkspace()
  const links: LinkSource = useMemo(
    () => ({
      notes: () => notes.current,
      search: (query) => suggestItems(query, noteId),
      paste: (text) => pastedLink(workspace, text),
    }),
    [noteId, workspace],
  )
  return { resolve, links }
}
