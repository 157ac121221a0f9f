import { useMemo } from 'react'
import { useRowTags } from '@/data/use-row-tags'
import { sortedTags } from '../model/notes-query'

/**
 * Every tag of the notes outside the Trash, alphabetically, from the row store without reading
 * the notes: the `tags` index's tags (a note in the Trash is in no index but the Trash's).
 * Undefined until known; null where the rows cannot tell (read every note instead), or when not
 * `enabled`.
 */
export function useLiveTags(enabled: boolean): readonly string[] | null | undefined {
  const tags = useRowTags('notes', enabled)
  return useMemo(() => (enabled && tags ? sortedTags(tags) : tags), [enabled, tags])
}
