import { useEffect, useState } from 'react'
import type { CollectionName, CollectionRecords } from './collections'
import { useOpenWorkspace } from './hooks'
import { rangeKey, type RowRange } from './row-query'

/**
 * The first `limit` records of a range as they were when read (`RowReads.page`): read once, not
 * kept current, for what is offered at a moment (the notes `[[` lists first). Nothing is read or
 * rendered again at a change of the collection: each key typed in a note writes its row, and a
 * live page (`useRowPage`, kept for a while after its last reader) read the range again and
 * counted it at every key, with every note's text, while the user typed. Read again when `again`
 * changes. Undefined while read; null when not `enabled` or the rows cannot serve it.
 */
export function useRowPageOnce<K extends CollectionName>(
  collection: K,
  where: RowRange,
  limit: number,
  enabled: boolean,
  again?: unknown,
): readonly CollectionRecords[K][] | null | undefined {
  const workspace = useOpenWorkspace()
  const key = `${rangeKey(collection, where)}:${limit}`
  const [read, setRead] = useState<{
    key: string
    again: unknown
    records: readonly CollectionRecords[K][] | null
  } | null>(null)
  useEffect(() => {
    if (!enabled) return
    let wanted = true
    const take = (records: readonly CollectionRecords[K][] | null) => {
      if (wanted) setRead({ key, again, records })
    }
    const reading = workspace.reads.page(collection, where, limit) ?? Promise.resolve(null)
    reading.then(take, (error: unknown) => {
      console.warn('Hearth could not read its records from the row store', error)
      take(null)
    })
    return () => {
      wanted = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the arguments
  }, [workspace, key, enabled, again])
  if (!enabled) return null
  return read?.key === key && read.again === again ? read.records : undefined
}
