// @vitest-environment happy-dom
import * as fc from 'fast-check'
import * as Y from 'yjs'
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { oneOwnerInThread } from '@/testing/document-host-in-thread'
import { bootFor, openTodos, settled, storeWorkspace } from '@/testing/rows-start'
import { applyChange } from './doc/changes'
import { readRecord, readStored } from './doc/records-in-doc'
import { recordsUndoManager } from './doc/origins'
import type { UndoStack } from './edit-history'
import { Repository } from './repository'
import { StepFollower } from './undo-steps'
import { Workspace } from './workspace'

// Undo and redo of writes sent to the document's owner (`CommandHistory` on the page, the
// owner's undo manager of the page's origin), against the same edits, undos and redos on a
// document of the test's own with its own undo manager: what ends up stored is the same.

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

type Op =
  | { kind: 'create'; title: string }
  | { kind: 'rename'; pick: number; title: string }
  | { kind: 'toggle'; pick: number }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'pause' }
  | { kind: 'reload'; wait: boolean }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), title: fc.string({ maxLength: 6 }) }),
  fc.record({
    kind: fc.constant('rename' as const),
    pick: fc.nat(),
    title: fc.string({ maxLength: 6 }),
  }),
  fc.record({ kind: fc.constant('toggle' as const), pick: fc.nat() }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
  fc.constant({ kind: 'pause' as const }),
  fc.record({ kind: fc.constant('reload' as const), wait: fc.boolean() }),
)

const shape = (todo: { id: string; title: string; done: boolean }) =>
  `${todo.id}|${todo.title}|${todo.done}`

let run = 0

describe('undo and redo of writes sent to the document’s owner', () => {
  it('store what the same edits, undos and redos do to a document', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const id = `undo-property-${run++}`
        await storeWorkspace(id)
        const reference = await Workspace.open(id)
        const expected = new Y.Doc()
        Y.applyUpdate(expected, Y.encodeStateAsUpdate(reference.doc))
        await reference.close()
        // Every page's writes go to one owner (a SharedWorker's), as after a reload.
        const owner = oneOwnerInThread()
        let history: UndoStack | null = null
        const open = async () => {
          bootFor(id)
          history = null
          const opened = await Workspace.open(id, {
            documentPort: owner,
            onCommandHistory: (stack) => (history = stack),
          })
          expect(opened.hasDoc).toBe(false)
          return opened
        }
        let workspace = await open()
        let page = workspace.repository('todos')

        // The test's document, its edits in the same steps as the page's.
        const undo = recordsUndoManager(expected)
        const steps = new StepFollower()
        const mirror = new Repository(
          {
            doc: expected,
            readOnly: false,
            onStep: (step) => void (steps.starts(step) && undo.stopCapturing()),
          },
          'todos',
        )
        const ids = () => [...expected.getMap('todos').keys()].sort()
        const read = (todoId: string) => {
          const raw = readStored(expected, 'todos', todoId)
          return raw ? readRecord('todos', todoId, raw) : undefined
        }
        for (const step of ops) {
          // Each an action of its own (a step begins with the next task).
          await Promise.resolve()
          const pickId = (pick: number) => {
            const live = ids().filter((todoId) => read(todoId))
            return live[pick % Math.max(1, live.length)]
          }
          if (step.kind === 'pause') await new Promise((resolve) => setTimeout(resolve, 5))
          else if (step.kind === 'reload') {
            // The page goes (its writes stored, or still on their way) and a new one opens:
            // it has nothing to undo.
            const going = workspace.close()
            if (step.wait) await going
            workspace = await open()
            page = workspace.repository('todos')
            undo.clear()
            await going
          } else if (step.kind === 'undo' || step.kind === 'redo') {
            // Nothing to undo before the first write (its history comes with it).
            const stack = history as UndoStack | null
            const done = stack ? stack[step.kind]() : false
            const mirrored = step.kind === 'undo' ? undo.undo() : undo.redo()
            expect(done).toBe(mirrored !== null)
          } else if (step.kind === 'create') {
            const created = page.create({ title: step.title })
            mirror.create({ title: step.title, id: created.id, order: created.order })
          } else {
            const target = pickId(step.pick)
            if (!target) continue
            const current = read(target)
            const patch = step.kind === 'rename' ? { title: step.title } : { done: !current?.done }
            page.update(target, patch)
            mirror.update(target, patch)
          }
        }
        const want = ids()
          .flatMap((todoId) => read(todoId) ?? [])
          .map(shape)
          .sort()
        await workspace.close()

        const stored = await Workspace.open(id)
        expect(stored.records('todos').map(shape).sort()).toEqual(want)
        await stored.close()
      }),
      { numRuns: 60 },
    )
  }, 180_000)

  it('stores an undo made just before the workspace closes (closing waits for it)', async () => {
    const id = 'undo-then-close'
    await storeWorkspace(id)
    const reference = await Workspace.open(id)
    const todo = reference.records('todos')[0]!
    await reference.close()
    bootFor(id)
    let history: UndoStack | null = null
    const workspace = await Workspace.open(id, {
      documentPort: oneOwnerInThread(),
      onCommandHistory: (stack) => (history = stack),
    })
    workspace.repository('todos').update(todo.id, { title: 'Renamed' })
    // Stored before the undo: closing waited for writes, not for an undo.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((history as UndoStack | null)?.undo()).toBe(true)
    await workspace.close()
    const stored = await Workspace.open(id)
    expect(stored.records('todos').find((t) => t.id === todo.id)?.title).toBe(todo.title)
    await stored.close()
  })
})

