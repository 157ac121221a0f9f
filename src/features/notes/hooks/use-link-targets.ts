import { useCallback, useEffect, useMemo, useRef } from 'react'
import { pastedLink } from '@/components/link-suggest/paste-link'
import { suggestItems, type LinkSuggestion } from '@/components/link-suggest/suggest-items'
import { useWorkspace } from '@/data/hooks'
import type { Note } from '@/data/records/note'
import { useRowPageOnce } from '@/data/use-row-page-once'
import type { LinkSource } from '../components/editor/link-menu'
import { titledNotes } from '../model/note-selectors'
import { LIVE_NOTES } from '../model/notes-query'
import { useNoteMetas } from './use-note-metas'

const NO_TITLES: readonly string[] = []

/** The other notes `[[` offers before anything is typed: the pinned and the last edited. */
const RECENT_NOTES = 20

/**
 * What a note's `[[links]]` reach: `resolve` turns a title into a note's id (lower-cased titles
 * of notes outside the Trash, once every note's title is known: `useNoteMetas`, without reading
 * them onto the page after a start from rows), and `links` is what `[[` offers (`LinkSource`:
 * the pinned and last edited notes at once, a few rows read as the note opens; then what the
 * search palette finds).
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
  // The notes `[[` offers at once: the pinned and last edited, a few rows read from the row
  // store as the note opens (every note's title, read in a worker, comes later at Extra large),
  // once: kept current, they were read again, and this note drawn again, at each key typed.
  // Else the first of every note's.
  const recent = useRowPageOnce('notes', LIVE_NOTES, RECENT_NOTES + 1, enabled, noteId)
  const notes = useRef<readonly LinkSuggestion[] | undefined>(undefined)
  useEffect(() => {
    notes.current = recent
      ? offered(recent, noteId)
      : metas &&
        offered(
          titled.map((pair) => {
            const tab = pair.indexOf('\t')
            return { id: pair.slice(0, tab), title: pair.slice(tab + 1) }
          }),
          noteId,
        )
  }, [recent, metas, titled, noteId])
  const workspace = useWorkspace()
  const links: LinkSource = useMemo(
    () => ({
      notes: () => notes.current,
      search: (query, onSome) => suggestItems(query, noteId, onSome),
      paste: (text) => pastedLink(workspace, text),
    }),
    [noteId, workspace],
  )
  return { resolve, links }
}

/** Up to `RECENT_NOTES` notes with a title, but the one being edited, as `[[` offers them. */
const offered = (notes: readonly Pick<Note, 'id' | 'title'>[], noteId: string): LinkSuggestion[] =>
  notes
    .filter((note) => note.id !== noteId && note.title.trim())
    .slice(0, RECENT_NOTES)
    .map((note) => ({ id: note.id, kind: 'note', title: note.title.trim(), detail: 'Note' }))
