import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { GENERAL_DEFAULTS, usePreferencesStore } from '@/data/preferences-store'
import { provideNotifier, type UserNotice } from '@/lib/notify'
import { registerSearchProvider } from '@/lib/search-providers'
import { readOptions } from '@/lib/widget-options'
import { OVERVIEW_WIDGETS } from '../overview-widgets'
import { countdownText, targetDay } from '../model/countdown'
import { QUOTES, quoteIndexFor } from '../model/quotes'
import { searchUrl } from '../model/search-engines'
import {
  CLOCK_OPTIONS,
  COUNTDOWN_OPTIONS,
  QUOTE_OPTIONS,
  SEARCH_OPTIONS,
  TIMER_OPTIONS,
} from '../model/widget-options'
import { timerKey } from '../model/timer-state'
import ClockWidget from './clock-widget'
import CountdownWidget from './countdown-widget'
import QuoteWidget from './quote-widget'
import SearchWidget from './search-widget'
import TimerWidget from './timer-widget'

const SPECS = {
  clock: CLOCK_OPTIONS,
  search: SEARCH_OPTIONS,
  countdown: COUNTDOWN_OPTIONS,
  timer: TIMER_OPTIONS,
  quote: QUOTE_OPTIONS,
}
const optionsOf = <K extends keyof typeof SPECS>(kind: K, config: Record<string, unknown> = {}) =>
  readOptions(SPECS[kind], config)
function inRouter(element: React.ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/notes/:id', element: <p>Note page</p> },
  ])
  render(<RouterProvider router={router} />)
  return router
}
const noop = () => {}

beforeEach(() => {
  usePreferencesStore.setState({ ...GENERAL_DEFAULTS, displayName: 'Robin' })
})
afterEach(() => {
  vi.useRealTimers()
})

it('reads a garbage config as each type’s defaults', () => {
  for (const t of OVERVIEW_WIDGETS) {
    const values = readOptions(t.options, {
      style: 42,
      seconds: 'yes',
      engine: 'nope',
      minutes: -3,
      zones: 'x',
      event: 7,
    })
    const defaults = Object.fromEntries(Object.entries(t.options).map(([k, o]) => [k, o.default]))
    expect(values).toEqual(defaults)
  }
})

it('greets by name, follows the 12/24 h setting, shows seconds and other time zones', () => {
  vi.useFakeTimers({
    now: new Date(2026, 10, 23, 9, 5, 7),
    toFake: ['Date', 'setInterval', 'clearInterval'],
  })
  const { rerender } = render(<ClockWidget id="c" options={optionsOf('clock')} setOptions={noop} />)
  expect(screen.getByText('Good morning, Robin')).toBeInTheDocument()
  expect(screen.getByText('09:05')).toBeInTheDocument()
  act(() => usePreferencesStore.setState({ clockFormat: '12h' }))
  rerender(
    <ClockWidget
      id="c"
      options={optionsOf('clock', { seconds: true, zones: ['Asia/Tokyo', 'Mars/Olympus'] })}
      setOptions={noop}
    />,
  )
  expect(screen.getByText('9:05:07 AM')).toBeInTheDocument()
  const zones = screen.getByRole('list', { name: 'Other time zones' })
  expect(zones).toHaveTextContent('Tokyo')
  expect(zones).toHaveTextContent('unknown time zone')
  rerender(
    <ClockWidget id="c" options={optionsOf('clock', { style: 'analog' })} setOptions={noop} />,
  )
  expect(screen.getByRole('img', { name: 'Clock showing 9:05 AM' })).toBeInTheDocument()
})

it('builds each engine’s address and opens the results in a new tab without an opener', async () => {
  expect(searchUrl('duckduckgo', '', 'cats & dogs')).toBe(
    'https://duckduckgo.com/?q=cats%20%26%20dogs',
  )
  expect(searchUrl('custom', 'https://s.example/?q=%s&x=1', 'a b')).toBe(
    'https://s.example/?q=a%20b&x=1',
  )
  expect(searchUrl('custom', 'javascript:alert(%s)', 'x')).toBeNull()
  const open = vi.spyOn(window, 'open').mockReturnValue(null)
  const user = userEvent.setup()
  inRouter(
    <SearchWidget id="s" options={optionsOf('search', { engine: 'google' })} setOptions={noop} />,
  )
  await user.type(screen.getByRole('searchbox', { name: 'Search the web' }), 'hearth app{Enter}')
  expect(open).toHaveBeenCalledWith(
    'https://www.google.com/search?q=hearth%20app',
    '_blank',
    'noopener,noreferrer',
  )
  expect(SEARCH_OPTIONS.custom.validate?.('ftp://x')).toBe(
    'Use an http(s) address with %s where the search goes.',
  )
})

