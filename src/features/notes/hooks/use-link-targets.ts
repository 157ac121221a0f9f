import { useCallback, useEffect, useMemo, useRef } from 'react'
import { titledNotes } from '../model/note-selectors'
import { useNoteMetas } from './use-note-metas'

const NO_TITLES: readonly string[] = []

/**
 * What a note's `[[links]]` reach: `resolve` turns a title into a note's id (lower-cased titles
 * of notes outside the Trash), and `getTitles` gives the other notes' titles for `[[`
 * completion (one stable function, read when it completes: undefined until they are known).
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
  const titles = useRef<readonly string[] | undefined>(undefined)
  useEffect(() => {
    titles.current =
      metas &&
      titled
        .filter((pair) => !pair.startsWith(`${noteId}\t`))
        .map((pair) => pair.slice(pair.indexOf('\t') + 1))
  }, [metas, titled, noteId])
  const getTitles = useCallback(() => titles.current, [])
  return { resolve, getTitles }
}
