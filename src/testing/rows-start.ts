import BOOT from '../../public/boot.js?raw'
import { afterEach, beforeEach } from 'vitest'
import { settleRows } from '@/testing/test-workspace'
import type { RecordRow } from '@/data/doc/record-rows'
import { readWatermark, RECORDS_STORE, WATERMARK_KEY } from '@/data/persistence/record-store'
import { readAllRows } from '@/data/persistence/row-store-reads'
import { ACTIVE_WORKSPACE_KEY } from '@/data/session'
import { Workspace, workspaceDbName } from '@/data/workspace'
import type { UndoStack } from '@/data/edit-history'
import { documentHostInThread } from './document-host-in-thread'
import { fakeLocks } from './fake-locks'

/**
 * What the tests of a start from the row store share: boot.js run as the page runs it, a
 * workspace stored with complete rows, and changes to its stored rows and watermark.
 */

/**
 * Registers what each test of a start from rows needs: Web Locks (`fakeLocks`, as the document's
 * owner is chosen) before it, and the active workspace and boot.js's early reads forgotten
 * after it.
 */
export function startsFromRowsInEach() {
  beforeEach(() => {
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true })
  })
  afterEach(() => {
    localStorage.clear()
    delete window.hearthEarlyReads
  })
}

/** Runs public/boot.js as the page does: it reads the active workspace's log early. */
export function bootFor(id: string) {
  localStorage.setItem(ACTIVE_WORKSPACE_KEY, id)
  ;(0, eval)(BOOT)
}

/**
 * boot.js's read of a workspace as it is where there are workers (the log left to the data
 * layer, `log: null`), or with its log held back until `release` (a slow disk).
 */
export function bootWithLog(id: string, log: 'left' | 'held') {
  bootFor(id)
  const reads = window.hearthEarlyReads!
  const name = workspaceDbName(id)
  const read = reads[name]!
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  reads[name] = read.then(async (early) => {
    const { db, log: stored } = early as { db: IDBDatabase; log: Promise<unknown> }
    if (log === 'held') return { db, log: released.then(() => stored) }
    await stored
    return { db, log: null }
  })
  return release
}

export function openDb(name: string): Promise<IDBDatabase> {
  return new Promise((done, fail) => {
    const request = indexedDB.open(name)
    request.onsuccess = () => done(request.result)
    request.onerror = () => fail(request.error as Error)
  })
}

export async function putWatermark(id: string, change: (mark: Record<string, unknown>) => void) {
  const db = await openDb(workspaceDbName(id))
  const mark = { ...(await readWatermark(db))! } as Record<string, unknown>
  change(mark)
  await new Promise<void>((done, fail) => {
    const tx = db.transaction('custom', 'readwrite')
    tx.objectStore('custom').put(mark, WATERMARK_KEY)
    tx.oncomplete = () => done()
    tx.onerror = () => fail(tx.error as Error)
  })
  db.close()
}

export async function putRow(id: string, key: [string, string], change: (row: RecordRow) => void) {
  const db = await openDb(workspaceDbName(id))
  await new Promise<void>((done, fail) => {
    const tx = db.transaction(RECORDS_STORE, 'readwrite')
    const store = tx.objectStore(RECORDS_STORE)
    const read = store.get(key)
    read.onsuccess = () => {
      const row = read.result as RecordRow
      change(row)
      store.put(row)
    }
    tx.oncomplete = () => done()
    tx.onerror = () => fail(tx.error as Error)
  })
  db.close()
}

/** A workspace stored with complete rows: a list with two todos. */
export async function storeWorkspace(id: string) {
  const workspace = await Workspace.open(id)
  const list = workspace.repository('todoLists').create({ title: 'Errands' })
  const todos = workspace.repository('todos')
  todos.create({ title: 'Post the letter', listId: list.id })
  todos.create({ title: 'Buy stamps', listId: list.id })
  await settleRows(workspace)
  const doc = workspace.doc
  await workspace.close()
  return { list, doc }
}

/** The titles of the lists a workspace's store holds (read from rows after a start from them). */
export const listTitles = (workspace: Workspace) =>
  workspace
    .storeIfReady('todoLists')!
    .getAll()
    .map((l) => l.title)

export const openTodos = (listId: string) => ({
  index: 'parent' as const,
  lower: ['todos', listId, 0],
  upper: ['todos', listId, 0, []],
})

/** Resolves once a row query has read (or turned unusable). */
export function settled<T>(query: {
  state: string
  subscribe: (l: () => void) => () => void
  records: T
}) {
  return new Promise<T>((resolve) => {
    if (query.state !== 'reading') return resolve(query.records)
    const stop = query.subscribe(() => {
      if (query.state === 'reading') return
      stop()
      resolve(query.records)
    })
  })
}

/**
 * Stores a record with `create`, rewrites its row and the watermark as an older layout left
 * them (`layout`), and opens the workspace again: it decodes, as rows of another layout are
 * rebuilt before a start may use them. Returns the open workspace, the record's row once
 * rebuilt, and the version the watermark names then.
 */
export async function rebuiltFrom(
  id: string,
  create: (workspace: Workspace) => { id: string; collection: string },
  layout: { version: number; row: (row: RecordRow) => void },
) {
  const first = await Workspace.open(id)
  const record = create(first)
  await settleRows(first)
  await first.close()
  await putWatermark(id, (mark) => (mark.version = layout.version))
  await putRow(id, [record.collection, record.id], layout.row)
  bootFor(id)
  const reopened = await Workspace.open(id)
  const decoded = reopened.hasDoc
  await settleRows(reopened)
  const db = await openDb(workspaceDbName(id))
  const version = (await readWatermark(db))!.version
  const row = (await readAllRows(db)).find((r) => r.id === record.id)!
  db.close()
  return { workspace: reopened, decoded, version, row }
}

/**
 * Opens a stored workspace from its rows (never decoding its document on the page), its
 * document's owner in this thread, and writes through the owner from then on; `history()` is
 * the owner's undo stack of this page's writes.
 */
export async function openFromRows(id: string) {
  bootFor(id)
  let history: UndoStack | null = null
  const workspace = await Workspace.open(id, {
    documentPort: documentHostInThread,
    onCommandHistory: (stack) => (history = stack),
  })
  if (workspace.hasDoc) throw new Error('The workspace decoded its document on the page')
  workspace.commands.sink()
  return { workspace, history: () => history! }
}
