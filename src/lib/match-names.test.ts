import { expect, it } from 'vitest'
import { matchNames } from './match-names'

const names = ['Reading list', 'Café recipes', 'Work / reading', 'Fire 🔥urgent', 'Love ❤️‍🔥']
const match = (query: string, limit = 10) => matchNames(names, (name) => name, query, limit)

it('finds names with every word of the query, those starting with it first, then by name', () => {
  expect(match('read')).toEqual(['Reading list', 'Work / reading'])
  expect(match('READING work')).toEqual(['Work / reading'])
  expect(match('wor')).toEqual(['Work / reading'])
  expect(match('ding')).toEqual(['Reading list', 'Work / reading'])
  expect(match('read', 1)).toEqual(['Reading list'])
  expect(match('nothing')).toEqual([])
  expect(match('  ')).toEqual([])
})

it('ignores accents and case, and finds an emoji only whole', () => {
  expect(match('cafe')).toEqual(['Café recipes'])
  expect(match('RÉCIPES')).toEqual(['Café recipes'])
  expect(match('🔥')).toEqual(['Fire 🔥urgent'])
  expect(match('urgent')).toEqual(['Fire 🔥urgent'])
  expect(match('❤️')).toEqual([])
})

it('takes a sigil off the front of each word and of the query (a list’s # in quick add)', () => {
  const sigil = (query: string) => matchNames(names, (name) => name, query, 10, /^[@#]/)
  expect(sigil('#read')).toEqual(['Reading list', 'Work / reading'])
  expect(sigil('#work @reading')).toEqual(['Work / reading'])
  expect(sigil('#')).toEqual([])
  // Without one, '#read' is a word of its own that no name has.
  expect(match('#read')).toEqual([])
})
