import { describe, expect, it, vi } from 'vitest'
import { todoType, type Todo } from '@/data/records/todo'
import { todoListType, type TodoList } from '@/data/records/todo-list'
import type { CommandContext } from '@/lib/command-registry'
import { searchTodoLists } from './todos-search'

const lists: TodoList[] = [
  todoListType.create({ id: 'list:groceries', title: 'Groceries', now: 1, order: 'a1' }),
  todoListType.create({
    id: 'list:garden',
    title: 'Garden: groceries for birds',
    now: 1,
    order: 'a2',
  }),
  todoListType.create({ id: 'list:work', title: 'Work', now: 1, order: 'a3' }),
]
const todos: Todo[] = [
  todoType.create({
    id: 'todo:1',
    title: 'Oat milk',
    listId: 'list:groceries',
    now: 1,
    order: 'a1',
  }),
  todoType.create({ id: 'todo:2', title: 'Eggs', listId: 'list:groceries', now: 1, order: 'a2' }),
  todoType.create({
    id: 'todo:3',
    title: 'Bread',
    listId: 'list:groceries',
    done: true,
    now: 1,
    order: 'a3',
  }),
]
const records = { todoLists: lists, todos }
vi.mock('@/data/workspaces', () => ({
  openedWorkspace: async () => ({
    records: (name: keyof typeof records) => records[name],
    complete: (name: keyof typeof records) => Promise.resolve({ getAll: () => records[name] }),
  }),
}))

describe('searchTodoLists', () => {
  it('finds lists by name, those starting with the query first, with their open todos', async () => {
    const found = await searchTodoLists('groc')
    expect(found.map((r) => [r.title, r.detail])).toEqual([
      ['Groceries', 'List · 2 open todos'],
      ['Garden: groceries for birds', 'List · 0 open todos'],
    ])
    expect((await searchTodoLists('GROCERIES birds')).map((r) => r.title)).toEqual([
      'Garden: groceries for birds',
    ])
    expect(await searchTodoLists('milk')).toEqual([])
    expect(await searchTodoLists('  ')).toEqual([])
  })

  it('opens the list', async () => {
    const navigate = vi.fn()
    ;(await searchTodoLists('Groceries'))[0]!.run({ navigate } as unknown as CommandContext)
    expect(navigate).toHaveBeenCalledWith('/todos/list%3Agroceries')
  })
})
