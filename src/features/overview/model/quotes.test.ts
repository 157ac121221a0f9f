import { expect, it } from 'vitest'
import { QUOTES, quoteIndexFor } from './quotes'

it('has at least 30 quotes, each with an author, none twice', () => {
  expect(QUOTES.length).toBeGreaterThanOrEqual(30)
  for (const quote of QUOTES) {
    expect(quote.text.trim()).not.toBe('')
    expect(quote.author.trim()).not.toBe('')
  }
  expect(new Set(QUOTES.map((q) => q.text)).size).toBe(QUOTES.length)
})

it('picks by the local date: the same all day, every quote once a round', () => {
  expect(quoteIndexFor(new Date(2026, 10, 23, 0, 0))).toBe(
    quoteIndexFor(new Date(2026, 10, 23, 23, 59)),
  )
  const round = new Set(
    Array.from({ length: QUOTES.length }, (_, i) => quoteIndexFor(new Date(2026, 0, 1 + i))),
  )
  expect(round.size).toBe(QUOTES.length)
})
