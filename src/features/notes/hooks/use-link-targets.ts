import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useCollectionSelectSoon } from '@/data/soon-hooks'
import { sameStrings, titledNotes } from '../model/note-selectors'

const TITLES_ONLY = { ignoreText: true }
const NONE: string[] = []

/**
 * What a note's `[[links]]` reach: `resolve` turns a title into a note's id (lower-cased titles
 * of notes outside the Trash), and `getTitles` gives the other notes' titles for `[[`
 * completion (one stable function, read when it completes). Both follow once the notes are read
 * (in slices before the workspace's document).
 */
export function useLinkTargets(noteId: string) {
  const titled = useCollectionSelectSoon('notes', titledNotes, sameStrings, TITLES_ONLY, NONE)
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
  const titles = useRef<readonly string[]>([])
  useEffect(() => {
    titles.current = titled
      .filter((pair) => !pair.startsWith(`${noteId}\t`))
      .map((pair) => pair.slice(pair.indexOf('\t') + 1))
  }, [titled, noteId])
  const getTitles = useCallback(() => titles.current, [])
  return { resolve, getTitles }
}
