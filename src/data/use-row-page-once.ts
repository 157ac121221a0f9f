import { useEffect, useState } from 'react'
import type { CollectionName, CollectionRecords } from './collections'
import { useOpenWorkspace } from './hooks'
import { rangeKey, type RowRange } from './row-query'

/**
 * The first `limit` records of a range as they were when read: `useRowPage` read once, not kept
 * current, for what is offered at a moment (the notes `[[` lists first) without reading and
 * rendering again at every change of the collection (each key typed in a note writes its row).
 * Read again when `again` changes. Undefined while read; null when not `enabled` or the rows
 * cannot serve it.
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
    const page = workspace.reads.livePage(collection, where, limit)
    let stop = () => {}
    let waiting = true
    const take = () => {
      if (!waiting || (page && page.state === 'reading')) return
      waiting = false
      stop()
      setRead({ key, again, records: page?.state === 'ready' ? page.records : null })
    }
    if (page) stop = page.subscribe(take)
    // A page another reader holds may be read already: nothing more is told then.
    queueMicrotask(take)
    return () => {
      waiting = false
      stop()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the arguments
  }, [workspace, key, enabled, again])
  if (!enabled) return null
  return read?.key === key && read.again === again ? read.records : undefined
}
