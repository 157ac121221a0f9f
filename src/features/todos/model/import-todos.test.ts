import { describe, expect, it } from 'vitest'
import { todoType } from '@/data/records/todo'
import { planImport } from './import-todos'
import { parseTodoTxt, toTodoTxt } from './todo-txt'

const NOW = new Date(2026, 10, 22).getTime()
const todo = (title: string) => todoType.create({ id: `todo:${title}`, now: NOW, title })

/** todo.txt written from these todos and lists, read back and planned into `lists`. */
function roundTrip(
  items: [title: string, listName: string | null][],
  lists: { id: string; title: string }[],
) {
  const file = toTodoTxt(items.map(([title, listName]) => ({ todo: todo(title), listName })))
  const plan = planImport({ ...parseTodoTxt(file), format: 'todo.txt' }, lists, null)
  const titleOf = (id: string | null | undefined) =>
    [...lists, ...plan.newLists].find((l) => l.id === id)?.title ?? null
  return {
    newLists: plan.newLists.map((l) => l.title),
    placed: plan.todos.map((t) => [t.title, titleOf(t.listId)]),
  }
}

describe('importing into lists', () => {
  const items: [string, string][] = [
    ['Report', 'Work'],
    ['Laptop', 'work'],
  ]

  it('keeps lists whose names differ only in capitals apart, into a new workspace', () => {
    expect(roundTrip(items, [])).toEqual({
      newLists: ['Work', 'work'],
      placed: [
        ['Report', 'Work'],
        ['Laptop', 'work'],
      ],
    })
  })

  it('keeps them apart into the workspace they came from, whichever comes first', () => {
    for (const lists of [
      [
        { id: 'list:a', title: 'Work' },
        { id: 'list:b', title: 'work' },
      ],
      [
        { id: 'list:b', title: 'work' },
        { id: 'list:a', title: 'Work' },
      ],
    ])
      expect(roundTrip(items, lists)).toEqual({
        newLists: [],
        placed: [
          ['Report', 'Work'],
          ['Laptop', 'work'],
        ],
      })
  })

  it('puts a name spelled in other capitals in the list it matches, when none matches exactly', () => {
    const lists = [{ id: 'list:a', title: 'Work' }]
    expect(roundTrip([['Laptop', 'work']], lists)).toEqual({
      newLists: [],
      placed: [['Laptop', 'Work']],
    })
    const { todos, newLists } = planImport(
      { ...parseTodoTxt('Report +WORK\nLaptop +Home\nPhone +home\n'), format: 'todo.txt' },
      lists,
      null,
    )
    expect(newLists.map((l) => l.title)).toEqual(['Home', 'home'])
    expect(todos.map((t) => t.listId)).toEqual(['list:a', newLists[0]!.id, newLists[1]!.id])
  })
})
