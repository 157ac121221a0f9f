import { useMemo } from 'react'

/**
 * The ids of a sortable list's items, in order, for dnd-kit's `SortableContext`: the same array
 * for as long as they are the same ids. Given a new array the context draws every sortable under
 * it again: an edit of one bookmark drew every row of its folder, and one todo every row of its
 * list. (Record ids hold no line break.)
 */
export function useSortableIds(items: readonly { id: string }[]): string[] {
  const key = items.map((item) => item.id).join('\n')
  return useMemo(() => (key ? key.split('\n') : []), [key])
}
