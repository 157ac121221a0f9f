import { useEffect, useState } from 'react'
import type { CollectionName } from './collections'
import { useOpenWorkspace } from './hooks'
import { onceATaskOnChanges } from './persistence/row-feed'

/**
 * Every tag of a collection's records, from the row store's `tags` index (its distinct keys: no
 * record is read), read again after each task that changed the collection's rows. Undefined
 * until read; null while the rows are not complete (read the records instead), or when not
 * `enabled`.
 */
export function useRowTags(
  collection: CollectionName,
  enabled: boolean,
): readonly string[] | null | undefined {
  const workspace = useOpenWorkspace()
  const [read, setRead] = useState<{ key: string; tags: readonly string[] | null }>()
  const key = `${workspace.id}:${collection}`
  useEffect(() => {
    if (!enabled) return
    let live = true
    let stop = () => {}
    const readTags = () => {
      stop()
      const source = workspace.reads.tags(collection)
      if (!source) return setRead({ key, tags: null })
      source.tags.then(
        (tags) => live && setRead({ key, tags }),
        () => live && setRead({ key, tags: null }),
      )
      // One read for the changes of a task.
      stop = onceATaskOnChanges(source.subscribe, collection, () => live && readTags())
    }
    readTags()
    return () => {
      live = false
      stop()
    }
  }, [workspace, collection, enabled, key])
  if (!enabled) return null
  return read?.key === key ? read.tags : undefined
}
