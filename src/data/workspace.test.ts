// @vitest-environment happy-dom
import * as Y from 'yjs'
import { describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { textMap } from './doc/records-in-doc'
import { IdbPersistence } from './persistence/idb-persistence'
import { byOrder, Repository, WriteRefusedError } from './repository'
import { Workspace, workspaceDbName } from './workspace'

describe('a workspace in IndexedDB', () => {
  it('keeps what was written across a close and reopen', async () => {
    const first = await Workspace.open('w1')
    expect(first.mode).toBe('ready')
    const note = first
      .repository('notes')
      .create({ title: 'Groceries', body: 'eggs\nmilk', tags: ['home'] })
    const list = first.repository('todoLists').create({ title: 'Home' })
    first.repository('todos').create({ title: 'Water plants', listId: list.id })
    first.repository('notes').update(note.id, { pinned: true })
    await first.close()

    const again = await Workspace.open('w1')
    expect(again.store('notes').get(note.id)).toMatchObject({
      title: 'Groceries',
      body: 'eggs\nmilk',
      tags: ['home'],
      pinned: true,
    })
    expect(again.records('todos')).toHaveLength(1)
    for (const name of ['notes', 'todoLists', 'todos', 'settings'] as const)
      expect(again.records(name), name).toHaveLength(1)
    await again.close()
  })

  it('refuses invalid fields and leaves the store unchanged', async () => {
    const workspace = await Workspace.open('w2')
    const bookmarks = workspace.repository('bookmarks')
    expect(() => bookmarks.create({ url: 'javascript:alert(1)' })).toThrow(WriteRefusedError)
    const ok = bookmarks.create({ url: 'https://example.org/', title: 'Example' })
    expect(() => bookmarks.update(ok.id, { url: 'data:text/html,<script>' })).toThrow(
      WriteRefusedError,
    )
    expect(workspace.records('bookmarks').map((b) => b.url)).toEqual(['https://example.org/'])
    await workspace.close()
  })

  it('createMany writes every record in one step, or none when one is refused', async () => {
    const workspace = await Workspace.open('w2b')
    const todos = workspace.repository('todos')
    let updates = 0
    workspace.doc.on('update', () => updates++)
    const made = todos.createMany([{ title: 'One' }, { title: 'Two', id: 'todo:kept' }])
    expect(updates).toBe(1)
    expect(made.map((t) => t.id)).toContain('todo:kept')
    expect(
      workspace
        .records('todos')
        .map((t) => t.title)
        .sort(),
    ).toEqual(['One', 'Two'])
    expect(() => todos.createMany([{ title: 'Three' }, { due: 'tomorrow' }])).toThrow(
      WriteRefusedError,
    )
    expect(workspace.records('todos')).toHaveLength(2)
    await workspace.close()
  })

  it('updateMany changes several records in one step, or none when one patch is refused', async () => {
    const workspace = await Workspace.open('w2c')
    const todos = workspace.repository('todos')
    const [a, b] = todos.createMany([{ title: 'A' }, { title: 'B' }])
    let updates = 0
    workspace.doc.on('update', () => updates++)
    todos.updateMany([
      { id: a!.id, patch: { title: 'A2' } },
      { id: b!.id, patch: { title: 'B2' } },
      { id: 'todo:gone', patch: { title: 'skipped' } },
    ])
    expect(updates).toBe(1)
    expect(workspace.store('todos').get(b!.id)?.title).toBe('B2')
    expect(() =>
      todos.updateMany([
        { id: a!.id, patch: { title: 'A3' } },
        { id: b!.id, patch: { done: 'yes' as unknown as boolean } },
      ]),
    ).toThrow(WriteRefusedError)
    expect(workspace.store('todos').get(a!.id)?.title).toBe('A2')
    await workspace.close()
  })

  it('undoes and redoes the user’s own edits', async () => {
    const workspace = await Workspace.open('w3')
    const notes = workspace.repository('notes')
    const note = notes.create({ title: 'Draft' })
    workspace.undoManager.stopCapturing()
    notes.update(note.id, { title: 'Final' })
    workspace.undoManager.undo()
    expect(workspace.store('notes').get(note.id)?.title).toBe('Draft')
    workspace.undoManager.redo()
    expect(workspace.store('notes').get(note.id)?.title).toBe('Final')
    await workspace.close()
  })

  it('orders with fractional keys: a move changes only the moved record', async () => {
    const workspace = await Workspace.open('w4')
    const lists = workspace.repository('todoLists')
    const a = lists.create({ title: 'A', order: 'a0' })
    const b = lists.create({ title: 'B', order: 'a1' })
    const c = lists.create({ title: 'C', order: 'a2' })
    lists.place(c.id, [a, workspace.store('todoLists').get(b.id)!], 1)
    const sorted = [...workspace.records('todoLists')].sort(byOrder).map((l) => l.title)
    expect(sorted).toEqual(['A', 'C', 'B'])
    expect(workspace.store('todoLists').get(a.id)).toBe(workspace.store('todoLists').get(a.id))
    await workspace.close()
  })

  it('moves between records that share a key (appended on two devices at once)', async () => {
    const workspace = await Workspace.open('w4-ties')
    const lists = workspace.repository('todoLists')
    const titles = () => [...workspace.records('todoLists')].sort(byOrder).map((l) => l.title)
    const a = lists.create({ id: 'list:a', title: 'A', order: 'a0' })
    lists.create({ id: 'list:b', title: 'B', order: 'a1' })
    lists.create({ id: 'list:c', title: 'C', order: 'a1' })
    const d = lists.create({ id: 'list:d', title: 'D', order: 'a1' })
    lists.create({ id: 'list:e', title: 'E', order: 'a2' })
    // Ties are listed by id, the same on every device.
    expect(titles()).toEqual(['A', 'B', 'C', 'D', 'E'])
    const shown = () => [...workspace.records('todoLists')].sort(byOrder)
    // D up one place: between B and C, which share a key.
    lists.place(
      d.id,
      shown().filter((l) => l.id !== d.id),
      2,
    )
    expect(titles()).toEqual(['A', 'B', 'D', 'C', 'E'])
    // A to the end of the tied run and back to the start.
    lists.place(
      a.id,
      shown().filter((l) => l.id !== a.id),
      3,
    )
    expect(titles()).toEqual(['B', 'D', 'C', 'A', 'E'])
    lists.place(
      a.id,
      shown().filter((l) => l.id !== a.id),
      0,
    )
    expect(titles()).toEqual(['A', 'B', 'D', 'C', 'E'])
    expect(new Set(shown().map((l) => l.order)).size).toBeGreaterThanOrEqual(4)
    await workspace.close()
  })

  it('moves and appends among keys Hearth does not write (a file edited by hand)', async () => {
    const workspace = await Workspace.open('w4-bad-keys')
    const lists = workspace.repository('todoLists')
    const titles = () => [...workspace.records('todoLists')].sort(byOrder).map((l) => l.title)
    // 'a10' and 'a20' end in a 0, which no fractional index does; '1' has no integer part.
    lists.create({ title: 'A', order: 'a10' })
    lists.create({ title: 'B', order: 'a20' })
    const c = lists.create({ title: 'C', order: 'a3' })
    lists.create({ title: 'D', order: '1' })
    expect(titles()).toEqual(['D', 'A', 'B', 'C'])
    const shown = () => [...workspace.records('todoLists')].sort(byOrder)
    // After D, A and B (the last of them, 'a20', is not a key): a key after what can be read.
    expect(Repository.orderAfter(shown().slice(0, 3))).toBe('a0')
    // C up one place: between A and B, whose keys cannot be put between.
    lists.place(
      c.id,
      shown().filter((l) => l.id !== c.id),
      2,
    )
    expect(titles()).toEqual(['D', 'A', 'C', 'B'])
    lists.create({ title: 'E', order: Repository.orderAfter(shown()) })
    expect(titles()).toEqual(['D', 'A', 'C', 'B', 'E'])
    await workspace.close()
  })

  it('keeps snapshots of unchanged records identical after another record changes', async () => {
    const workspace = await Workspace.open('w5')
    const notes = workspace.repository('notes')
    const one = notes.create({ title: 'One' })
    const two = notes.create({ title: 'Two' })
    const before = workspace.store('notes').get(one.id)
    const listBefore = workspace.records('notes')
    notes.update(two.id, { title: 'Two!' })
    expect(workspace.store('notes').get(one.id)).toBe(before)
    expect(workspace.records('notes')).not.toBe(listBefore)
    await workspace.close()
  })

  it('reports a failed write, keeps the data in memory and stores everything once writes work again', async () => {
    const onWriteError = vi.fn()
    const onRecovered = vi.fn()
    const workspace = await Workspace.open('w6', { onWriteError, onRecovered })
    const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    const note = workspace.repository('notes').create({ title: 'Typed while the disk was full' })
    await workspace.persistence.flush()
    expect(onWriteError).toHaveBeenCalledOnce()
    expect(workspace.store('notes').get(note.id)?.title).toBe('Typed while the disk was full')
    add.mockRestore()
    workspace.repository('notes').create({ title: 'Later' })
    await workspace.persistence.flush()
    expect(onRecovered).toHaveBeenCalledOnce()
    await workspace.close()
    const again = await Workspace.open('w6')
    expect(
      again
        .records('notes')
        .map((n) => n.title)
        .sort(),
    ).toEqual(['Later', 'Typed while the disk was full'])
    await again.close()
  })

  it('opens a document that fails to decode read-only, without throwing or writing', async () => {
    const persistence = new IdbPersistence(workspaceDbName('broken'), new Y.Doc())
    await persistence.whenLoaded
    // Store bytes that are not a Yjs update.
    await new Promise<void>((resolve, reject) => {
      const tx = persistence.db!.transaction('updates', 'readwrite')
      tx.objectStore('updates').add(new Uint8Array([255, 1, 2, 3, 4, 5, 6, 7]))
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })
    await persistence.destroy()

    const workspace = await Workspace.open('broken')
    expect(workspace.mode).toBe('read-only')
    expect(workspace.problem?.title).toBe('This workspace could not be read')
    expect(() => workspace.repository('notes').create({ title: 'x' })).toThrow(WriteRefusedError)
    expect((await workspace.persistence.rawUpdates()).length).toBeGreaterThan(0)
    await workspace.close()
  })

  it('opens a document from a newer Hearth read-only', async () => {
    const doc = new Y.Doc()
    doc.getMap('meta').set('schemaVersion', 999)
    const persistence = new IdbPersistence(workspaceDbName('future'), doc)
    await persistence.whenLoaded
    await persistence.destroy()
    const workspace = await Workspace.open('future')
    expect(workspace.mode).toBe('read-only')
    expect(workspace.doc.getMap('meta').get('schemaVersion')).toBe(999)
    await workspace.close()
  })
})

it('reads records of documents written before edit times were kept apart', async () => {
  // Such a document has no `notes.touched` map: the record's own edit time is the one.
  const workspace = await Workspace.open('touch-old')
  const note = workspace.repository('notes').create({ title: 'Old', body: 'x' })
  expect(workspace.doc.getMap('notes.touched').size).toBe(0)
  expect(workspace.store('notes').get(note.id)).toMatchObject({
    title: 'Old',
    updatedAt: note.updatedAt,
  })
  await workspace.close()
})

it('a text edit reaches snapshots when read, and skips record-only subscribers', async () => {
  const workspace = await Workspace.open('text-edits')
  const notes = workspace.repository('notes')
  const note = notes.create({ title: 'T', body: 'one' })
  const store = workspace.store('notes')
  expect(store.get(note.id)!.body).toBe('one')
  const any = vi.fn()
  const recordsOnly = vi.fn()
  store.subscribe(any)
  store.subscribeRecords(recordsOnly)
  // As the editor does: typing goes into the note's text alone.
  textMap(workspace.doc, 'notes', 'body').get(note.id)!.insert(3, ' two')
  expect(any).toHaveBeenCalled()
  expect(recordsOnly).not.toHaveBeenCalled()
  expect(store.getAll().find((n) => n.id === note.id)!.body).toBe('one two')
  expect(store.get(note.id)!.body).toBe('one two')
  notes.update(note.id, { title: 'U' })
  expect(recordsOnly).toHaveBeenCalledTimes(1)
  await workspace.close()
})