type PageOp = { page: 0 | 1 } & (
  | { kind: 'create'; title: string }
  | { kind: 'rename'; pick: number; title: string }
  | { kind: 'toggle'; pick: number }
  | { kind: 'undo' }
  | { kind: 'redo' }
)

const pageOp: fc.Arbitrary<PageOp> = fc
  .tuple(
    fc.constantFrom(0 as const, 1 as const),
    op.filter(
      (o): o is Exclude<Op, { kind: 'pause' | 'reload' }> =>
        o.kind !== 'pause' && o.kind !== 'reload',
    ),
  )
  .map(([page, o]) => ({ page, ...o }))

/** A page's edits on the test's document, under an origin of its own, as its owner applies them. */
function mirrorPage(doc: Y.Doc) {
  const origin = Symbol('page')
  const undo = recordsUndoManager(doc, origin)
  const steps = new StepFollower()
  const repository = new Repository(
    {
      doc,
      readOnly: false,
      commands: () => ({
        send(change, _origin, step) {
          if (step && steps.starts(step)) undo.stopCapturing()
          doc.transact(() => applyChange(doc, change), origin)
        },
      }),
    },
    'todos',
  )
  return { undo, repository }
}

describe('two pages writing through one owner', () => {
  it('each undoes only its own steps: what is stored is what the same edits do to a document', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pageOp, { minLength: 1, maxLength: 14 }), async (ops) => {
        const id = `two-pages-${run++}`
        await storeWorkspace(id)
        const reference = await Workspace.open(id)
        const expected = new Y.Doc()
        Y.applyUpdate(expected, Y.encodeStateAsUpdate(reference.doc))
        await reference.close()
        const owner = oneOwnerInThread()
        const histories: (UndoStack | null)[] = [null, null]
        const pages: Workspace[] = []
        for (const n of [0, 1]) {
          bootFor(id)
          pages.push(
            await Workspace.open(id, {
              documentPort: owner,
              onCommandHistory: (stack) => (histories[n] = stack),
            }),
          )
        }
        const mirrors = [mirrorPage(expected), mirrorPage(expected)]
        const ids = () => [...expected.getMap('todos').keys()].sort()
        const read = (todoId: string) => {
          const raw = readStored(expected, 'todos', todoId)
          return raw ? readRecord('todos', todoId, raw) : undefined
        }
        for (const step of ops) {
          // Each page has heard of the other's last edit: it edits what it shows (a page that
          // has not yet leaves unchanged what it shows unchanged, which the test's document,
          // reading the latest, would not).
          await new Promise((resolve) => setTimeout(resolve, 20))
          const page = pages[step.page]!.repository('todos')
          const mirror = mirrors[step.page]!
          if (step.kind === 'undo' || step.kind === 'redo') {
            // What a step changed may since have been overwritten by the other page: the
            // histories may then differ in what they say, not in what they leave.
            histories[step.page]?.[step.kind]()
            if (step.kind === 'undo') mirror.undo.undo()
            else mirror.undo.redo()
          } else if (step.kind === 'create') {
            const created = page.create({ title: step.title })
            mirror.repository.create({ title: step.title, id: created.id, order: created.order })
          } else {
            const live = ids().filter((todoId) => read(todoId))
            const target = live[step.pick % Math.max(1, live.length)]
            if (!target) continue
            const patch =
              step.kind === 'rename' ? { title: step.title } : { done: !read(target)?.done }
            page.update(target, patch)
            mirror.repository.update(target, patch)
          }
        }
        const want = ids()
          .flatMap((todoId) => read(todoId) ?? [])
          .map(shape)
          .sort()
        for (const page of pages) await page.close()
        const stored = await Workspace.open(id)
        expect(stored.records('todos').map(shape).sort()).toEqual(want)
        await stored.close()
      }),
      { numRuns: 25 },
    )
  }, 180_000)
})

describe('an undo whose step another page overwrote', () => {
  it('shows what the owner stored: the older step it undid instead, and the other page’s edit', async () => {
    const id = 'undo-overwritten'
    const { list } = await storeWorkspace(id)
    const owner = oneOwnerInThread()
    const histories: (UndoStack | null)[] = [null, null]
    const pages: Workspace[] = []
    for (const n of [0, 1]) {
      bootFor(id)
      pages.push(
        await Workspace.open(id, {
          documentPort: owner,
          onCommandHistory: (stack) => (histories[n] = stack),
        }),
      )
    }
    const shown = pages.map((page) => page.reads.query('todos', openTodos(list.id))!)
    for (const query of shown) await settled(query)
    const titles = (n: number) => shown[n]!.records.map((todo) => todo.title).sort()
    const [x, y] = [...shown[0]!.records].sort((a, b) => a.title.localeCompare(b.title))
    const heard = () => new Promise((resolve) => setTimeout(resolve, 30))
    pages[0]!.repository('todos').update(x!.id, { title: 'X by the first' })
    await heard()
    pages[0]!.repository('todos').update(y!.id, { title: 'Y by the first' })
    await heard()
    pages[1]!.repository('todos').update(y!.id, { title: 'Y by the second' })
    await heard()
    expect(titles(0)).toEqual(['X by the first', 'Y by the second'])
    // The first page's last step changes nothing now: the owner undoes the one before it.
    expect(histories[0]!.undo()).toBe(true)
    await heard()
    const stored = [x!.title, 'Y by the second'].sort()
    expect(titles(0)).toEqual(stored)
    expect(titles(1)).toEqual(stored)
    for (const page of pages) await page.close()
  })
})
