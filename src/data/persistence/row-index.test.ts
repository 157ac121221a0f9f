// @vitest-environment happy-dom
// Two tabs in one process meet through BroadcastChannel (startTabSync), so this file runs alone.
import * as fc from 'fast-check'
import * as Y from 'yjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { OLD_NOTE } from '@/testing/old-records'
import { COLLECTIONS } from '../collections'
import { writeOldRecord } from '../doc/old-records'
import { rowOf, type RecordRow } from '../doc/record-rows'
import { collectionMap, textMap } from '../doc/records-in-doc'
import { Repository } from '../repository'
import { Workspace, workspaceDbName } from '../workspace'
import { isCurrent, readAllRows, readWatermark } from './record-store'
import { RowIndex } from './row-index'

const ID = 'rows-test'
const DB = workspaceDbName(ID)
const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms))

function open(name = DB, version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = version ? indexedDB.open(name, version) : indexedDB.open(name)
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains('updates'))
        request.result.createObjectStore('updates', { autoIncrement: true })
      if (!request.result.objectStoreNames.contains('custom'))
        request.result.createObjectStore('custom')
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error as Error)
  })
}

/** Stores a document as an earlier Hearth did: y-indexeddb's layout only (version 1), no rows. */
async function storeAsPreviousBuild(doc: Y.Doc) {
  const db = await open(DB, 1)
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('updates', 'readwrite')
    tx.objectStore('updates').add(Y.encodeStateAsUpdate(doc))
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error as Error)
  })
  db.close()
}

/** The rows the document reads as now, keyed `<collection>/<id>`. */
function expectedRows(doc: Y.Doc): Map<string, RecordRow> {
  const rows = new Map<string, RecordRow>()
  for (const collection of COLLECTIONS)
    for (const id of collectionMap(doc, collection).keys()) {
      const row = rowOf(doc, collection, id)
      if (row) rows.set(`${collection}/${id}`, row)
    }
  return rows
}

/** Rebuilds the rows of tabs whose rows are not complete (a rebuild waits a second; tests do not). */
async function completeRows(tabs: Workspace[]): Promise<number> {
  let rebuilt = 0
  for (const tab of tabs) {
    const rows = tab.persistence.rows!
    // Stale rows are rebuilt (counted); rows a bulk change owes are caught up on.
    if (rows.isStale) rebuilt++
    await rows.settled()
  }
  return rebuilt
}

/**
 * Waits until every tab's writes are in, then checks the rows against the document. Complete
 * rows are checked as the changes wrote them; a tab whose rows are not complete (it opened on
 * rows behind the log) rebuilds first. Returns how many tabs had to.
 */
async function expectRowsMatch(tabs: Workspace[]): Promise<number> {
  // The tabs first agree (tab sync answers a reopened tab's hello in a task or two).
  const vector = (tab: Workspace) => Y.encodeStateVector(tab.doc).join()
  for (let i = 0; i < 100 && new Set(tabs.map(vector)).size > 1; i++) await settle(10)
  expect(new Set(tabs.map(vector)).size).toBe(1)
  await settle()
  for (const tab of tabs) await tab.persistence.flush()
  const rebuilt = await completeRows(tabs)
  for (const tab of tabs) await tab.persistence.flush()
  const doc = tabs[0]!.doc
  const db = await open()
  try {
    const stored = new Map((await readAllRows(db)).map((row) => [`${row.c}/${row.id}`, row]))
    const expected = expectedRows(doc)
    expect([...stored.keys()].sort()).toEqual([...expected.keys()].sort())
    for (const [key, row] of expected) expect(stored.get(key), key).toEqual(row)
    expect(isCurrent(await readWatermark(db), Y.encodeStateVector(doc))).toBe(true)
  } finally {
    db.close()
  }
  return rebuilt
}

const open2 = () => Workspace.open(ID)
let tabs: Workspace[] = []
afterEach(async () => {
  for (const tab of tabs) await tab.close()
  tabs = []
})

