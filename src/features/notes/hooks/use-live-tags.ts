import { useMemo } from 'react'
import type { Note } from '@/data/records/note'
import { tagKey } from '@/data/row-query'
import { useRowCounts } from '@/data/soon-hooks'
import { useRowTags } from '@/data/use-row-tags'
import { sortedTags } from '../model/notes-query'

/**
 * Every tag of the notes outside the Trash, alphabetically, from the row store without reading
 * the notes: the `tags` index's tags, less those that only notes in the Trash hold (a tag's
 * notes counted on the index, against the Trash's own). Undefined until known; null where the
 * rows cannot tell (read every note instead), or when not `enabled`.
 */
export function useLiveTags(
  trashed: readonly Note[] | undefined,
  enabled: boolean,
): readonly string[] | null | undefined {
  const tags = useRowTags('notes', enabled)
  // How many notes in the Trash hold each of their tags.
  const inTrash = useMemo(() => {
    const counts = new Map<string, number>()
    for (const note of trashed ?? [])
      for (const tag of note.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
    return counts
  }, [trashed])
  const ranges = useMemo(
    () =>
      [...inTrash.keys()].map((tag) => {
        const key = tagKey('notes', tag)
        return [key, key] as const
      }),
    [inTrash],
  )
  const held = useRowCounts('notes', 'tags', ranges, enabled && !!trashed)
  return useMemo(() => {
    if (!enabled || tags === null || held === null) return null
    if (tags === undefined || held === undefined) return undefined
    const onlyInTrash = new Set(
      [...inTrash].filter(([, count], i) => held[i]! <= count).map(([tag]) => tag),
    )
    return sortedTags(tags.filter((tag) => !onlyInTrash.has(tag)))
  }, [enabled, tags, held, inTrash])
}
