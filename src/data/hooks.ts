import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import type { CollectionName, CollectionRecords } from './collections'
import type { Repository } from './repository'
import { session } from './session'
import type { PersistState } from './storage-permission'
import { shows } from './records/trashed'
import type { Workspace, WorkspaceHandle } from './workspace'
import type { WorkspaceInfo } from './workspace-info'

/** The open workspace of the content area; `app/` provides it once the workspace has loaded. */
export const WorkspaceContext = createContext<Workspace | null>(null)

export function useOpenWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext)
  if (!workspace) throw new Error('useWorkspace must be used inside the content area')
  return workspace
}

/** The active workspace: its records and repositories. Only inside the content area. */
export function useWorkspace(): WorkspaceHandle {
  return useOpenWorkspace()
}

/**
 * The session's active workspace, or null while one opens (for the shell that provides it).
 * Held in state and changed in a transition, not read from the session as an external store:
 * the workspace usually opens while the shell's first render (a transition, in slices) is under
 * way, and an external store that changes meanwhile makes React drop those slices and render
 * the whole page again in one long task.
 */
export function useActiveWorkspace(): Workspace | null {
  // With its mode: a workspace can turn read-only while open (a newer Hearth elsewhere).
  const [{ workspace }, setState] = useState(() => ({
    workspace: session.workspace,
    mode: session.workspace?.mode,
  }))
  useEffect(() => {
    const next = (shown: { workspace: Workspace | null; mode: Workspace['mode'] | undefined }) =>
      shown.workspace === session.workspace && shown.mode === session.workspace?.mode
        ? shown
        : { workspace: session.workspace, mode: session.workspace?.mode }
    const update = () => {
      // The same workspace turning read-only is shown at once, not as a transition that
      // waits for the whole page to render again.
      if (session.workspace && session.workspace.mode === 'read-only') setState(next)
      else startTransition(() => setState(next))
    }
    const stop = session.subscribe(update)
    update()
    void session.start()
    return stop
  }, [])
  return workspace
}

/** Every record of a collection; re-renders when the collection changes. */
export function useRecords<K extends CollectionName>(
  collection: K,
): readonly CollectionRecords[K][] {
  const store = useWorkspace().store(collection)
  return useSyncExternalStore(store.subscribe, store.getAll)
}

/** Renders again once the workspace's document is decoded (after a start from rows); whether it is. */
export function useHasDoc(workspace: WorkspaceHandle): boolean {
  const subscribe = useCallback(
    (listener: () => void) => (workspace.hasDoc ? NO_CHANGES : workspace.whenDoc(listener)),
    [workspace],
  )
  return useSyncExternalStore(subscribe, () => workspace.hasDoc)
}

/**
 * One record; re-renders only when that record changes. After a start from rows, before the
 * document is decoded, a record of a large collection comes from its row (a pinned link's
 * bookmark): undefined until read, as for a record that does not exist.
 */
export function useRecord<K extends CollectionName>(
  collection: K,
  id: string,
): CollectionRecords[K] | undefined {
  return useRecordSelect(collection, id, sameRecord)
}

const sameRecord = <T>(record: T) => record

/**
 * Something derived from one record; re-renders only when `isEqual` says it changed. `select`
 * and `isEqual` should be stable (module-level functions or memoised). Read as `useRecord`
 * reads: before the document, from the record's row (`useRecordReading` says while it is read).
 */
export function useRecordSelect<K extends CollectionName, T>(
  collection: K,
  id: string,
  select: (record: CollectionRecords[K] | undefined) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const { subscribe, get } = useRecordSource(collection, id)
  return useSelected(subscribe, get, select, isEqual)
}

/**
 * Whether a record is still being read from its row (after a start from rows): until then the
 * hooks above say it does not exist. A screen shows that it is loading meanwhile.
 */
export function useRecordReading(collection: CollectionName, id: string): boolean {
  return useRecordSource(collection, id).reading
}

/** Where one record is read from: its row before the document, else its collection's store. */
function useRecordSource<K extends CollectionName>(collection: K, id: string) {
  const workspace = useOpenWorkspace()
  const hasDoc = useHasDoc(workspace)
  // Before the document, a store holding its collection whole (small ones, or read from rows).
  const rowStore = hasDoc ? null : workspace.storeIfReady(collection)
  const ready = rowStore && !rowStore.isPartial ? rowStore : null
  const query = useMemo(
    () =>
      !hasDoc && id && !ready
        ? workspace.reads.query(collection, {
            index: 'record',
            lower: [collection, id],
            upper: [collection, id],
          })
        : null,
    [workspace, hasDoc, ready, collection, id],
  )
  const state = useSyncExternalStore(query?.subscribe ?? NO_SUBSCRIPTION, () => query?.state)
  // Without a usable query (no rows, being built): the store, decoding the document if need be.
  const store =
    query && state !== 'unusable' ? null : (ready ?? storeFor(workspace, collection, id))
  const subscribe = useCallback(
    (listener: () => void) =>
      store?.subscribeTo(id, listener) ?? query?.subscribe(listener) ?? NO_CHANGES,
    [store, query, id],
  )
  const get = useCallback((): CollectionRecords[K] | undefined => {
    if (store) return store.get(id)
    // In the Trash, a record is as good as gone (as in the stores).
    const record = query?.state === 'ready' ? query.records[0] : undefined
    return record && shows(collection, record) ? record : undefined
  }, [store, query, id, collection])
  return { subscribe, get, reading: !store && state === 'reading' }
}