it('also lists what Hearth finds, and opens it', async () => {
  const stop = registerSearchProvider({
    id: 'test',
    group: 'Notes',
    search: async (q) => [
      { id: 'n1', title: `Note about ${q}`, run: ({ navigate }) => navigate('/notes/n1') },
    ],
  })
  const user = userEvent.setup()
  const router = inRouter(
    <SearchWidget id="s" options={optionsOf('search', { hearth: true })} setOptions={noop} />,
  )
  await user.type(screen.getByRole('combobox', { name: 'Search the web' }), 'cats')
  await user.click(await screen.findByRole('option', { name: 'Note about cats' }))
  expect(router.state.location.pathname).toBe('/notes/n1')
  stop()
})

it('counts down in days, in hours on the last two days, says Today! and how long ago', () => {
  const now = new Date(2026, 10, 23, 10, 0)
  expect(targetDay('', now)).toEqual(new Date(2027, 0, 1))
  expect(countdownText(new Date(2026, 11, 24), now)).toEqual({ big: '31', small: 'days to go' })
  expect(countdownText(new Date(2026, 10, 24), now)).toEqual({ big: '14 h 0 min', small: 'to go' })
  expect(countdownText(new Date(2026, 10, 23), now).big).toBe('Today!')
  expect(countdownText(new Date(2026, 10, 20), now)).toEqual({ big: '3', small: 'days ago' })
  vi.useFakeTimers({ now, toFake: ['Date'] })
  render(
    <CountdownWidget
      id="d"
      options={optionsOf('countdown', { event: 'Launch', date: '2026-12-24' })}
      setOptions={noop}
    />,
  )
  expect(screen.getByText('Launch')).toBeInTheDocument()
  expect(screen.getByText('31')).toBeInTheDocument()
})

it('runs a timer across a remount, notifies once at the end, and resets bad stored data', async () => {
  vi.useFakeTimers({ now: new Date(2026, 10, 23, 10, 0), shouldAdvanceTime: false })
  const notices: UserNotice[] = []
  const stop = provideNotifier((n) => notices.push(n))
  const options = optionsOf('timer', { minutes: 1 })
  const { unmount } = render(<TimerWidget id="t" options={options} setOptions={noop} />)
  expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('01:00')
  act(() => screen.getByRole('button', { name: 'Start' }).click())
  await act(() => vi.advanceTimersByTimeAsync(20_000))
  expect(screen.getByRole('timer')).toHaveTextContent('00:40')
  unmount()
  render(<TimerWidget id="t" options={options} setOptions={noop} />)
  expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(45_000))
  expect(notices).toEqual([expect.objectContaining({ title: 'Timer done', kind: 'success' })])
  expect(screen.getByRole('timer')).toHaveTextContent('01:00')
  await act(() => vi.advanceTimersByTimeAsync(5_000))
  expect(notices).toHaveLength(1)
  stop()
  localStorage.setItem(timerKey('bad'), '{"phase":"lunch"}')
  render(<TimerWidget id="bad" options={options} setOptions={noop} />)
  expect(screen.getAllByRole('timer').at(-1)).toHaveTextContent('01:00')
})

it('shows the same quote all day and another on Next quote', async () => {
  const day = new Date(2026, 10, 23, 8)
  expect(quoteIndexFor(day)).toBe(quoteIndexFor(new Date(2026, 10, 23, 23)))
  expect(quoteIndexFor(day)).not.toBe(quoteIndexFor(new Date(2026, 10, 24, 8)))
  expect(QUOTES.length).toBeGreaterThanOrEqual(30)
  const user = userEvent.setup()
  render(<QuoteWidget id="q" options={optionsOf('quote')} setOptions={noop} />)
  const first = screen.getByRole('blockquote').textContent
  await user.click(screen.getByRole('button', { name: 'Next quote' }))
  expect(screen.getByRole('blockquote').textContent).not.toBe(first)
})
