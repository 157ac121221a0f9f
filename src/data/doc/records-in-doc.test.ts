import { expect, it } from 'vitest'
import { readRecord } from './records-in-doc'

it('reads a damaged record forgivingly, keeping valid and unknown fields', () => {
  const note = readRecord('notes', 'note:1', {
    title: 'Kept',
    body: 42,
    tags: 'nope',
    pinned: true,
    createdAt: 5,
    updatedAt: 6,
    extra: { a: 1 },
  })
  expect(note).toMatchObject({
    id: 'note:1',
    title: 'Kept',
    body: '',
    tags: [],
    pinned: true,
    createdAt: 5,
    updatedAt: 6,
  })
  expect((note as Record<string, unknown>).extra).toEqual({ a: 1 })
})

it('never throws on junk', () => {
  for (const junk of [{}, { createdAt: 'x' }, { title: null, order: 5 }]) {
    expect(() => readRecord('todos', 'todo:1', junk)).not.toThrow()
    expect(readRecord('todos', 'todo:1', junk).id).toBe('todo:1')
  }
})
