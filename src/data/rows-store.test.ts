// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import BOOT from '../../public/boot.js?raw'
import { settleRows } from '@/testing/test-workspace'
import { compactLog } from './persistence/compact-log'
import { ACTIVE_WORKSPACE_KEY } from './session'
import { Workspace, type OpenOptions } from './workspace'
import { documentHostInThread } from '@/testing/document-host-in-thread'
import { fakeLocks } from '@/testing/fake-locks'
import type { HostPort } from './doc-commands'
import type { HostRequest } from './document-host'
import { RowIndex } from './persistence/row-index'
import { readWatermark } from './persistence/record-store'

/**
 * A start from rows reads a large collection whole from its rows, without the document, and
 * follows other tabs' changes through their rows (`CollectionStore.fromRows`, `followRows`).
 * Tabs talk over a BroadcastChannel: this file runs in a process of its own (vite.config.ts).
 */

/** Runs public/boot.js as the page does: it reads the active workspace's log early. */
function bootFor(id: string) {
  localStorage.setItem(ACTIVE_WORKSPACE_KEY, id)
  ;(0, eval)(BOOT)
}

const STORED = 1_234

/** A workspace stored with complete rows: `STORED` todos (1,234) in one list. */
async function storeWorkspace(id: string) {
  const workspace = await Workspace.open(id)
  const list = workspace.repository('todoLists').create({ title: 'Errands' })
  workspace
    .repository('todos')
    .createMany(Array.from({ length: STORED }, (_, i) => ({ title: `Todo ${i}`, listId: list.id })))
  // A bulk change gets its rows after it.
  await settleRows(workspace)
  await workspace.close()
  return list
}

/** Opens a workspace as a fresh page does (a start from rows). */
async function startFromRows(id: string, options: OpenOptions = {}) {
  bootFor(id)
  const workspace = await Workspace.open(id, options)
  expect(workspace.hasDoc).toBe(false)
  return workspace
}

/** Resolves once `check` holds, looking after each task for up to two seconds. */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(check()).toBe(true)
}

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

