import { expect, it } from 'vitest'
import { changedFields } from './changed-fields'

it('keeps only the fields whose value changed, lists and objects compared by value', () => {
  const start = { url: 'a', tags: ['x'], config: { style: 'digital' }, n: 1 }
  expect(changedFields(start, { ...start, tags: ['x'], config: { style: 'digital' } })).toEqual({})
  expect(changedFields(start, { ...start, tags: ['x', 'y'], n: 2 })).toEqual({
    tags: ['x', 'y'],
    n: 2,
  })
})
