// @vitest-environment happy-dom
// Two tabs in one process meet through BroadcastChannel (startTabSync), so this file runs alone.
import * as fc from 'fast-check'
import * as Y from 'yjs'
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { OLD_NOTE } from '@/testing/old-records'
import { todo } from '@/testing/transfer-records'
import { writeOldRecord } from '../doc/old-records'
import { collectionMap, textMap } from '../doc/records-in-doc'
import { Repository } from '../repository'
import type { Workspace } from '../workspace'
import { openDatabase } from './idb-requests'
import { rebuildInWorker } from './in-worker'
import { rebuildRows } from './row-rebuild'
import { RowIndex } from './row-index'
import { completeRows, DB, expectRowsMatch, openTab, settle } from './test-rows'

let tabs: Workspace[] = []
afterEach(async () => {
  for (const tab of tabs) await tab.close()
  tabs = []
  RowIndex.elsewhere = rebuildInWorker
})

describe('the row store, after any run of changes', () => {
  it(
    'every stored row equals the record the document reads, after any run of changes',
    () => property({ incremental: 15 }),
    120_000,
  )

  it('the same, with rebuilds and bulk changes indexed by the worker’s code', async () => {
    // What the worker runs, in this process (tests have no workers).
    RowIndex.elsewhere = async (name) => {
      const db = await openDatabase(name)
      try {
        return await rebuildRows(db)
      } finally {
        db.close()
      }
    }
    // Bulk changes rebuild: fewer runs end with rows written change by change.
    await property({ incremental: 5 })
  }, 120_000)
})

async function property({ incremental: least }: { incremental: number }) {
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
      const open = [await openTab(), await openTab()]
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
              todos: Array.from({ length: step.count }, (_, i) =>
                todo(`todo:import-${++imported}-${i}`, {
                  title: `Imported ${i}`,
                  done: i % 2 === 0,
                }),
              ),
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
            open[step.tab] = await openTab()
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
  expect(incremental).toBeGreaterThan(least)
}