describe('a large collection read from rows', () => {
  it('holds every record once preloaded, in slices, without decoding the document', async () => {
    await storeWorkspace('whole-1')
    const workspace = await startFromRows('whole-1')
    const store = workspace.storeIfReady('todos')!
    expect(store.isPartial).toBe(true)
    let heard = 0
    store.subscribe(() => heard++)
    await store.preload()
    expect(store.isPartial).toBe(false)
    expect(store.getAll()).toHaveLength(STORED)
    expect(store.get(store.getAll()[7]!.id)?.title).toMatch(/^Todo \d+$/)
    expect(heard).toBeGreaterThan(0)
    expect(workspace.hasDoc).toBe(false)
    // What needs it whole gets it from the rows too.
    expect(await workspace.complete('todos')).toBe(store)
    expect(workspace.hasDoc).toBe(false)
    await workspace.close()
  })

  it('hears another tab’s edits and deletes as rows, while reading and after', async () => {
    const list = await storeWorkspace('whole-2')
    const workspace = await startFromRows('whole-2')
    const store = workspace.storeIfReady('todos')!
    const reading = store.preload()
    // Another tab (with its document) adds, edits and deletes.
    const other = await Workspace.open('whole-2')
    const todos = other.repository('todos')
    const first = other.records('todos')[0]!
    const added = todos.create({ title: 'From the other tab', listId: list.id })
    todos.update(first.id, { title: 'Renamed there' })
    await reading
    await until(() => store.get(added.id)?.title === 'From the other tab')
    await until(() => store.get(first.id)?.title === 'Renamed there')
    todos.remove(added.id)
    await until(() => store.get(added.id) === undefined)
    expect(store.getAll()).toHaveLength(STORED)
    expect(workspace.hasDoc).toBe(false)
    await other.close()
    await workspace.close()
  })

  it('a write right after another tab’s change, on what that tab added, finds it', async () => {
    const list = await storeWorkspace('whole-6')
    const workspace = await startFromRows('whole-6')
    const store = workspace.storeIfReady('todos')!
    await store.preload()
    const other = await Workspace.open('whole-6')
    const added = other.repository('todos').create({ title: 'Added there', listId: list.id })
    await until(() => store.get(added.id) !== undefined)
    // Decoded for this write: with what the other tab stored since this one started.
    expect(workspace.repository('todos').update(added.id, { done: true })).toBe(true)
    expect(workspace.hasDoc).toBe(true)
    await until(() => other.store('todos').get(added.id)?.done === true)
    await other.close()
    await workspace.close()
  })

  it('holds the log as stored once another tab merged it, not every read besides', async () => {
    const list = await storeWorkspace('whole-7')
    const workspace = await startFromRows('whole-7')
    const store = workspace.storeIfReady('todos')!
    const other = await Workspace.open('whole-7')
    const todos = other.repository('todos')
    const first = todos.create({ title: 'Before the merge', listId: list.id })
    await until(() => store.get(first.id) !== undefined)
    const held = workspace.persistence.heldBytes
    // The other tab's log merged into one update, as its compaction does; then one more write.
    await other.persistence.flush()
    expect(await compactLog(other.persistence.db!)).toBeGreaterThan(1)
    const second = todos.create({ title: 'After the merge', listId: list.id })
    await until(() => store.get(second.id) !== undefined)
    // Appending the merged update to what was held would hold the log twice over.
    expect(workspace.persistence.heldBytes).toBeLessThan(held * 1.5)
    // Decoded for a write: with everything either tab stored.
    workspace.repository('todos').update(first.id, { done: true })
    const titles = workspace.records('todos').map((todo) => todo.title)
    expect(titles).toContain('Before the merge')
    expect(titles).toContain('After the merge')
    expect(titles).toHaveLength(STORED + 2)
    await other.close()
    await workspace.close()
  })

  it('moves onto the document when something writes, partial or whole', async () => {
    await storeWorkspace('whole-3')
    const workspace = await startFromRows('whole-3')
    const todos = workspace.storeIfReady('todos')!
    const bookmarks = workspace.storeIfReady('bookmarks')!
    await todos.preload()
    const id = todos.getAll()[0]!.id
    let heard = 0
    bookmarks.subscribe(() => heard++)
    workspace.repository('todos').update(id, { title: 'Changed here' })
    expect(workspace.hasDoc).toBe(true)
    // The same stores, reading the document now: the whole one at once, the partial one too.
    expect(workspace.store('todos')).toBe(todos)
    expect(todos.get(id)?.title).toBe('Changed here')
    expect(todos.getAll()).toHaveLength(STORED)
    expect(workspace.store('bookmarks')).toBe(bookmarks)
    expect(bookmarks.isPartial).toBe(false)
    expect(bookmarks.getAll()).toEqual([])
    await until(() => heard > 0)
    await workspace.close()
  })

  it('decodes the document when another tab’s change is too large to follow as rows', async () => {
    const list = await storeWorkspace('whole-4')
    const workspace = await startFromRows('whole-4')
    const other = await Workspace.open('whole-4')
    other
      .repository('todos')
      .createMany(
        Array.from({ length: 1_500 }, (_, i) => ({ title: `More ${i}`, listId: list.id })),
      )
    await until(() => workspace.hasDoc)
    // Tab sync brings the change once the document is decoded.
    await until(() => workspace.records('todos').length === STORED + 1_500)
    await other.close()
    await workspace.close()
  })

  it('with an owner to write to, waits for another tab’s bulk change’s rows instead of decoding', async () => {
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true })
    const list = await storeWorkspace('whole-7')
    const workspace = await startFromRows('whole-7', { documentPort: documentHostInThread })
    const todos = workspace.storeIfReady('todos')!
    const lists = workspace.storeIfReady('todoLists')!
    await todos.preload()
    // Another tab (with its document) imports: a list, and more todos than rows follow at once.
    const other = await Workspace.open('whole-7')
    const imported = other.repository('todoLists').create({ title: 'Imported' })
    other
      .repository('todos')
      .createMany(
        Array.from({ length: 1_500 }, (_, i) => ({ title: `More ${i}`, listId: list.id })),
      )
    other.repository('todos').remove(todos.getAll()[0]!.id)
    await until(() => todos.getAll().length === STORED + 1_500 - 1)
    expect(lists.get(imported.id)?.title).toBe('Imported')
    expect(workspace.hasDoc).toBe(false)
    await other.close()
    await workspace.close()
  })

  it('a bulk change through the owner shows at once, and stays shown while its rows are built', async () => {
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true })
    const list = await storeWorkspace('whole-9')
    const workspace = await startFromRows('whole-9', { documentPort: documentHostInThread })
    const todos = workspace.storeIfReady('todos')!
    await todos.preload()
    let fewest = Infinity
    let heard = 0
    todos.subscribe(() => {
      heard++
      fewest = Math.min(fewest, todos.getAll().length)
    })
    workspace
      .repository('todos')
      .createMany(
        Array.from({ length: 1_500 }, (_, i) => ({ title: `Added ${i}`, listId: list.id })),
      )
    expect(todos.getAll()).toHaveLength(STORED + 1_500)
    // Stored, its rows built again by the owner, and read again here.
    const db = workspace.persistence.db!
    for (let i = 0; i < 300 && !(await readWatermark(db)); i++)
      await new Promise((r) => setTimeout(r, 10))
    expect(await readWatermark(db)).not.toBeNull()
    const before = heard
    await until(() => heard > before)
    expect(fewest).toBe(STORED + 1_500)
    expect(todos.getAll()).toHaveLength(STORED + 1_500)
    expect(workspace.hasDoc).toBe(false)
    await workspace.close()
  })

  it('what was typed and is not stored yet stays shown when the rows are read again', async () => {
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true })
    const list = await storeWorkspace('whole-10')
    // An owner that gets the page's commands only when the test says.
    const inner = documentHostInThread()
    const held: HostRequest[] = []
    let holding = true
    const port: HostPort = {
      get onmessage() {
        return inner.onmessage
      },
      set onmessage(listener) {
        inner.onmessage = listener
      },
      postMessage: (message) =>
        holding && 'seq' in message ? held.push(message) : inner.postMessage(message),
      terminate: () => inner.terminate(),
    }
    const workspace = await startFromRows('whole-10', { documentPort: () => port })
    const todos = workspace.storeIfReady('todos')!
    await todos.preload()
    const query = workspace.reads.query('todos', {
      index: 'parent',
      lower: ['todos', list.id, 0],
      upper: ['todos', list.id, 0, []],
    })!
    await until(() => query.state === 'ready')
    const todo = todos.getAll()[0]!
    workspace.repository('todos').update(todo.id, { title: 'Typed, not stored yet' })
    expect(todos.get(todo.id)?.title).toBe('Typed, not stored yet')
    // The rows are read again (a bulk change's rows complete, say).
    let heard = 0
    todos.subscribe(() => heard++)
    workspace.rowsReset()
    await until(() => heard > 0 && query.state === 'ready')
    await new Promise((r) => setTimeout(r, 50))
    expect(todos.get(todo.id)?.title).toBe('Typed, not stored yet')
    expect(query.find(todo.id)?.title).toBe('Typed, not stored yet')
    holding = false
    for (const message of held.splice(0)) inner.postMessage(message)
    await until(() => workspace.commands.sink()!.history !== null && held.length === 0)
    await workspace.close()
  })

  it('decodes when the tab that made a bulk change closes before its rows are complete', async () => {
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true })
    const list = await storeWorkspace('whole-8')
    const workspace = await startFromRows('whole-8', { documentPort: documentHostInThread })
    const other = await Workspace.open('whole-8')
    // Its rows are rebuilt in a worker that does not end before the tab closes.
    const inProcess = RowIndex.elsewhere
    RowIndex.rebuildPast = 1_000
    let rebuilding = () => {}
    const started = new Promise<void>((resolve) => (rebuilding = resolve))
    RowIndex.elsewhere = (_, signal) =>
      new Promise((_, reject) => {
        rebuilding()
        signal.addEventListener('abort', () => reject(new Error('Closed')))
      })
    other
      .repository('todos')
      .createMany(
        Array.from({ length: 1_500 }, (_, i) => ({ title: `More ${i}`, listId: list.id })),
      )
    await started
    await other.close()
    RowIndex.elsewhere = inProcess
    RowIndex.rebuildPast = 10_000
    await until(() => workspace.hasDoc)
    await until(() => workspace.records('todos').length === STORED + 1_500)
    await workspace.close()
  })

  it('a store asked for exact records decodes the document when it is partial', async () => {
    await storeWorkspace('whole-5')
    const workspace = await startFromRows('whole-5')
    expect(workspace.storeIfReady('todos')!.isPartial).toBe(true)
    expect(workspace.records('todos')).toHaveLength(STORED)
    expect(workspace.hasDoc).toBe(true)
    await workspace.close()
  })
})
