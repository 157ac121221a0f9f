import * as fc from 'fast-check'
import { vi } from 'vitest'
import * as Y from 'yjs'
import { applyChange } from './doc/changes'
import { readRecord, readStored } from './doc/records-in-doc'
import type { UndoStack } from './edit-history'
import { NumberedUndo } from './numbered-undo'
import { Repository } from './repository'
import { StepFollower } from './undo-steps'
import { Workspace } from './workspace'
import { oneOwnerInThread } from '@/testing/document-host-in-thread'
import { bootFor, storeWorkspace } from '@/testing/rows-start'

// What the property tests of undo and redo through the document's owner share
// (`doc-commands-undo-property.test.ts`, `doc-commands-pages-undo.test.ts`): the operations, a
// document of the test's own to compare with, and pages on one owner.

export type Op =
  | { kind: 'create'; title: string }
  | { kind: 'rename'; pick: number; title: string }
  | { kind: 'toggle'; pick: number }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'pause' }
  | { kind: 'reload'; wait: boolean }

export const op: fc.Arbitrary<Op> = fc.oneof(
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

/**
 * A clock that never gives the same millisecond twice: an edit that sets a field to what it
 * holds still changes the record (its `updatedAt`), as every action a user takes does, on the
 * page and on the test's document alike. With the real clock, two edits within one millisecond
 * on one side and across one on the other made a step that changed nothing on the first (a
 * `Y.UndoManager` has no item for it, and undoes the step before it) and one that did on the
 * other. Timers keep the real clock.
 */
export function distinctMilliseconds() {
  const now = Date.now.bind(Date)
  let last = 0
  vi.spyOn(Date, 'now').mockImplementation(() => (last = Math.max(now(), last + 1)))
}

export const shape = (todo: { id: string; title: string; done: boolean }) =>
  `${todo.id}|${todo.title}|${todo.done}`

/** A workspace stored with rows, and a copy of its document for the test's own edits. */
export async function storedWithCopy(id: string) {
  const { list } = await storeWorkspace(id)
  const reference = await Workspace.open(id)
  const expected = new Y.Doc()
  Y.applyUpdate(expected, Y.encodeStateAsUpdate(reference.doc))
  await reference.close()
  return { list, expected }
}

/** Two pages started from rows, writing through one owner, and their undo histories. */
export async function twoPages(id: string) {
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
  return { pages, histories }
}

/** The todos as stored, once every page has closed. */
export async function storedTodos(id: string) {
  const stored = await Workspace.open(id)
  const todos = stored.records('todos').map(shape).sort()
  await stored.close()
  return todos
}

/** The todos of the test's document (`expected`): their ids, and each as read. */
export function todosOf(expected: Y.Doc) {
  const ids = () => [...expected.getMap('todos').keys()].sort()
  const read = (todoId: string) => {
    const raw = readStored(expected, 'todos', todoId)
    return raw ? readRecord('todos', todoId, raw) : undefined
  }
  return { ids, read }
}

export type PageOp = { page: 0 | 1 } & (
  | { kind: 'create'; title: string }
  | { kind: 'rename'; pick: number; title: string }
  | { kind: 'toggle'; pick: number }
  | { kind: 'undo' }
  | { kind: 'redo' }
)

export const pageOp: fc.Arbitrary<PageOp> = fc
  .tuple(
    fc.constantFrom(0 as const, 1 as const),
    op.filter(
      (o): o is Exclude<Op, { kind: 'pause' | 'reload' }> =>
        o.kind !== 'pause' && o.kind !== 'reload',
    ),
  )
  .map(([page, o]) => ({ page, ...o }))

/**
 * A page's edits on the test's document, under an origin of its own, as its owner applies them:
 * in its steps, each undone or redone alone.
 */
export function mirrorPage(doc: Y.Doc) {
  const origin = Symbol('page')
  const undo = new NumberedUndo(doc, origin)
  const steps = new StepFollower()
  let numbered = 0
  const repository = new Repository(
    {
      doc,
      readOnly: false,
      commands: () => ({
        send(change, _origin, step) {
          if (step && steps.starts(step)) undo.starts(++numbered)
          doc.transact(() => applyChange(doc, change), origin)
        },
      }),
    },
    'todos',
  )
  return { undo, repository }
}
