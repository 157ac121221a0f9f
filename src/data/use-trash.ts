import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { whenIdle } from '@/lib/idle'
import { useOpenWorkspace } from './hooks'
import { useRowCounts } from './use-row-counts'
import {
  alongRange,
  deleteForever,
  emptyTrash,
  purgeExpired,
  restoreFromTrash,
  trashRange,
  type TrashRecord,
} from './trash'
import { TRASHABLE, type TrashKind } from './trash-rules'

/** One item of the Trash: a record deleted on its own (a list or folder with what it took along). */
export interface TrashItem {
  kind: TrashKind
  record: TrashRecord
}

const NOTHING = () => () => {}
const NO_RANGES: readonly (readonly [IDBValidKey, IDBValidKey])[] = []

/**
 * The Trash's items, newest first, kept current as records are deleted and restored here or in
 * other tabs; undefined while they are read, null while they cannot be (the workspace keeps no
 * rows, or is indexing them after an update). With what each action needs.
 */
export function useTrash() {
  const workspace = useOpenWorkspace()
  const queries = useMemo(
    () => TRASHABLE.map((kind) => workspace.reads.query(kind, trashRange(kind))),
    [workspace],
  )
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = queries.map((query) => query?.subscribe(listener) ?? NOTHING())
      return () => stops.forEach((stop) => stop())
    },
    [queries],
  )
  const last = useRef<{ parts: readonly unknown[]; items: TrashItem[] | null | undefined }>(null)
  const items = useSyncExternalStore(subscribe, () => {
    const parts = queries.map((query) =>
      !query || query.state === 'unusable'
        ? null
        : query.state === 'ready'
          ? query.records
          : undefined,
    )
    if (last.current && parts.every((part, i) => part === last.current!.parts[i]))
      return last.current.items
    const items = parts.includes(null)
      ? null
      : parts.includes(undefined)
        ? undefined
        : parts
            .flatMap((records, i) =>
              (records as unknown as readonly TrashRecord[]).map((record) => ({
                kind: TRASHABLE[i]!,
                record,
              })),
            )
            .sort((a, b) => (b.record.trashedAt ?? 0) - (a.record.trashedAt ?? 0))
    last.current = { parts, items }
    return items
  })
  const actions = useMemo(
    () => ({
      restore: (item: TrashItem) => restoreFromTrash(workspace, item.kind, item.record),
      deleteForever: (item: TrashItem) => deleteForever(workspace, item.kind, item.record),
      empty: (kinds?: readonly TrashKind[]) => emptyTrash(workspace, kinds),
      purgeExpired: () => purgeExpired(workspace),
    }),
    [workspace],
  )
  return { items, ...actions }
}

/**
 * How many records each list or folder of `leaders` took along to the Trash (counted, none
 * read); undefined while counted.
 */
export function useTakenAlong(leaders: readonly string[]): ReadonlyMap<string, number> | undefined {
  const ranges = useMemo(
    () =>
      leaders.length
        ? leaders.map((id) => {
            const { lower, upper } = alongRange(id)
            return [lower, upper] as const
          })
        : NO_RANGES,
    [leaders],
  )
  const counts = useRowCounts(null, 'tags', ranges, leaders.length > 0)
  return useMemo(() => {
    if (!leaders.length) return new Map()
    if (!counts) return undefined
    return new Map(leaders.map((id, i) => [id, counts[i] ?? 0]))
  }, [leaders, counts])
}

/** How many records the Trash holds, of every kind; undefined while counted, null: unknown. */
export function useTrashCount(): number | null | undefined {
  const ranges = useMemo(
    () =>
      TRASHABLE.map((kind) => {
        const { lower } = trashRange(kind)
        return [lower, trashRange(kind, true).upper] as const
      }),
    [],
  )
  const counts = useRowCounts(null, 'notes', ranges)
  return counts ? counts.reduce((sum, count) => sum + count, 0) : counts
}

/**
 * Deletes for good, once the browser is idle after a workspace opens, what has been in its Trash
 * for 30 days (`purgeExpired`; while its rows are being built, at the next open).
 */
export function usePurgeExpired() {
  const workspace = useOpenWorkspace()
  useEffect(
    () =>
      whenIdle(() => void purgeExpired(workspace).catch(() => {}), {
        timeout: 10_000,
        fallbackDelay: 2_000,
      }),
    [workspace],
  )
}
