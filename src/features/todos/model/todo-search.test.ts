import { describe, expect, it } from 'vitest'
import { todoType, type Todo } from '@/data/records/todo'
import { matchTodos } from './todo-search'

let n = 0
const todo = (fields: Partial<Todo>): Todo =>
  todoType.create({ id: `todo:${++n}`, now: 1, order: `a${n}`, ...fields })

describe('matchTodos', () => {
  const todos = [
    todo({ id: 'todo:heart', title: 'Thank the neighbours ❤️' }),
    todo({ id: 'todo:fire', title: 'Book the party', tags: ['❤️‍🔥'] }),
    todo({ id: 'todo:cafe', title: 'Café with Zoë', notes: 'Bring the 🔥recipe' }),
  ]
  const find = (query: string) => matchTodos(todos, query, 10).map((t) => t.id)

  it('finds words anywhere, accents and case ignored, tags with or without @', () => {
    expect(find('cafe zoe')).toEqual(['todo:cafe'])
    expect(find('neighb')).toEqual(['todo:heart'])
    expect(find('recipe')).toEqual(['todo:cafe'])
    expect(find('THE').sort()).toEqual(['todo:cafe', 'todo:fire', 'todo:heart'])
  })

  it('finds an emoji whole, never as the start of a longer emoji sequence', () => {
    expect(find('❤️')).toEqual(['todo:heart'])
    expect(find('❤')).toEqual(['todo:heart'])
    expect(find('@❤️‍🔥')).toEqual(['todo:fire'])
    expect(find('🔥')).toEqual(['todo:cafe'])
    expect(find('🔥recipe')).toEqual(['todo:cafe'])
  })
})
