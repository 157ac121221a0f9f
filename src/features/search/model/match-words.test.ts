import { describe, expect, it } from 'vitest'
import { matchScore, oneTypoApart, wordsOf } from './match-words'

const score = (query: string, name: string, keywords: string[] = []) =>
  matchScore(wordsOf(query), wordsOf(name), keywords.flatMap(wordsOf))

describe('oneTypoApart', () => {
  it('forgives a letter missing, added, changed, or two swapped', () => {
    for (const [typed, word] of [
      ['tme', 'time'],
      ['tiime', 'time'],
      ['tima', 'time'],
      ['tiem', 'time'],
      ['itme', 'time'],
      ['timr', 'time'],
    ] as const)
      expect(oneTypoApart(typed, word), `${typed} ${word}`).toBe(true)
  })

  it('not two, nor the word itself', () => {
    for (const [typed, word] of [
      ['time', 'time'],
      ['tm', 'time'],
      ['mite', 'time'],
      ['milk', 'link'],
      ['tmei', 'time'],
      ['tiers', 'timer'],
    ] as const)
      expect(oneTypoApart(typed, word), `${typed} ${word}`).toBe(false)
  })
})

describe('matchScore', () => {
  it('needs every word of the query at the start of a word', () => {
    expect(score('milk', 'New bookmark', ['bookmark', 'link'])).toBe(0)
    expect(score('mark', 'New bookmark')).toBe(0)
    expect(score('new mark', 'New bookmark')).toBe(0)
    expect(score('new book', 'New bookmark')).toBeGreaterThan(0)
  })

  it('ranks the exact name, its start, its words, keywords, then a typo', () => {
    const ranked = [
      score('time', 'Time'),
      score('time', 'Timesheet'),
      score('sheet', 'Time sheet'),
      score('sheet', 'Time and then a sheet'),
      score('unix', 'Time', ['unix']),
      score('tmie', 'Times'),
    ]
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a))
    expect(new Set(ranked).size).toBe(ranked.length)
  })

  it('forgives a typo only in a word of five letters or more', () => {
    expect(score('jsno', 'JSON')).toBe(0)
    expect(score('data', 'Time', ['date'])).toBe(0)
    expect(score('pikcer', 'Colour picker')).toBeGreaterThan(0)
  })

  it('finds an emoji only as itself', () => {
    expect(score('❤️', 'Love ❤')).toBeGreaterThan(0)
    expect(score('❤️', 'Hot ❤️‍🔥')).toBe(0)
    expect(score('', 'Anything')).toBe(0)
    expect(score('?', 'Anything')).toBe(0)
  })
})
