import { describe, expect, it } from 'vitest'
import { todoType, type Todo } from '@/data/records/todo'
import { todosIndex } from './todo-search'
import { TODO_TEXT } from './todos-index-text'

let n = 0
const todo = (fields: Partial<Todo>): Todo =>
  todoType.create({ id: `todo:${++n}`, now: 1, order: `a${n}`, ...fields })

describe('the todos’ search', () => {
  const todos = [
    todo({ id: 'todo:heart', title: 'Thank the neighbours ❤️' }),
    todo({ id: 'todo:fire', title: 'Book the party', tags: ['❤️‍🔥'] }),
    todo({ id: 'todo:cafe', title: 'Café with Zoë', notes: 'Bring the 🔥recipe' }),
  ]
  const index = todosIndex()
  index.put(todos.map(TODO_TEXT.text))
  const find = (query: string) => index.search(query)

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

  it('lists open todos first, then title matches before tags and notes; forgets what is gone', () => {
    const ranked = todosIndex()
    ranked.put(
      [
        todo({ id: 'todo:done', title: 'Call the bank', done: true }),
        todo({ id: 'todo:notes', title: 'Errands', notes: 'the bank closes at four' }),
        todo({ id: 'todo:tag', title: 'Paperwork', tags: ['bank'] }),
        todo({ id: 'todo:title', title: 'Bank holiday plans' }),
      ].map(TODO_TEXT.text),
    )
    expect(ranked.search('bank')).toEqual(['todo:title', 'todo:tag', 'todo:notes', 'todo:done'])
    ranked.discard(['todo:tag'])
    ranked.put([TODO_TEXT.text(todo({ id: 'todo:title', title: 'Holiday plans' }))])
    expect(ranked.search('bank')).toEqual(['todo:notes', 'todo:done'])
  })
})
