import type * as Y from 'yjs'
import { loadYjs } from './doc/load-yjs'
import { yjs } from './doc/yjs'
import { COLLECTIONS, type CollectionName } from './collections'
import { DEFAULT_WIDGETS, defaultWidgetId } from './doc/default-widgets'
import { docRecords } from './transfer'

export const SNAPSHOT_DB = 'hearth:snapshots'
/** Daily snapshots kept per workspace. */
export const SNAPSHOTS_KEPT = 7
/** A workspace whose state is larger than this is not snapshotted (the limit keeps storage bounded). */
export const MAX_SNAPSHOT_BYTES = 25 * 1024 * 1024

export interface SnapshotInfo {
  key: string
  workspaceId: string
  /** Local day, YYYY-MM-DD. */
  day: string
  createdAt: number
  bytes: number
  counts: Record<CollectionName, number>
}

interface StoredSnapshot extends SnapshotInfo {
  update: Uint8Array
}

function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(SNAPSHOT_DB, 1)
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore('snapshots', { keyPath: 'key' })
      store.createIndex('workspaceId', 'workspaceId')
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const db = await openDb()
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction('snapshots', mode)
      const request = run(tx.objectStore('snapshots'))
      tx.oncomplete = () => resolve(request ? request.result : undefined)
      tx.onerror = tx.onabort = () => reject(tx.error)
    })
  } finally {
    db.close()
  }
}

async function listStored(workspaceId: string): Promise<StoredSnapshot[]> {
  const all = await withStore<StoredSnapshot[]>('readonly', (store) =>
    store.index('workspaceId').getAll(workspaceId),
  )
  return (all ?? []).sort((a, b) => b.createdAt - a.createdAt)
}

/** Snapshots of a workspace, newest first (without their contents). */
export async function listSnapshots(workspaceId: string): Promise<SnapshotInfo[]> {
  return (await listStored(workspaceId)).map((snapshot) => {
    const { update: _update, ...info } = snapshot
    return info
  })
}

const DEFAULT_WIDGET_IDS = new Set(DEFAULT_WIDGETS.map(({ kind }) => defaultWidgetId(kind)))

/**
 * Whether a workspace holds anything the user made: a record other than the settings record and
 * the default Overview widgets every new workspace gets. A fresh workspace has nothing to keep,
 * and a snapshot of it would take the day's place before the user adds anything.
 */
function hasOwnContent(doc: Y.Doc, counts: Record<CollectionName, number>): boolean {
  return COLLECTIONS.some((name) => {
    if (name === 'settings' || counts[name] === 0) return false
    if (name !== 'widgets') return true
    return [...doc.getMap(name).keys()].some((id) => !DEFAULT_WIDGET_IDS.has(id))
  })
}

/** Whether today's snapshot of a workspace is taken. */
export async function snapshotTakenToday(workspaceId: string, now = new Date()): Promise<boolean> {
  const day = localDay(now)
  return (await listStored(workspaceId)).some((snapshot) => snapshot.day === day)
}

/**
 * Takes today's snapshot of a workspace if there is none yet, then keeps only the newest
 * {@link SNAPSHOTS_KEPT}. Returns the snapshot taken, or null.
 */
export async function takeDailySnapshot(
  workspaceId: string,
  doc: Y.Doc,
  now = new Date(),
): Promise<SnapshotInfo | null> {
  const taken = await dailySnapshot(workspaceId, doc, now)
  return taken === 'nothing-to-keep' ? null : taken
}

/**
 * {@link takeDailySnapshot}, saying 'nothing-to-keep' when none was taken because the workspace
 * holds nothing the user made (yet: its first change is worth another try).
 */
export async function dailySnapshot(
  workspaceId: string,
  doc: Y.Doc,
  now = new Date(),
): Promise<SnapshotInfo | 'nothing-to-keep' | null> {
  const day = localDay(now)
  const existing = await listStored(workspaceId)
  if (existing.some((snapshot) => snapshot.day === day)) return null
  const counts = Object.fromEntries(
    COLLECTIONS.map((name) => [name, doc.getMap(name).size]),
  ) as Record<CollectionName, number>
  if (!hasOwnContent(doc, counts)) return 'nothing-to-keep'
  const update = yjs().encodeStateAsUpdate(doc)
  if (update.byteLength > MAX_SNAPSHOT_BYTES) return null
  const snapshot: StoredSnapshot = {
    key: `${workspaceId}:${day}`,
    workspaceId,
    day,
    createdAt: now.getTime(),
    bytes: update.byteLength,
    counts,
    update,
  }
  const stale = existing.slice(SNAPSHOTS_KEPT - 1)
  await withStore('readwrite', (store) => {
    store.put(snapshot)
    for (const old of stale) store.delete(old.key)
  })
  const { update: _update, ...info } = snapshot
  return info
}

