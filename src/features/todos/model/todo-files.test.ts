import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { todoType, type Todo } from '@/data/records/todo'
import { setTimeZone } from '@/testing/time-zone'
import { momentOf } from './days'
import { parseICalendar, toICalendar } from './icalendar'
import type { ExportableTodo, ImportedTodo } from './todo-files'
import { parseTodoTxt, toTodoTxt } from './todo-txt'

setTimeZone('Europe/Berlin')

const word = fc.stringMatching(/^[^\s]{1,12}$/)
/** Titles as the app stores them: words of any characters, single spaces. */
const title = fc
  .array(
    fc.oneof(
      word,
      fc.constantFrom('x', '(A)', '+plus', '@at', 'key:value', '2026-01-02', '\\back', 'C#', 'é'),
    ),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .map((words) => words.join(' '))
const name = fc
  .stringMatching(/^[^\s][^\n]{0,15}$/)
  .map((s) => s.trim())
  .filter((s) => !!s && !/\s{2}/.test(s))
const tag = fc.stringMatching(/^[^\s,;\\]{1,10}$/)
const day = fc
  .date({ min: new Date(2020, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true })
  .map(
    (d) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
  )
const minute = fc
  .integer({ min: 0, max: 24 * 60 - 1 })
  .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`)
const repeat = fc.option(
  fc.record({
    rrule: fc.constantFrom(
      'FREQ=DAILY',
      'FREQ=WEEKLY;INTERVAL=2',
      'FREQ=MONTHLY;BYDAY=3TU',
      'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      'FREQ=YEARLY',
      'FREQ=MONTHLY;BYMONTHDAY=-1',
    ),
    fromCompletion: fc.boolean(),
  }),
  { nil: null },
)

const todoArb = fc
  .record({
    title,
    done: fc.boolean(),
    due: fc.option(day, { nil: null }),
    time: fc.option(minute, { nil: null }),
    priority: fc.constantFrom(null, 1, 2, 3, 4),
    tags: fc.uniqueArray(tag, { maxLength: 3 }),
    notes: fc.option(fc.string({ maxLength: 60 }), { nil: '' }),
    subtasks: fc.array(fc.record({ title: name, done: fc.boolean() }), { maxLength: 3 }),
    repeat,
    reminder: fc.option(fc.tuple(day, minute), { nil: null }),
    completedOn: day,
    list: fc.option(name, { nil: null }),
  })
  .map((r): ExportableTodo => ({
    listName: r.list,
    todo: todoType.create({
      id: 'todo:x',
      now: new Date(2026, 0, 1).getTime(),
      title: r.title,
      done: r.done,
      due: r.due,
      dueTime: r.due ? r.time : null,
      priority: r.priority as Todo['priority'],
      tags: r.tags,
      notes: r.notes,
      subtasks: r.subtasks.map((s, j) => ({ id: `sub-${j + 1}`, ...s })),
      repeat: r.repeat,
      reminder: r.reminder ? momentOf(r.reminder[0], r.reminder[1]).getTime() : null,
      completedAt: r.done ? momentOf(r.completedOn, null).getTime() : null,
    }),
  }))

/** Several todos, each with its own id. */
const todosArb = (max: number) =>
  fc
    .array(todoArb, { maxLength: max })
    .map((items) => items.map((item, i) => ({ ...item, todo: { ...item.todo, id: `todo:${i}` } })))

/** The fields both formats carry, as an import gives them back. */
const carried = ({ todo, listName }: ExportableTodo) => ({
  title: todo.title,
  done: todo.done,
  due: todo.due,
  dueTime: todo.dueTime,
  priority: todo.priority,
  tags: todo.tags,
  notes: todo.notes,
  subtasks: todo.subtasks,
  repeat: todo.repeat,
  reminder: todo.reminder,
  completedAt: todo.completedAt,
  listName,
})
const read = (t: ImportedTodo) => ({
  title: t.title,
  done: t.done,
  due: t.due,
  dueTime: t.dueTime,
  priority: t.priority,
  tags: t.tags,
  notes: t.notes,
  subtasks: t.subtasks,
  repeat: t.repeat,
  reminder: t.reminder,
  completedAt: t.completedAt,
  listName: t.listName,
})

describe('todo.txt', () => {
  it('round-trips every field it carries (all but identity and order)', () => {
    fc.assert(
      fc.property(todosArb(8), (items) => {
        const parsed = parseTodoTxt(toTodoTxt(items))
        expect(parsed.problems).toEqual([])
        expect(parsed.todos.map(read)).toEqual(items.map(carried))
      }),
      { numRuns: 300 },
    )
  })

  it('reads the spec’s examples', () => {
    const { todos, problems, listNames } = parseTodoTxt(
      '(A) Thank Mom for the meatballs @phone\n(B) Schedule Goodwill pickup +GarageSale @phone\nx 2011-03-03 Call Mom\n2011-03-02 Document +TodoTxt task format due:2016-05-30 rec:+1w\n',
    )
    expect(problems).toEqual([])
    expect(listNames).toEqual(['GarageSale', 'TodoTxt'])
    expect(todos[0]).toMatchObject({
      title: 'Thank Mom for the meatballs',
      priority: 1,
      tags: ['phone'],
    })
    expect(todos[1]).toMatchObject({
      title: 'Schedule Goodwill pickup',
      priority: 2,
      listName: 'GarageSale',
    })
    expect(todos[2]).toMatchObject({
      title: 'Call Mom',
      done: true,
      completedAt: momentOf('2011-03-03', null).getTime(),
    })
    expect(todos[3]).toMatchObject({
      due: '2016-05-30',
      repeat: { rrule: 'FREQ=WEEKLY', fromCompletion: false },
      createdAt: momentOf('2011-03-02', null).getTime(),
    })
  })

  it('lists bad lines with their reason and reads the rest', () => {
    const { todos, problems } = parseTodoTxt(
      'Good one\nBad due:2026-13-45\n\n(A)\nrec:zz Foo\nOther app key:value stays +a +b\n',
    )
    expect(todos.map((t) => t.title)).toEqual(['Good one', 'Other app key:value stays +b'])
    expect(problems.map((p) => [p.line, p.reason])).toEqual([
      [2, 'Left out: due:2026-13-45 is not a date.'],
      [4, 'Left out: it has no title.'],
      [5, 'Left out: rec:zz is not a repeat Hearth reads.'],
    ])
  })

  it('keeps a todo without a title, as “Untitled”, with its notes and subtasks', () => {
    const items = ['', '   '].map((title, i) => ({
      listName: 'Work',
      todo: todoType.create({
        id: `todo:${i}`,
        now: new Date(2026, 0, 1).getTime(),
        title,
        due: '2026-11-27',
        notes: 'the details I need',
        subtasks: [{ id: 'sub-1', title: 'Call back', done: false }],
      }),
    }))
    const parsed = parseTodoTxt(toTodoTxt(items))
    expect(parsed.problems).toEqual([])
    expect(parsed.todos.map(read)).toEqual(
      items.map((item) => ({ ...carried(item), title: 'Untitled' })),
    )
  })

  it('reads a 10,000-line file whole', () => {
    const lines = Array.from(
      { length: 10_000 },
      (_, i) =>
        `${i % 5 ? '' : 'x 2026-11-01 '}(B) 2026-10-01 Task ${i} +List${i % 12} @ctx${i % 7} due:2026-12-${String((i % 28) + 1).padStart(2, '0')} rec:+1w`,
    ).join('\n')
    const { todos, problems } = parseTodoTxt(lines)
    expect(problems).toEqual([])
    expect(todos).toHaveLength(10_000)
    expect(todos.filter((todo) => todo.completedAt !== null)).toHaveLength(2_000)
  })
})

describe('iCalendar', () => {
  it('round-trips every field it carries (all but identity and order)', () => {
    fc.assert(
      fc.property(todosArb(6), (items) => {
        const parsed = parseICalendar(toICalendar(items, new Date(2026, 10, 22)))
        expect(parsed.problems).toEqual([])
        expect(parsed.todos.map(read)).toEqual(items.map(carried))
      }),
      { numRuns: 200 },
    )
  })

  it('writes lines of at most 75 octets, CRLF, with escaped text', () => {
    const long = 'ünïcødé '.repeat(30).trim()
    const file = toICalendar(
      [
        {
          todo: todoType.create({ id: 'todo:1', now: 0, title: long, notes: 'a, b; c\\d\nnext' }),
          listName: null,
        },
      ],
      new Date(0),
    )
    for (const line of file.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(file).toContain('DESCRIPTION:a\\, b\\; c\\\\d\\nnext')
    expect(parseICalendar(file).todos[0]!.title).toBe(long)
  })

  it('reads a VTODO as other apps write it, and leaves events out', () => {
    const { todos, problems } = parseICalendar(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Apple Inc.//Reminders//EN',
        'BEGIN:VTODO',
        'UID:abc',
        'SUMMARY:Call the bank',
        'DUE;TZID=Europe/Berlin:20261124T170000',
        'PRIORITY:5',
        'CATEGORIES:money,phone',
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        'TRIGGER:-PT15M',
        'END:VALARM',
        'END:VTODO',
        'BEGIN:VEVENT',
        'UID:ev',
        'SUMMARY:Meeting',
        'DTSTART:20261124T090000Z',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
    expect(todos).toHaveLength(1)
    expect(todos[0]).toMatchObject({
      title: 'Call the bank',
      due: '2026-11-24',
      dueTime: '17:00',
      priority: 3,
      tags: ['money', 'phone'],
      reminder: new Date(2026, 10, 24, 16, 45).getTime(),
    })
    expect(problems).toEqual([
      { line: 15, text: 'Meeting', reason: 'Left out: a VEVENT is not a todo.' },
    ])
  })

  it('refuses what is not iCalendar with one clear problem', () => {
    expect(parseICalendar('hello there')).toEqual({
      todos: [],
      problems: [
        { line: 1, text: 'hello there', reason: 'Left out: this is not an iCalendar file.' },
      ],
      listNames: [],
    })
  })
})
