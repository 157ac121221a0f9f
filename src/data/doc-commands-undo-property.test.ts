// @vitest-environment happy-dom
import * as fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { oneOwnerInThread } from '@/testing/document-host-in-thread'
import {
  distinctMilliseconds,
  op,
  shape,
  storedTodos,
  storedWithCopy,
  todosOf,
} from './owner-undo-testing'
import { bootFor, storeWorkspace } from '@/testing/rows-start'
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
  vi.restoreAllMocks()
})

let run = 0

describe('undo and redo of writes sent to the document’s owner', () => {
  it('store what the same edits, undos and redos do to a document', async () => {
    distinctMilliseconds()
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const id = `undo-property-${run++}`
        const { expected } = await storedWithCopy(id)
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
        const { ids, read } = todosOf(expected)
        for (const step of ops) {
          // Each an action of its own (a step ends in a microtask its first edit queued).
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

        expect(await storedTodos(id)).toEqual(want)
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
