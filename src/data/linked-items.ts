import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react'
import { collectionOf, kindOf, linkedIds, type LinkKind } from '@/lib/item-links'
import type { CollectionName } from './collections'
import { LINKING_FIELDS, LINKS_TO } from './doc/record-rows'
import { useOpenWorkspace } from './hooks'
import type { Bookmark } from './records/bookmark'
import type { BookmarkFolder } from './records/bookmark-folder'
import type { Note } from './records/note'
import type { Todo } from './records/todo'
import type { TodoList } from './records/todo-list'
import { isTrashed } from './records/trashed'
import type { RowQuery, RowRange } from './row-query'
import type { Workspace } from './workspace'

/** What an item link points at, by kind. */
export type LinkedRecord =
  | { kind: 'note'; record: Note }
  | { kind: 'todo'; record: Todo }
  | { kind: 'bookmark'; record: Bookmark }
  | { kind: 'list'; record: TodoList }
  | { kind: 'folder'; record: BookmarkFolder }

/**
 * An item a link points at: there (`live`), in the Trash (`trashed`, with its record), or gone
 * (`missing`: deleted for good, or never in this workspace).
 */
export type LinkedItem =
  | (LinkedRecord & { id: string; state: 'live' | 'trashed' })
  | { id: string; kind: LinkKind; state: 'missing' }

const recordRange = (collection: CollectionName, id: string): RowRange => ({
  index: 'record',
  lower: [collection, id],
  upper: [collection, id],
})

const itemOf = (id: string, kind: LinkKind, record: unknown): LinkedItem =>
  record
    ? ({
        id,
        kind,
        record,
        state: isTrashed(record as Record<string, unknown>) ? 'trashed' : 'live',
      } as LinkedItem)
    : { id, kind, state: 'missing' }

/**
 * Hears of changes to a query's records, and of its collection's store while the query cannot
 * read (the rows are being built, or the workspace keeps none): `workspace.store()` may decode
 * the document, so it is not touched while the rows can answer.
 */
function follow(
  workspace: Workspace,
  collection: CollectionName,
  query: RowQuery<CollectionName> | null,
  listener: () => void,
  to?: string,
): () => void {
  let stopStore: (() => void) | null = null
  const check = () => {
    if (stopStore || (query && query.state !== 'unusable')) return
    const store = workspace.store(collection)
    stopStore = to ? store.subscribeTo(to, listener) : store.subscribe(listener)
  }
  check()
  const stopQuery = query?.subscribe(() => {
    check()
    listener()
  })
  return () => {
    stopQuery?.()
    stopStore?.()
  }
}

/** One item, read where the workspace can read it without decoding: its row, or its store. */
interface ItemSource {
  subscribe: (listener: () => void) => () => void
  get: () => LinkedItem | undefined
}

function itemSource(workspace: Workspace, id: string): ItemSource | null {
  const kind = kindOf(id)
  const collection = collectionOf(id)
  if (!kind || !collection) return null
  const query: RowQuery<CollectionName> | null = workspace.reads.query(
    collection,
    recordRange(collection, id),
  )
  const store = () => (query && query.state !== 'unusable' ? null : workspace.store(collection))
  return {
    subscribe: (listener) => follow(workspace, collection, query, listener, id),
    get: () => {
      // Stores leave out what is in the Trash (notes excepted): gone, as far as they know.
      const fromStore = store()
      if (fromStore) return fromStore.isPartial ? undefined : itemOf(id, kind, fromStore.get(id))
      return query!.state === 'ready' ? itemOf(id, kind, query!.records[0]) : undefined
    },
  }
}

/**
 * The items `ids` point at (`src/lib/item-links.ts`), kept current as they change here, in
 * other tabs or on other devices; undefined while any of them is being read. Ids no link can
 * point at are left out.
 */
export function useLinkedItems(
  ids: readonly string[],
): ReadonlyMap<string, LinkedItem> | undefined {
  const workspace = useOpenWorkspace()
  const key = ids.join('\n')
  const sources = useMemo(
    () =>
      (key ? key.split('\n') : [])
        .map((id) => itemSource(workspace, id))
        .filter((source): source is ItemSource => !!source),
    [workspace, key],
  )
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = sources.map((source) => source.subscribe(listener))
      return () => stops.forEach((stop) => stop())
    },
    [sources],
  )
  const last = useRef<{
    items: (LinkedItem | undefined)[]
    map: ReadonlyMap<string, LinkedItem> | undefined
  }>(null)
  return useSyncExternalStore(subscribe, () => {
    const items = sources.map((source) => source.get())
    if (
      last.current &&
      last.current.items.length === items.length &&
      items.every((item, i) => sameItem(item, last.current!.items[i]))
    )
      return last.current.map
    const map = items.includes(undefined)
      ? undefined
      : new Map(items.map((item) => [item!.id, item!]))
    last.current = { items, map }
    return map
  })
}

const sameItem = (a: LinkedItem | undefined, b: LinkedItem | undefined) =>
  a === b ||
  (!!a &&
    !!b &&
    a.id === b.id &&
    a.state === b.state &&
    ('record' in a ? a.record : null) === ('record' in b ? b.record : null))

/** What links to an item, by the kind of record that holds the link. */
export interface Backlinks {
  notes: readonly Note[]
  todos: readonly Todo[]
  bookmarks: readonly Bookmark[]
}

/** The collections whose records hold links, in the order 'Linked from' lists them. */
const LINKING = Object.keys(LINKING_FIELDS) as ('notes' | 'todos' | 'bookmarks')[]

/** The range of an item's backlinks in the `tags` index (`rowKeys` in row-layout.ts, by `LINKING_FIELDS`). */
export const backlinksRange = (id: string): RowRange => ({
  index: 'tags',
  lower: `${LINKS_TO}${id}`,
  upper: `${LINKS_TO}${id}`,
})

const linksTo = (collection: CollectionName, record: Record<string, unknown>, id: string) =>
  linkedIds(record[LINKING_FIELDS[collection]!]).includes(id)

/**
 * The notes, todos and bookmarks outside the Trash that link to item `id`, kept current;
 * undefined while they are read. From the rows' `tags` index (one key per item linked to); a
 * workspace without usable rows looks through its stores instead.
 */
export function useBacklinks(id: string): Backlinks | undefined {
  const workspace = useOpenWorkspace()
  const queries = useMemo(
    () => LINKING.map((collection) => workspace.reads.query(collection, backlinksRange(id))),
    [workspace, id],
  )
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = queries.map((query, i) => follow(workspace, LINKING[i]!, query, listener))
      return () => stops.forEach((stop) => stop())
    },
    [queries, workspace],
  )
  const last = useRef<{ parts: readonly unknown[]; links: Backlinks | undefined }>(null)
  return useSyncExternalStore(subscribe, () => {
    const parts = queries.map((query, i) => {
      if (query && query.state === 'ready') return query.records
      if (query && query.state === 'reading') return undefined
      const store = workspace.store(LINKING[i]!)
      return store.isPartial ? undefined : store.getAll()
    })
    if (last.current && parts.every((part, i) => part === last.current!.parts[i]))
      return last.current.links
    const linking = (i: number) =>
      (parts[i] as readonly Record<string, unknown>[]).filter(
        (record) => !isTrashed(record) && linksTo(LINKING[i]!, record, id),
      )
    const links = parts.includes(undefined)
      ? undefined
      : {
          notes: linking(0) as unknown as Note[],
          todos: linking(1) as unknown as Todo[],
          bookmarks: linking(2) as unknown as Bookmark[],
        }
    last.current = { parts, links }
    return links
  })
}
