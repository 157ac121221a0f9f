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
const workspace = vi.hoisted(() => ({
  records: (name: 'todoLists' | 'todos'): unknown[] => [name],
  complete: vi.fn(),
  /** The rows' counts: none by default (the page reads every todo then). */
  countRows: vi.fn((): Promise<readonly number[]> | null => null),
}))
workspace.records = (name) => records[name]
workspace.complete.mockImplementation((name: keyof typeof records) =>
  Promise.resolve({ getAll: () => records[name] }),
)
vi.mock('@/data/workspaces', () => ({ openedWorkspace: async () => workspace }))

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

  it('counts the open todos of the lists found on their rows, without reading every todo', async () => {
    workspace.complete.mockClear()
    workspace.countRows.mockImplementationOnce(() => Promise.resolve([41, 3]))
    const found = await searchTodoLists('groc')
    expect(found.map((r) => r.detail)).toEqual(['List · 41 open todos', 'List · 3 open todos'])
    // Each list's open todos: its range of the `parent` index (todos, list, not done).
    expect(workspace.countRows).toHaveBeenLastCalledWith('parent', [
      [
        ['todos', 'list:groceries', 0],
        ['todos', 'list:groceries', 0, []],
      ],
      [
        ['todos', 'list:garden', 0],
        ['todos', 'list:garden', 0, []],
      ],
    ])
    expect(workspace.complete).not.toHaveBeenCalled()
  })

  it('opens the list', async () => {
    const navigate = vi.fn()
    ;(await searchTodoLists('Groceries'))[0]!.run({ navigate } as unknown as CommandContext)
    expect(navigate).toHaveBeenCalledWith('/todos/list%3Agroceries')
  })
})
