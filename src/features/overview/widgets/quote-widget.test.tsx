import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { readOptions } from '@/lib/widget-options'
import { QUOTES, quoteIndexFor } from '../model/quotes'
import { QUOTE_OPTIONS } from '../model/widget-options'
import QuoteWidget from './quote-widget'

function renderQuote(config: Record<string, unknown> = {}) {
  return render(
    <QuoteWidget id="quote" options={readOptions(QUOTE_OPTIONS, config)} setOptions={() => {}} />,
  )
}
const quoteShown = () => screen.getByRole('blockquote').textContent

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 23, 8, 0) })
})
afterEach(() => {
  vi.useRealTimers()
})

it('shows the day’s quote with its author, the same all day', () => {
  const today = QUOTES[quoteIndexFor(new Date(2026, 10, 23))]!
  const first = renderQuote()
  expect(quoteShown()).toBe(`“${today.text}”`)
  expect(screen.getByText(`— ${today.author}`)).toBeInTheDocument()
  first.unmount()
  vi.setSystemTime(new Date(2026, 10, 23, 23, 59))
  renderQuote()
  expect(quoteShown()).toBe(`“${today.text}”`)
})

it('shows another quote the next day, after midnight', () => {
  vi.setSystemTime(new Date(2026, 10, 23, 23, 59))
  renderQuote()
  const before = quoteShown()
  act(() => vi.advanceTimersByTime(60_000))
  const tomorrow = QUOTES[quoteIndexFor(new Date(2026, 10, 24))]!
  expect(quoteShown()).toBe(`“${tomorrow.text}”`)
  expect(quoteShown()).not.toBe(before)
})

it('moves on with Next quote', () => {
  renderQuote()
  const seen = new Set([quoteShown()])
  for (let i = 0; i < 3; i++) {
    fireEvent.click(screen.getByRole('button', { name: 'Next quote' }))
    seen.add(quoteShown())
  }
  expect(seen.size).toBe(4)
})

it('leaves the author out when asked to', () => {
  renderQuote({ author: false })
  expect(screen.queryByText(/^— /)).not.toBeInTheDocument()
})
