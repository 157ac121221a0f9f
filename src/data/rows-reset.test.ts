// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { documentHostInThread } from '@/testing/document-host-in-thread'
import { fakeLocks } from '@/testing/fake-locks'
import { startFromRows, STORED, storeWorkspace } from '@/testing/large-rows'
import { until } from '@/testing/until'
import { putRow } from '@/testing/rows-start'
import type { HostPort } from './host-protocol'
import type { HostRequest } from './host-protocol'
import { readWatermark } from './persistence/record-store'
import { RowIndex } from './persistence/row-index'
import { Workspace } from './workspace'

/**
 * Another tab's bulk change (an import), or this page's through its owner: rows that stop being
 * complete. A tab without its document decodes it where it has no owner to write to; with one,
 * it waits until the rows are complete again and reads what it shows again, showing what it
 * typed and has not stored meanwhile (`readAgainWhenComplete`, `RowsBroadcast`). Tabs talk over
 * a BroadcastChannel: this file runs in a process of its own (vite.config.ts).
 */

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

describe('rows that stop being complete', () => {
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

  it('a record shown alone hears that it changed when the rows are read again', async () => {
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true })
    await storeWorkspace('whole-11')
    const workspace = await startFromRows('whole-11', { documentPort: documentHostInThread })
    const todos = workspace.storeIfReady('todos')!
    await todos.preload()
    const todo = todos.getAll()[0]!
    // Listened to as a note's page or a todo's details listen: that one record.
    let heard = 0
    todos.subscribeTo(todo.id, () => heard++)
    // Its row changed without the feed telling (rows built again after they drifted, say).
    await putRow('whole-11', ['todos', todo.id], (row) => {
      row.r = { ...row.r, title: 'As stored' }
    })
    workspace.rowsReset()
    await until(() => heard > 0)
    expect(todos.get(todo.id)?.title).toBe('As stored')
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
})
