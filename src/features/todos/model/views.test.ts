import { describe, expect, it } from 'vitest'
import { todoType, type Todo } from '@/data/records/todo'
import { todoListType } from '@/data/records/todo-list'
import {
  dueLabel,
  isOverdue,
  keepRow,
  openCounts,
  placeOf,
  resolveView,
  selectTodos,
} from './views'

const TODAY = '2026-11-22'
const list = todoListType.create({ id: 'list:home', now: 1, title: 'Home', order: 'a0' })
let n = 0
const todo = (fields: Partial<Todo>): Todo =>
  todoType.create({ id: `todo:${++n}`, now: 1, order: `a${n}`, ...fields })

describe('views', () => {
  const todos = [
    todo({ title: 'inbox open' }),
    todo({ title: 'inbox done', done: true, completedAt: 5 }),
    todo({ title: 'home open', listId: 'list:home' }),
    todo({ title: 'orphan', listId: 'list:gone' }),
    todo({ title: 'overdue', due: '2026-11-20' }),
    todo({ title: 'today timed', due: TODAY, dueTime: '09:00' }),
    todo({ title: 'today', due: TODAY }),
    todo({ title: 'in 13 days', due: '2026-12-05', listId: 'list:home' }),
    todo({ title: 'in 14 days', due: '2026-12-06' }),
    todo({ title: 'done today', due: TODAY, done: true, completedAt: 9 }),
  ]
  const titles = (id: string) =>
    selectTodos(todos, resolveView(id, [list]), [list], TODAY).map((g) => [
      g.title,
      g.todos.map((t) => t.title),
    ])

  it('resolves smart views, lists and unknown ids', () => {
    expect(resolveView('today', [list])).toMatchObject({ kind: 'smart', title: 'Today' })
    expect(resolveView('list:home', [list])).toMatchObject({ kind: 'list', title: 'Home' })
    expect(resolveView('list:nope', [list])).toEqual({ kind: 'missing', id: 'list:nope' })
  })

  it('Inbox: open todos without a list, or whose list is gone', () => {
    expect(titles('inbox')[0]![1]).toEqual([
      'inbox open',
      'orphan',
      'overdue',
      'today timed',
      'today',
      'in 14 days',
    ])
  })

  it('Today: overdue first, then today’s (all-day before timed)', () => {
    expect(titles('today')).toEqual([
      ['Overdue', ['overdue']],
      ['Today', ['today', 'today timed']],
    ])
  })

  it('Upcoming: 14 days from today, grouped by day, overdue on top', () => {
    const groups = titles('upcoming')
    expect(groups.map(([, t]) => t)).toEqual([
      ['overdue'],
      ['today', 'today timed'],
      ['in 13 days'],
    ])
    expect(groups[1]![0]).toMatch(/^Today · Sunday,? 22 November 2026$/)
  })

  it('Completed: newest completion first; a list shows its open todos', () => {
    expect(titles('completed')[0]![1]).toEqual(['done today', 'inbox done'])
    expect(titles('list:home')[0]![1]).toEqual(['home open', 'in 13 days'])
  })

  it('keeps a row being edited where it was when a change takes it out of the view', () => {
    const view = resolveView('today', [list])
    const before = selectTodos(todos, view, [list], TODAY)
    const place = placeOf(before, todos[4]!.id)
    expect(place).toMatchObject({ groupIndex: 0, index: 0, group: { key: 'overdue' } })
    // Ticked done elsewhere: the Overdue group is gone, and comes back with the row alone.
    const after = todos.map((t, i) => (i === 4 ? { ...t, done: true } : t))
    const kept = keepRow(selectTodos(after, view, [list], TODAY), place, after)
    expect(kept.map((g) => [g.title, g.todos.map((t) => [t.title, t.done])])).toEqual([
      ['Overdue', [['overdue', true]]],
      [
        'Today',
        [
          ['today', false],
          ['today timed', false],
        ],
      ],
    ])
    // Still shown, or deleted: nothing is kept.
    const shown = selectTodos(todos, view, [list], TODAY)
    expect(keepRow(shown, place, todos)).toBe(shown)
    const without = todos.filter((_, i) => i !== 4)
    const gone = selectTodos(without, view, [list], TODAY)
    expect(keepRow(gone, place, without)).toBe(gone)
  })

  it('counts open todos per list, the Inbox and Today', () => {
    const counts = openCounts(todos, [list], TODAY)
    expect(counts.get('inbox')).toBe(6)
    expect(counts.get('list:home')).toBe(2)
    expect(counts.get('today')).toBe(3)
  })

  it('marks a todo overdue after its day, or after its time today', () => {
    const at = new Date(2026, 10, 22, 10, 0)
    expect(isOverdue({ done: false, due: '2026-11-21', dueTime: null }, at)).toBe(true)
    expect(isOverdue({ done: false, due: TODAY, dueTime: null }, at)).toBe(false)
    expect(isOverdue({ done: false, due: TODAY, dueTime: '09:59' }, at)).toBe(true)
    expect(isOverdue({ done: false, due: TODAY, dueTime: '10:01' }, at)).toBe(false)
    expect(isOverdue({ done: true, due: '2026-11-01', dueTime: null }, at)).toBe(false)
  })

  it('says the due day, and its time in the clock format asked for', () => {
    const due = { due: '2026-11-23', dueTime: '17:00' }
    expect(dueLabel(due, TODAY)).toBe('Tomorrow 17:00')
    expect(dueLabel(due, TODAY, '12h')).toBe('Tomorrow 5:00 PM')
    expect(dueLabel({ due: '2026-11-23', dueTime: null }, TODAY, '12h')).toBe('Tomorrow')
    expect(dueLabel({ due: null, dueTime: null }, TODAY)).toBeNull()
  })
})