/** The records a snapshot holds, to put back into its workspace. */
export async function snapshotRecords(key: string) {
  const snapshot = await withStore<StoredSnapshot>('readonly', (store) => store.get(key))
  if (!snapshot) throw new Error('That snapshot no longer exists.')
  const { Y } = await loadYjs()
  const doc = new Y.Doc()
  Y.applyUpdate(doc, snapshot.update)
  const records = docRecords(doc)
  doc.destroy()
  return records
}

/** Deletes every snapshot of a workspace (when the workspace is deleted). */
export async function deleteSnapshots(workspaceId: string) {
  const existing = await listStored(workspaceId)
  await withStore('readwrite', (store) => {
    for (const snapshot of existing) store.delete(snapshot.key)
  })
}

/** What one try at today's snapshot did (`scheduleDailySnapshots`). */
export type SnapshotTry = 'taken' | 'nothing-to-keep' | 'not-taken'

/** How long after a change (or an opening) today's snapshot is tried. */
const SNAPSHOT_AFTER_MS = 2000

/**
 * Takes today's snapshot a moment after a workspace opens, then checks every hour while it
 * stays open; a try that found nothing to keep (a new workspace) tries again a moment after the
 * workspace's next change (`onChange` subscribes to them), not an hour later. Returns a function
 * that stops it. A snapshot is a convenience: failures are silent, as saving the workspace
 * reports its own errors. `take` takes it if none is taken today, and says what it did: from
 * the stored log in a worker where there are workers (`snapshotTaker`), else from the page's
 * document.
 */
export function scheduleDailySnapshots(
  take: (signal: AbortSignal) => Promise<SnapshotTry>,
  onTaken: () => void,
  onChange: (listener: () => void) => () => void = () => () => {},
): () => void {
  const stop = new AbortController()
  let unlisten: (() => void) | null = null
  let soon: ReturnType<typeof setTimeout> | undefined
  const afterChange = () => {
    unlisten ??= onChange(() => {
      unlisten?.()
      unlisten = null
      clearTimeout(soon)
      soon = setTimeout(run, SNAPSHOT_AFTER_MS)
    })
  }
  const run = () =>
    void take(stop.signal).then(
      (tried) => {
        if (stop.signal.aborted) return
        if (tried === 'taken') onTaken()
        else if (tried === 'nothing-to-keep') afterChange()
      },
      () => {},
    )
  soon = setTimeout(run, SNAPSHOT_AFTER_MS)
  const hourly = setInterval(run, 60 * 60 * 1000)
  return () => {
    clearTimeout(soon)
    clearInterval(hourly)
    unlisten?.()
    stop.abort()
  }
}

/**
 * How a workspace whose document the page holds takes its daily snapshot: `inWorker` (a worker
 * that decodes the stored log: encoding a 100,000-record document's state on the page held it
 * for about 300 ms, once a day), once `stored` says the page's writes so far are in that log
 * (else a try just after a change finds the log without it), else from `doc`, on the page.
 */
export function snapshotTaker(
  workspaceId: string,
  doc: Y.Doc,
  inWorker: ((signal: AbortSignal) => Promise<{ snapshot?: true; nothingToKeep?: true }>) | null,
  stored: () => Promise<void> = async () => {},
): (signal: AbortSignal) => Promise<SnapshotTry> {
  if (inWorker)
    return async (signal) => {
      await stored()
      if (signal.aborted) return 'not-taken'
      const said = await inWorker(signal)
      return said.snapshot ? 'taken' : said.nothingToKeep ? 'nothing-to-keep' : 'not-taken'
    }
  return async () => {
    const taken = await dailySnapshot(workspaceId, doc)
    return taken === 'nothing-to-keep' ? taken : taken ? 'taken' : 'not-taken'
  }
}
