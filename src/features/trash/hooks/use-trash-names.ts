import { useMemo } from 'react'
import { useRecords } from '@/data/hooks'
import type { TrashItem } from '@/data/use-trash'
import { itemTitle, type NameOf } from '../model/trash-text'

/**
 * The names of the lists and folders the Trash's items were in: live ones, and those in the
 * Trash themselves ('Errands (in the Trash)'); none for one gone for good.
 */
export function useParentNames(items: readonly TrashItem[] | null | undefined): NameOf {
  const lists = useRecords('todoLists')
  const folders = useRecords('bookmarkFolders')
  return useMemo<NameOf>(() => {
    const names = new Map<string, string>()
    for (const record of [...lists, ...folders]) names.set(record.id, record.title || 'Untitled')
    for (const item of items ?? [])
      if (item.kind === 'todoLists' || item.kind === 'bookmarkFolders')
        names.set(item.record.id, `${itemTitle(item)} (in the Trash)`)
    return (_, id) => names.get(id)
  }, [lists, folders, items])
}
