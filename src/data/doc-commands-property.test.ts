// @vitest-environment happy-dom
import * as fc from 'fast-check'
import * as Y from 'yjs'
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { documentHostInThread } from '@/testing/document-host-in-thread'
import { bootFor, openTodos, settled, storeWorkspace } from '@/testing/rows-start'
import { readRecord, readStored } from './doc/records-in-doc'
import { readAllRows } from './persistence/row-store-reads'
import { Repository } from './repository'
import { Workspace } from './workspace'

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

type Op =
  | { kind: 'create'; title: string; inList: boolean }
  | { kind: 'rename'; pick: number; title: string }
  | { kind: 'toggle'; pick: number }
  | { kind: 'remove'; pick: number }
  | { kind: 'pause' }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    title: fc.string({ minLength: 1, maxLength: 8 }),
    inList: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('rename' as const),
    pick: fc.nat(),
    title: fc.string({ maxLength: 8 }),
  }),
  fc.record({ kind: fc.constant('toggle' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('pause' as const) }),
)

/** What a todo is, for comparing: the fields the operations change. */
const shape = (todo: { id: string; title: string; done: boolean; listId: string | null }) =>
  `${todo.id}|${todo.title}|${todo.done}|${todo.listId}`

let run = 0

describe('writes sent to the document’s owner, after any run of them', () => {
  it('store what the same writes do to a document, show it on the page, and keep rows equal to records', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const id = `commands-property-${run++}`
        const { list } = await storeWorkspace(id)
        const reference = await Workspace.open(id)
        const expected = new Y.Doc()
        Y.applyUpdate(expected, Y.encodeStateAsUpdate(reference.doc))
        await reference.close()
        bootFor(id)
        const workspace = await Workspace.open(id, { documentPort: documentHostInThread })
        expect(workspace.hasDoc).toBe(false)
        const open = workspace.reads.query('todos', openTodos(list.id))!
        await settled(open)

        const page = workspace.repository('todos')
        const mirror = new Repository({ doc: expected, readOnly: false }, 'todos')
        const ids = () => [...expected.getMap('todos').keys()].sort()
        const read = (todoId: string) => {
          const raw = readStored(expected, 'todos', todoId)
          return raw ? readRecord('todos', todoId, raw) : undefined
        }
        for (const step of ops) {
          const pickId = (pick: number) => ids()[pick % Math.max(1, ids().length)]
          if (step.kind === 'pause') await new Promise((resolve) => setTimeout(resolve, 5))
          else if (step.kind === 'create') {
            const fields = { title: step.title, listId: step.inList ? list.id : null }
            const created = page.create(fields)
            mirror.create({ ...fields, id: created.id, order: created.order })
          } else {
            const target = pickId(step.pick)
            if (!target) continue
            if (step.kind === 'remove') {
              page.remove(target)
              mirror.remove(target)
            } else {
              const current = read(target)
              const patch =
                step.kind === 'rename' ? { title: step.title } : { done: !current?.done }
              page.update(target, patch)
              mirror.update(target, patch)
            }
          }
        }
        const want = ids()
          .map((todoId) => read(todoId)!)
          .map(shape)
          .sort()
        // The page shows the list's open todos as stored: at once where it had the record, else
        // once the owner stored it.
        const wantOpen = ids()
          .map((todoId) => read(todoId)!)
          .filter((todo) => todo.listId === list.id && !todo.done)
          .map(shape)
          .sort()
        for (
          let i = 0;
          i < 200 && JSON.stringify(open.records.map(shape).sort()) !== JSON.stringify(wantOpen);
          i++
        )
          await new Promise((resolve) => setTimeout(resolve, 10))
        expect(open.records.map(shape).sort()).toEqual(wantOpen)
        await workspace.close()

        const stored = await Workspace.open(id)
        expect(stored.records('todos').map(shape).sort()).toEqual(want)
        const rows = (await readAllRows(stored.persistence.db!)).filter((row) => row.c === 'todos')
        expect(rows.map((row) => shape(row.r as never)).sort()).toEqual(want)
        await stored.close()
      }),
      { numRuns: 15 },
    )
  }, 120_000)
})
