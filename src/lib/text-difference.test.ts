import { expect, it } from 'vitest'
import { textDifference } from './text-difference'

it('names the one replacement between two texts’ common start and end', () => {
  expect(textDifference('same', 'same')).toBeNull()
  expect(textDifference('Hello world', 'Hello world!')).toEqual({
    at: 11,
    removed: 0,
    inserted: '!',
  })
  expect(textDifference('Hello big world', 'Hello world')).toEqual({
    at: 6,
    removed: 4,
    inserted: '',
  })
  expect(textDifference('abc', 'xyz')).toEqual({ at: 0, removed: 3, inserted: 'xyz' })
  // Repeated letters: the common end never overlaps the common start.
  expect(textDifference('aa', 'aaa')).toEqual({ at: 2, removed: 0, inserted: 'a' })
  expect(textDifference('', 'new')).toEqual({ at: 0, removed: 0, inserted: 'new' })
  // An emoji is replaced whole, never half of it.
  expect(textDifference('a😀b', 'a😁b')).toEqual({ at: 1, removed: 2, inserted: '😁' })
  expect(textDifference('😀', '😀😀')).toEqual({ at: 2, removed: 0, inserted: '😀' })
})
