// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { startFromRows, STORED, storeWorkspace } from '@/testing/large-rows'
import { until } from '@/testing/until'
import { compactLog } from './persistence/compact-log'
import { Workspace } from './workspace'

/**
 * A start from rows reads a large collection whole from its rows, without the document, and
 * follows other tabs' changes through their rows (`CollectionStore.fromRows`, `followRows`).
 * Tabs talk over a BroadcastChannel: this file runs in a process of its own (vite.config.ts).
 */

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

  it('a store asked for exact records decodes the document when it is partial', async () => {
    await storeWorkspace('whole-5')
    const workspace = await startFromRows('whole-5')
    expect(workspace.storeIfReady('todos')!.isPartial).toBe(true)
    expect(workspace.records('todos')).toHaveLength(STORED)
    expect(workspace.hasDoc).toBe(true)
    await workspace.close()
  })
})