describe('the row store', () => {
  it('backfills a workspace stored by the previous build, migrating it, and shows every record', async () => {
    const old = new Y.Doc()
    old.getMap('meta').set('schemaVersion', 7)
    writeOldRecord(old, 'notes', OLD_NOTE)
    writeOldRecord(old, 'todos', {
      id: 'todo:old',
      listId: null,
      title: 'Water the plants',
      done: false,
      due: '2026-11-20',
      notes: '',
      order: 'a0',
      completedAt: null,
      createdAt: 1,
      updatedAt: 2,
    })
    await storeAsPreviousBuild(old)

    const tab = await open2()
    tabs.push(tab)
    expect(tab.mode).toBe('ready')
    await expectRowsMatch(tabs)
    const db = await open()
    const rows = await readAllRows(db)
    db.close()
    expect(rows.find((row) => row.id === 'todo:old')?.r).toMatchObject({
      title: 'Water the plants',
      // Filled in by the migration that added todo details.
      priority: null,
      tags: [],
    })
    expect(rows.find((row) => row.id === 'note:old')?.r).toMatchObject({ body: 'text' })
  })

  it('a new workspace has complete rows at once, and its first records get theirs with them', async () => {
    const tab = await open2()
    tabs.push(tab)
    // No rebuild waits: the document held nothing, so neither do the rows.
    expect(tab.persistence.rows!.isComplete).toBe(true)
    expect(tab.persistence.rows!.isStale).toBe(false)
    tab.repository('todos').create({ title: 'First' })
    expect(await expectRowsMatch(tabs)).toBe(0)
  })

  it('a rebuild left halfway (the tab closed) is done again on the next open', async () => {
    const first = await open2()
    const lists = first.repository('todoLists')
    const list = lists.create({ title: 'Groceries' })
    first
      .repository('todos')
      .createMany(Array.from({ length: 300 }, (_, i) => ({ title: `Item ${i}`, listId: list.id })))
    await first.persistence.flush()
    // What the previous build leaves: no watermark, some rows.
    const db = await open()
    await new Promise<void>((resolve) => {
      const tx = db.transaction('custom', 'readwrite')
      tx.objectStore('custom').clear()
      tx.oncomplete = () => resolve()
    })
    db.close()
    await first.close()

    const second = await open2()
    tabs.push(second)
    await expectRowsMatch(tabs)
  })

  it('every stored row equals the record the document reads, after any run of changes', async () => {
    // Imports of more than 5 records get their rows after them, in the background.
    RowIndex.bulk = 5
    type Op =
      | { kind: 'create'; tab: number; collection: 'todos' | 'notes' | 'bookmarks'; title: string }
      | { kind: 'update'; tab: number; pick: number; title: string; flag: boolean }
      | { kind: 'type'; tab: number; pick: number; text: string }
      | { kind: 'remove'; tab: number; pick: number }
      | { kind: 'server'; pick: number; title: string }
      | { kind: 'import'; tab: number; count: number }
      | { kind: 'undo' | 'redo'; tab: number }
      | { kind: 'restart'; tab: number }
      | { kind: 'pause' }
      | { kind: 'older-build'; title: string }
    const tab = fc.nat({ max: 1 })
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        kind: fc.constant('create' as const),
        tab,
        collection: fc.constantFrom('todos' as const, 'notes' as const, 'bookmarks' as const),
        title: fc.string({ maxLength: 12 }),
      }),
      fc.record({
        kind: fc.constant('update' as const),
        tab,
        pick: fc.nat(),
        title: fc.string({ maxLength: 12 }),
        flag: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('type' as const),
        tab,
        pick: fc.nat(),
        text: fc.string({ minLength: 1 }),
      }),
      fc.record({ kind: fc.constant('remove' as const), tab, pick: fc.nat() }),
      fc.record({
        kind: fc.constant('server' as const),
        pick: fc.nat(),
        title: fc.string({ maxLength: 12 }),
      }),
      fc.record({ kind: fc.constant('import' as const), tab, count: fc.nat({ max: 20 }) }),
      fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const), tab }),
      fc.record({ kind: fc.constant('restart' as const), tab }),
      // Lets the tabs exchange what they did (they do in a task of their own).
      fc.record({ kind: fc.constant('pause' as const) }),
      // A device on an older build writes a record as it did (a Yjs object) and its schema
      // version: the next open migrates.
      fc.record({ kind: fc.constant('older-build' as const), title: fc.string({ maxLength: 12 }) }),
    )

    let incremental = 0
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        indexedDB.deleteDatabase(DB)
        const open = [await open2(), await open2()]
        tabs = open
        // Something of each kind to change from the first step on.
        open[0]!.repository('notes').create({ title: 'A note', body: 'Some text' })
        open[0]!.repository('todos').create({ title: 'A todo' })
        open[0]!.repository('bookmarks').create({ title: 'A bookmark' })
        await settle()
        await completeRows(open)
        // Another device: its changes arrive as the sync server would bring them.
        const server = new Y.Doc()
        Y.applyUpdate(server, Y.encodeStateAsUpdate(open[0]!.doc))
        const ids = (workspace: Workspace) =>
          (['todos', 'notes', 'bookmarks'] as const).flatMap((collection) =>
            [...collectionMap(workspace.doc, collection).keys()].map(
              (id) => [collection, id] as const,
            ),
          )
        let imported = 0
        for (const step of ops) {
          if (step.kind === 'pause') {
            await settle(5)
            continue
          }
          if (step.kind === 'older-build') {
            Y.applyUpdate(server, Y.encodeStateAsUpdate(open[0]!.doc))
            server.transact(() => {
              server.getMap('meta').set('schemaVersion', 7)
              writeOldRecord(server, 'notes', {
                ...OLD_NOTE,
                id: `note:older-${++imported}`,
                title: step.title,
              })
            })
            Y.applyUpdate(open[0]!.doc, Y.encodeStateAsUpdate(server), 'sync-server')
            continue
          }
          if (step.kind === 'server') {
            const [collection, id] =
              ids(open[0]!)[step.pick % Math.max(1, ids(open[0]!).length)] ?? []
            Y.applyUpdate(server, Y.encodeStateAsUpdate(open[0]!.doc))
            if (collection && id)
              new Repository({ doc: server, readOnly: false }, collection).update(id, {
                title: step.title,
              })
            Y.applyUpdate(open[0]!.doc, Y.encodeStateAsUpdate(server), 'sync-server')
            continue
          }
          const workspace = open[step.tab]!
          const all = ids(workspace)
          const target = 'pick' in step && all.length ? all[step.pick % all.length] : undefined
          switch (step.kind) {
            case 'create':
              workspace.repository(step.collection).create({ title: step.title })
              break
            case 'update':
              if (target) {
                const [collection, id] = target
                const flag =
                  collection === 'todos'
                    ? { done: step.flag }
                    : collection === 'notes'
                      ? { pinned: step.flag }
                      : { favourite: step.flag }
                workspace.repository(collection).update(id, { title: step.title, ...flag })
              }
              break
            case 'type': {
              // Typing in a note's editor goes straight into its text.
              const notes = [...textMap(workspace.doc, 'notes', 'body').values()]
              notes[step.pick % Math.max(1, notes.length)]?.insert(0, step.text)
              break
            }
            case 'remove':
              if (target) workspace.repository(target[0]).remove(target[1])
              break
            case 'import':
              workspace.addAll({
                todos: Array.from({ length: step.count }, (_, i) => ({
                  id: `todo:import-${++imported}-${i}`,
                  listId: null,
                  title: `Imported ${i}`,
                  done: i % 2 === 0,
                  due: null,
                  notes: '',
                  order: 'a0',
                  completedAt: null,
                  createdAt: 1,
                  updatedAt: 1,
                })),
              })
              break
            case 'undo':
              workspace.undoManager.undo()
              break
            case 'redo':
              workspace.undoManager.redo()
              break
            case 'restart':
              await workspace.close()
              open[step.tab] = await open2()
              break
          }
        }
        if ((await expectRowsMatch(open)) === 0) incremental++
        for (const workspace of open) await workspace.close()
        tabs = []
      }),
      // A failure is reported as found: shrinking runs far past the test's time.
      { numRuns: 30, endOnFailure: true },
    )
    RowIndex.bulk = 1_000
    // Most runs end with rows written change by change, not rebuilt.
    expect(incremental).toBeGreaterThan(15)
  }, 120_000)
})

describe('a row the store refuses', () => {
  it('never costs the update it goes with: the change is stored, the rows count as incomplete', async () => {
    const put = IDBObjectStore.prototype.put
    const refuse = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      value: unknown,
      key?: IDBValidKey,
    ) {
      if (this.name === 'records' && (value as RecordRow).r?.title === 'Cannot be indexed')
        throw new DOMException('refused', 'DataCloneError')
      return put.call(this, value, key)
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const first = await open2()
      const rows = first.persistence.rows!
      void rows.rebuild()
      await rows.whenComplete
      first.repository('todos').create({ title: 'Cannot be indexed' })
      await first.persistence.flush()
      expect(first.persistence.state).toBe('saved')
      expect(rows.isComplete).toBe(false)
      await first.close()

      const second = await open2()
      tabs.push(second)
      expect(second.records('todos').map((todo) => todo.title)).toEqual(['Cannot be indexed'])
      // Its watermark was not stored: this open rebuilds.
      expect(second.persistence.rows!.isComplete).toBe(false)
    } finally {
      refuse.mockRestore()
      warn.mockRestore()
    }
    await expectRowsMatch(tabs)
  })
})
