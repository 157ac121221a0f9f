// @vitest-environment happy-dom
import * as Y from 'yjs'
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { bootFor, listTitles, openTodos, settled, storeWorkspace } from '@/testing/rows-start'
import { settleRows } from '@/testing/test-workspace'
import { encodeStored } from './doc/records-in-doc'
import { writeJournal } from './persistence/journal'
import { RECORDS_STORE } from './persistence/record-store'
import { storeFromAnotherTab } from './persistence/test-rows'
import { DataSession } from './session'
import { Workspace, workspaceDbName } from './workspace'

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

describe('a start from the row store', () => {
  it('shows the small collections and queries rows before decoding the document', async () => {
    const { list } = await storeWorkspace('rows-1')
    bootFor('rows-1')
    const workspace = await Workspace.open('rows-1')
    expect(workspace.mode).toBe('ready')
    expect(workspace.hasDoc).toBe(false)
    expect(listTitles(workspace)).toEqual(['Errands'])
    expect(workspace.storeIfReady('settings')!.size).toBe(1)
    // A large collection's store reads its rows only when asked.
    expect(workspace.storeIfReady('todos')!.isPartial).toBe(true)
    const todos = await settled(workspace.reads.query('todos', openTodos(list.id))!)
    expect(todos.map((t) => t.title).sort()).toEqual(['Buy stamps', 'Post the letter'])
    expect(workspace.hasDoc).toBe(false)
    await workspace.close()
  })

  it("reads the small collections while boot.js's read of the log is still on its way", async () => {
    await storeWorkspace('rows-late')
    bootFor('rows-late')
    // The log comes only when let through, as from a worker still reading a large one.
    const name = workspaceDbName('rows-late')
    let letThrough!: () => void
    const held = new Promise<void>((resolve) => (letThrough = resolve))
    const early = window.hearthEarlyReads![name]!.then((read) => {
      const { db, log } = read as { db: IDBDatabase; log: Promise<unknown> }
      return { db, log: held.then(() => log) }
    })
    window.hearthEarlyReads![name] = early
    const seedsRead: string[] = []
    const getAll = IDBObjectStore.prototype.getAll
    IDBObjectStore.prototype.getAll = function (this: IDBObjectStore, ...args) {
      if (this.name === RECORDS_STORE) seedsRead.push(this.name)
      return getAll.apply(this, args)
    }
    try {
      const opening = Workspace.open('rows-late')
      for (let i = 0; i < 50 && !seedsRead.length; i++)
        await new Promise((resolve) => setTimeout(resolve, 5))
      expect(seedsRead.length).toBeGreaterThan(0)
      letThrough()
      const workspace = await opening
      expect(workspace.hasDoc).toBe(false)
      expect(listTitles(workspace)).toEqual(['Errands'])
      await workspace.close()
    } finally {
      IDBObjectStore.prototype.getAll = getAll
    }
  })

  it('decodes at once, in the same task, when something writes, and keeps the write', async () => {
    const { list } = await storeWorkspace('rows-2')
    bootFor('rows-2')
    const workspace = await Workspace.open('rows-2')
    expect(workspace.hasDoc).toBe(false)
    let heard = false
    workspace.whenDoc(() => (heard = true))
    const lists = workspace.storeIfReady('todoLists')!
    workspace.repository('todos').create({ title: 'Typed at once', listId: list.id })
    expect(workspace.hasDoc).toBe(true)
    // The seeded store is the same object, now reading the document.
    expect(workspace.store('todoLists')).toBe(lists)
    expect(workspace.records('todos')).toHaveLength(3)
    await workspace.persistence.whenLoaded
    expect(heard).toBe(true)
    await settleRows(workspace)
    await workspace.close()

    const again = await Workspace.open('rows-2')
    expect(again.records('todos').map((t) => t.title)).toContain('Typed at once')
    // The rows stayed complete: the next start may start from them again.
    expect(again.persistence.rows!.isComplete).toBe(true)
    await again.close()
  })

  it('opens from the document while a journal waits to be applied', async () => {
    const { list } = await storeWorkspace('rows-4')
    const doc = new Y.Doc()
    doc.getMap('todos').set('todo:journaled', encodeStored({ title: 'Journaled', listId: list.id }))
    writeJournal(workspaceDbName('rows-4'), [Y.encodeStateAsUpdate(doc)])
    bootFor('rows-4')
    const workspace = await Workspace.open('rows-4')
    expect(workspace.hasDoc).toBe(true)
    await workspace.persistence.whenLoaded
    expect(workspace.store('todos').get('todo:journaled')).toBeDefined()
    await workspace.close()
  })

  it('after decoding, shows what the rows lacked: stores tell their readers, queries read again', async () => {
    const { list, doc } = await storeWorkspace('rows-5')
    bootFor('rows-5')
    // Stored after boot.js read the log, by a tab that writes no rows.
    const other = new Y.Doc()
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc))
    const before = Y.encodeStateVector(other)
    const lists = other.getMap('todoLists')
    // A copy of the list's stored form under another id: a second list.
    const [listId] = [...lists.keys()]
    lists.set('todoList:late', lists.get(listId!))
    await storeFromAnotherTab(workspaceDbName('rows-5'), Y.encodeStateAsUpdate(other, before))

    const workspace = await Workspace.open('rows-5')
    expect(workspace.hasDoc).toBe(false)
    const store = workspace.storeIfReady('todoLists')!
    expect(store.size).toBe(1)
    let told = 0
    store.subscribe(() => told++)
    const query = workspace.reads.query('todos', openTodos(list.id))!
    await settled(query)
    workspace.decodeNow()
    await workspace.persistence.whenLoaded
    await new Promise((resolve) => setTimeout(resolve))
    expect(store.size).toBe(2)
    expect(told).toBeGreaterThan(0)
    await settleRows(workspace)
    expect((await settled(query)).map((t) => t.title).sort()).toEqual([
      'Buy stamps',
      'Post the letter',
    ])
    await workspace.close()
  })
})

describe('a session started from rows', () => {
  it('can undo the very write that decoded the document', async () => {
    const first = new DataSession()
    await first.start()
    const id = first.workspace!.id
    first.workspace!.repository('todos').create({ title: 'Stored before' })
    await settleRows(first.workspace!)
    await first.closeActive()
    await first.registry?.close()

    bootFor(id)
    const session = new DataSession()
    await session.start()
    const workspace = session.workspace!
    expect(workspace.hasDoc).toBe(false)
    // Deleted at once, as from the Overview's first frame: the write decodes the document.
    const todo = (
      await settled(
        workspace.reads.query('todos', { index: 'collection', lower: 'todos', upper: 'todos' })!,
      )
    )[0]!
    workspace.repository('todos').remove(todo.id)
    expect(workspace.records('todos')).toHaveLength(0)
    expect(session.history.undo()).toBe(true)
    expect(workspace.records('todos').map((t) => t.title)).toEqual(['Stored before'])
    await session.closeActive()
    await session.registry?.close()
  })
})
