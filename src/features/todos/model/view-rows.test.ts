import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import 'fake-indexeddb/auto'
import { rowKeys } from '@/data/doc/record-rows'
import { todoType, type Todo } from '@/data/records/todo'
import { byDue, selectTodos } from './views'
import { viewRows } from './view-rows'

const TODAY = '2026-11-29'
const createTodo = (fields: Partial<Todo>) => todoType.create({ now: 1, ...fields } as never)

const todoArb = fc
  .record({
    id: fc.stringMatching(/^todo:[a-z0-9]{1,6}$/),
    due: fc.option(fc.constantFrom('2026-11-27', '2026-11-29', '2026-11-30', '2026-12-05')),
    dueTime: fc.option(fc.constantFrom('00:00', '09:00', '09:30', '23:59')),
    priority: fc.option(fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>),
    order: fc.constantFrom('a0', 'a1', 'a1V', 'Zz', 'b00'),
  })
  .map((fields) => createTodo({ title: 'T', ...fields, dueTime: fields.due && fields.dueTime }))

/** The order the `due` index keeps: its key, then the store's key (the record's id). */
const byIndex = (a: Todo, b: Todo) => {
  const [x, y] = [rowKeys('todos', a).due!, rowKeys('todos', b).due!]
  return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

const inToday = (todo: Todo) => {
  const { lower, upper } = viewRows({ kind: 'smart', id: 'today', title: 'Today' }, TODAY)!
  const key = ['todos', 0, rowKeys('todos', todo).due!]
  return indexedDB.cmp(key, lower) >= 0 && indexedDB.cmp(key, upper) <= 0
}

describe("the row store's due index", () => {
  it('keeps open todos in the order Today and Upcoming list them', () => {
    fc.assert(
      fc.property(fc.uniqueArray(todoArb, { selector: (t) => t.id, maxLength: 30 }), (todos) => {
        const due = todos.filter((t) => t.due)
        expect([...due].sort(byIndex).map((t) => t.id)).toEqual(
          [...due].sort(byDue).map((t) => t.id),
        )
      }),
    )
  })

  it("holds in Today's range every todo due up to today, at any time, and none after", () => {
    const todo = (due: string | null, dueTime: string | null = null) =>
      createTodo({ title: 'T', id: `todo:${due}${dueTime}`, due, dueTime, priority: 1 })
    expect(inToday(todo('2026-11-27'))).toBe(true)
    expect(inToday(todo(TODAY, '23:59'))).toBe(true)
    expect(inToday(todo(TODAY))).toBe(true)
    expect(inToday(todo('2026-11-30'))).toBe(false)
    expect(inToday(todo(null))).toBe(false)
  })
})

const COMPLETED = { kind: 'smart', id: 'completed', title: 'Completed' } as const

describe("the row store's due index for done todos", () => {
  const doneArb = fc
    .record({
      id: fc.stringMatching(/^todo:[a-z0-9]{1,6}$/),
      done: fc.boolean(),
      completedAt: fc.option(fc.constantFrom(0, 1, 1_764_000_000_000, 1_764_400_000_000)),
      order: fc.constantFrom('a0', 'a1', 'a1V', 'Zz', 'b00'),
    })
    .map((fields) => createTodo({ title: 'T', ...fields }))

  /** Whether the Completed view's range holds a todo's key. */
  const inCompleted = (todo: Todo) => {
    const { lower, upper } = viewRows(COMPLETED, TODAY)
    const key = ['todos', rowKeys('todos', todo).done!, rowKeys('todos', todo).due!]
    return indexedDB.cmp(key, lower) >= 0 && indexedDB.cmp(key, upper) <= 0
  }

  it('holds exactly the done todos, in the order Completed lists them', () => {
    fc.assert(
      fc.property(fc.uniqueArray(doneArb, { selector: (t) => t.id, maxLength: 30 }), (todos) => {
        const ranged = todos.filter(inCompleted)
        expect(ranged.map((t) => t.id).sort()).toEqual(
          todos
            .filter((t) => t.done)
            .map((t) => t.id)
            .sort(),
        )
        const listed = selectTodos(todos, COMPLETED, [], TODAY)[0]!.todos
        expect([...ranged].sort(byIndex).map((t) => t.id)).toEqual(listed.map((t) => t.id))
      }),
    )
  })
})
