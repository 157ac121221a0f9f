import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { COLLECTIONS, type CollectionName } from './collections'
import { useHasDoc, useOpenWorkspace } from './hooks'
import { onceATaskOnChanges } from './persistence/row-feed'
import type { RowRange } from './row-query'

/**
 * Counting records without reading them: how many rows each range of an index holds, and how
 * many records each collection has outside the Trash. They follow changes of the rows.
 */

const NO_CHANGES = () => {}

/** The longest a change waits to be counted (`useRowCountGroups`). */
const RECOUNT_WAIT_MAX_MS = 1_000

type Ranges = readonly (readonly [IDBValidKey, IDBValidKey])[]

/** Ranges of one index of the row store to count. */
export interface RangesOf {
  index: RowRange['index']
  ranges: Ranges
}

/**
 * How many rows of a collection each range of an index holds (`count()` in IndexedDB: no
 * record is read), counted again after every change of the collection's rows, and once they
 * are complete again. Undefined until counted; null while the rows are not complete (read the
 * collection instead).
 */
export function useRowCounts(
  /** The collection whose changes count again; null: any collection's. */
  collection: CollectionName | null,
  index: RowRange['index'],
  ranges: Ranges,
  /** Off: null at once (the collection is in memory, say). */
  enabled = true,
): readonly number[] | null | undefined {
  const groups = useMemo(() => [{ index, ranges }], [index, ranges])
  const counted = useRowCountGroups(collection, groups, enabled)
  return counted && counted[0]
}

/**
 * `useRowCounts` of ranges of several indexes, counted together (their counts are of the same
 * rows). `elsewhere` is asked first at every count: what holds the collection's records already
 * (a rows worker that has read them) counts them in a moment, where IndexedDB visits every
 * entry of every range while the origin's other requests wait. It is read when the counting
 * begins (with the workspace, and again when the groups change). After a change the rows are
 * counted again once as long has passed as the last count on them took (at most a second):
 * a burst of changes (todos ticked one after another at Extra large, a second of counting
 * each) is counted once, and the reads they cause go first.
 */
export function useRowCountGroups(
  collection: CollectionName | null,
  groups: readonly RangesOf[],
  enabled = true,
  /** The counts from elsewhere, a list per group, or null (or a promise of null): on the rows. */
  elsewhere?: () => Promise<readonly (readonly number[])[] | null> | null,
): readonly (readonly number[])[] | null | undefined {
  const workspace = useOpenWorkspace()
  const key = JSON.stringify([collection, groups, enabled])
  const [counted, setCounted] = useState<{
    key: string
    counts: readonly (readonly number[])[] | null
  }>()
  useEffect(() => {
    let live = true
    let stop = () => {}
    /** Counts asked: only the last one's answer is shown (an earlier one may end after it). */
    let asked = 0
    /** How long the last count on the rows took: a change waits as long to be counted. */
    let took = 0
    let soon: ReturnType<typeof setTimeout> | undefined
    if (!enabled) return
    const count = () => {
      const current = ++asked
      const latest = () => live && current === asked
      const onRows = () => {
        // A count the rows' next change makes stale is given up between its batches.
        const each = groups.map(
          ({ index, ranges }) => workspace.reads.counts(index, ranges, latest)?.counts,
        )
        const all = each.filter((counts) => !!counts)
        if (all.length < each.length) return setCounted({ key, counts: null })
        const started = performance.now()
        Promise.all(all).then(
          (counts) => {
            took = performance.now() - started
            if (latest()) setCounted({ key, counts })
          },
          () => latest() && setCounted({ key, counts: null }),
        )
      }
      const subscribe = workspace.reads.changes()
      if (!subscribe) return setCounted({ key, counts: null })
      const held = elsewhere?.()
      const asking = performance.now()
      if (!held) onRows()
      else
        held.then(
          (counts) => {
            if (counts) took = performance.now() - asking
            if (!latest()) return
            if (counts) setCounted({ key, counts })
            else onRows()
          },
          () => latest() && onRows(),
        )
      stop()
      stop = onceATaskOnChanges(subscribe, collection, () => {
        if (!live) return
        // What is being counted is out of date: given up between its batches.
        asked++
        soon ??= setTimeout(
          () => {
            soon = undefined
            if (live) count()
          },
          Math.min(took, RECOUNT_WAIT_MAX_MS),
        )
      })
    }
    count()
    return () => {
      live = false
      clearTimeout(soon)
      stop()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the arguments
  }, [workspace, key])
  if (!enabled) return null
  return counted?.key === key ? counted.counts : undefined
}

/** Each collection's range of the row store's `collection` index, for counting them. */
const COLLECTION_RANGES = COLLECTIONS.map((name) => [name, name] as const)

/** Each collection's records in the Trash, in the `notes` index (`row-layout.ts`). */
const TRASH_RANGES: readonly (readonly [IDBValidKey, IDBValidKey])[] = COLLECTIONS.map((name) => [
  [name, 1],
  [name, 2, []],
])

/**
 * Number of records in each collection outside the Trash, following changes; undefined while
 * they are counted. They are counted on the row store (the Trash's taken away); without usable
 * rows, from the stores (decoding the document).
 */
export function useCounts(): Record<CollectionName, number> | undefined {
  const workspace = useOpenWorkspace()
  const hasDoc = useHasDoc(workspace)
  const rows = useRowCounts(null, 'collection', COLLECTION_RANGES, !hasDoc)
  const trashed = useRowCounts(null, 'notes', TRASH_RANGES, !hasDoc)
  const fromStores = hasDoc || rows === null || trashed === null
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!fromStores) return NO_CHANGES
      const stops = COLLECTIONS.map((name) => workspace.store(name).subscribe(listener))
      return () => stops.forEach((stop) => stop())
    },
    [workspace, fromStores],
  )
  // A store read whole counts what it shows; else the document's records (the Trash's too).
  const sizeOf = (name: CollectionName) => {
    const store = workspace.store(name)
    return store.isLoaded ? store.getAll().length : store.size
  }
  const key = useSyncExternalStore(subscribe, () =>
    fromStores ? COLLECTIONS.map(sizeOf).join(',') : '',
  )
  return useMemo(() => {
    const sizes = fromStores
      ? key.split(',').map(Number)
      : rows && trashed && rows.map((count, i) => count - trashed[i]!)
    if (!sizes) return undefined
    return Object.fromEntries(COLLECTIONS.map((name, i) => [name, sizes[i]!])) as Record<
      CollectionName,
      number
    >
  }, [fromStores, key, rows, trashed])
}
