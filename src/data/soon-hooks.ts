import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { CollectionStore } from './collection-store'
import type { CollectionName, CollectionRecords } from './collections'
import { useHasDoc, useOpenWorkspace, useSelected } from './hooks'
import { rangeKey, type RowRange } from './row-query'

/**
 * Reading a large collection without a frozen moment: the records a screen needs from the row
 * store (`row-query.ts`), or the collection read in slices between frames. Counting them is in
 * `use-row-counts.ts`.
 */

const READ_AT_ONCE = 200

/**
 * Whether a collection's records are in memory, or so few that reading them costs nothing: a
 * reader then reads the store at once rather than rows. False without a store (a start from
 * rows, before the document).
 */
export function inMemory(
  store: { isLoaded: boolean; isPartial: boolean; size: number } | null,
): boolean {
  return !!store && !store.isPartial && (store.isLoaded || store.size <= READ_AT_ONCE)
}

const NOT_YET = () => undefined
const NO_QUERY = () => () => {}
const NONE = () => 'none' as const

/**
 * Every record of a collection, like {@link useRecords}; but while a large collection is not yet
 * in memory this returns `undefined` and the records are read in slices between frames (shared
 * with every other reader), then the component renders again. For the Overview's widgets: one
 * reading 10,000 records never holds up the first paint of the others, nor a key pressed
 * meanwhile. A few hundred records are read at once.
 *
 * With `where` (a range of an index of the row store, `row-query.ts`) it may instead return
 * only the records in that range, read from the row store without the document: a caller that
 * filters anyway gets what it needs at once, however large the collection. It returns the
 * whole collection when that is in memory already, or while the rows are being built.
 */
export function useRecordsSoon<K extends CollectionName>(
  collection: K,
  /** `false`: nothing wanted (another source serves the reader): undefined, nothing read. */
  where?: RowRange | null | false,
  /** Read in idle periods rather than at once: a background service, not a widget on screen. */
  { background = false }: { background?: boolean } = {},
): readonly CollectionRecords[K][] | undefined {
  const workspace = useOpenWorkspace()
  // Before the document (a start from rows), a large collection's store reads its rows when
  // preloaded; the range is queried meanwhile.
  useHasDoc(workspace)
  const wanted = where !== false
  const store = wanted ? workspace.storeIfReady(collection) : null
  const ready = inMemory(store)
  const key = where ? rangeKey(collection, where) : null
  // Chosen when the range changes: a collection read meanwhile changes nothing (the query is current).
  const query = useMemo(
    () => (where && !ready ? workspace.reads.query(collection, where) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `where`; `ready` is only read
    [workspace, collection, key],
  )
  const state = useSyncExternalStore(query?.subscribe ?? NO_QUERY, query ? () => query.state : NONE)
  const fromStore = state === 'none' || state === 'unusable'
  const [, setRead] = useState(false)
  useEffect(() => {
    if (ready || !fromStore || !store || !wanted) return
    let live = true
    void store.preload({ soon: !background }).then(() => live && setRead(true))
    return () => {
      live = false
    }
  }, [store, ready, fromStore, background, wanted])
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = [store?.subscribe(listener), query?.subscribe(listener)]
      return () => stops.forEach((stop) => stop?.())
    },
    [store, query],
  )
  const getSnapshot =
    state === 'ready'
      ? () => query!.records
      : state === 'reading' || !ready
        ? NOT_YET
        : store!.getAll
  return useSyncExternalStore(subscribe, getSnapshot)
}

/**
 * A collection's store once it holds every record, or null until then: before the document (a
 * start from rows) a large collection is read from its rows first, in slices. For what needs the
 * whole collection (a search index) but can come a moment later.
 */
export function useCompleteStore<K extends CollectionName>(
  collection: K,
  /** Off: the store only if something else read it whole already; nothing read for it. */
  enabled = true,
): CollectionStore<K> | null {
  const workspace = useOpenWorkspace()
  useHasDoc(workspace)
  const store = workspace.storeIfReady(collection) ?? workspace.store(collection)
  const partial = store.isPartial
  const [, setRead] = useState(false)
  useEffect(() => {
    if (!partial || !enabled) return
    let live = true
    void store.preload({ soon: true }).then(() => live && setRead(true))
    return () => {
      live = false
    }
  }, [store, partial, enabled])
  return partial ? null : store
}

/**
 * {@link useCollectionSelect} for what can come a moment later (a note's link targets and tag
 * suggestions): while a large collection is not in memory it returns `fallback` and reads the
 * collection in slices (as {@link useRecordsSoon}), then selects. Opening one note never waits
 * for thousands of others to be read.
 */
export function useCollectionSelectSoon<K extends CollectionName, T>(
  collection: K,
  select: (records: readonly CollectionRecords[K][]) => T,
  isEqual: (a: T, b: T) => boolean,
  options: { ignoreText?: boolean },
  fallback: T,
  /** Off: `fallback`, and nothing is read (what is selected comes from elsewhere). */
  enabled = true,
): T {
  const workspace = useOpenWorkspace()
  // Before the document (a start from rows), the collection is read from its rows.
  useHasDoc(workspace)
  const store = workspace.storeIfReady(collection) ?? workspace.store(collection)
  const ready = inMemory(store) && enabled
  const [, setRead] = useState(false)
  useEffect(() => {
    if (ready || !enabled) return
    let live = true
    void store.preload({ soon: true }).then(() => live && setRead(true))
    return () => {
      live = false
    }
  }, [store, ready, enabled])
  const subscribe = options.ignoreText ? store.subscribeRecords : store.subscribe
  const selectSome = useCallback(
    (records: readonly CollectionRecords[K][] | undefined) =>
      records ? select(records) : fallback,
    [select, fallback],
  )
  return useSelected(subscribe, ready ? store.getAll : NOT_YET, selectSome, isEqual)
}

/**
 * The first `limit` records of a range (in the index's order) and how many it
 * holds (null until counted, a moment after the records), read from the row store and kept
 * current (`row-page.ts`): for a widget showing a few of many. Undefined while read; null when not `enabled` or the rows cannot serve it (none
 * kept, being built): read the records another way then. Not `counted`: `total` stays null (a
 * reader that knows it another way spares IndexedDB the count).
 */
export function useRowPage<K extends CollectionName>(
  collection: K,
  where: RowRange,
  limit: number,
  enabled: boolean,
  counted = true,
): { records: readonly CollectionRecords[K][]; total: number | null } | null | undefined {
  const workspace = useOpenWorkspace()
  const key = `${rangeKey(collection, where)}:${limit}:${counted}`
  // Shared and swept when unread, as queries are: made during render, never leaked.
  const page = useMemo(
    () => (enabled ? workspace.reads.livePage(collection, where, limit, counted) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the arguments
    [workspace, key, enabled],
  )
  const state = useSyncExternalStore(page?.subscribe ?? NO_QUERY, () => page?.state ?? 'none')
  const shown = useSyncExternalStore(page?.subscribe ?? NO_QUERY, () => page?.shown ?? null)
  if (!page || state === 'unusable') return null
  return state === 'ready' && shown ? shown : undefined
}