const NO_SUBSCRIPTION = () => NO_CHANGES

const NO_CHANGES = () => {}

/**
 * The store to read one record from: none for the empty id (no record has it; a widget with no
 * record chosen), so that looking up nothing never decodes the document after a start from rows.
 */
function storeFor<K extends CollectionName>(workspace: WorkspaceHandle, collection: K, id: string) {
  return id ? workspace.store(collection) : workspace.storeIfReady(collection)
}

/** Create / update / remove / move for a collection of the active workspace. */
export function useRepository<K extends CollectionName>(collection: K): Repository<K> {
  return useWorkspace().repository(collection)
}

/** How many daily snapshots were taken since the app started: grows with each one taken. */
export function useSnapshotsTaken(): number {
  return useSyncExternalStore(session.subscribe, () => session.snapshotsTaken)
}

/** The workspaces on this device and which one is active (works outside the content area). */
export function useWorkspaces(): {
  workspaces: WorkspaceInfo[]
  activeId: string | null
  persist: PersistState
} {
  const registryVersion = useSyncExternalStore(session.subscribe, () => session.registry)
  // A start from rows reads the list after its first screen: a screen showing it asks sooner.
  useEffect(() => void session.loadRegistry().catch(() => {}), [])
  const workspaces = useSyncExternalStore(
    useCallback(
      (listener: () => void) => registryVersion?.subscribe(listener) ?? (() => {}),
      [registryVersion],
    ),
    () => registryVersion?.list() ?? EMPTY,
  )
  const activeId = useSyncExternalStore(session.subscribe, () => session.workspace?.id ?? null)
  const persist = useSyncExternalStore(session.subscribe, () => session.storage.state)
  return { workspaces, activeId, persist }
}
const EMPTY: WorkspaceInfo[] = []

/** The active workspace's entry in the list (name, times); re-renders when it changes. */
export function useWorkspaceInfo(): WorkspaceInfo | undefined {
  const { id } = useWorkspace()
  return useWorkspaces().workspaces.find((workspace) => workspace.id === id)
}

/** Where the active workspace's edits are: what a 'saved' status line shows. */
export type SaveState = 'saved' | 'saving' | 'failed' | 'memory-only' | 'read-only'

/** The active workspace's save state; 'saving' only once a write has taken over half a second. */
export function useSaveState(): SaveState {
  const workspace = useOpenWorkspace()
  const { persistence } = workspace
  const raw = useSyncExternalStore(
    useCallback((listener: () => void) => persistence.onStateChange(listener), [persistence]),
    () => persistence.state,
  )
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (raw !== 'saving') return
    const timer = setTimeout(() => setSlow(true), 500)
    return () => {
      clearTimeout(timer)
      setSlow(false)
    }
  }, [raw])
  if (workspace.mode === 'read-only') return 'read-only'
  if (workspace.mode === 'memory-only' || raw === 'unavailable') return 'memory-only'
  if (raw === 'failed') return 'failed'
  return raw === 'saving' && slow ? 'saving' : 'saved'
}

/**
 * Something derived from a whole collection; re-renders only when `isEqual` says it changed.
 * `select` and `isEqual` should be stable (module-level functions or memoised).
 */
export function useCollectionSelect<K extends CollectionName, T>(
  collection: K,
  select: (records: readonly CollectionRecords[K][]) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
  /** Set when `select` reads no text field (a note's body): then typing never re-selects. */
  options: { ignoreText?: boolean } = {},
): T {
  const store = useWorkspace().store(collection)
  const subscribe = options.ignoreText ? store.subscribeRecords : store.subscribe
  return useSelected(subscribe, store.getAll, select, isEqual)
}

/** `useSyncExternalStore` over a selection of a source (for the hooks here and in `soon-hooks.ts`). */
export function useSelected<S, T>(
  subscribe: (listener: () => void) => () => void,
  getSource: () => S,
  select: (source: S) => T,
  isEqual: (a: T, b: T) => boolean,
): T {
  const getSelected = useMemo(
    () => selection(getSource, select, isEqual),
    [getSource, select, isEqual],
  )
  return useSyncExternalStore(subscribe, getSelected)
}

/** A snapshot getter that keeps the last selection while the source and the part are unchanged. */
function selection<S, T>(
  getSource: () => S,
  select: (source: S) => T,
  isEqual: (a: T, b: T) => boolean,
): () => T {
  let last: { source: S; value: T } | null = null
  return () => {
    const source = getSource()
    if (last && Object.is(source, last.source)) return last.value
    const next = select(source)
    last = { source, value: last && isEqual(last.value, next) ? last.value : next }
    return last.value
  }
}
