import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { readOptions } from '@/lib/widget-options'
import { setTimeZone } from '@/testing/time-zone'
import { COUNTDOWN_OPTIONS } from '../model/widget-options'
import CountdownWidget from './countdown-widget'

setTimeZone('Europe/London')

function renderCountdown(config: Record<string, unknown>) {
  return render(
    <CountdownWidget
      id="countdown"
      options={readOptions(COUNTDOWN_OPTIONS, config)}
      setOptions={() => {}}
    />,
  )
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 23, 10, 0) }) // Monday 23 November 2026, 10:00
})
afterEach(() => {
  vi.useRealTimers()
})

it('counts the days to the event, and names it and its date', () => {
  renderCountdown({ event: 'Launch', date: '2026-12-24' })
  expect(screen.getByText('Launch')).toBeInTheDocument()
  expect(screen.getByText('31')).toBeInTheDocument()
  expect(screen.getByText('days to go')).toBeInTheDocument()
  expect(screen.getByText(/^Thursday,? 24 December 2026$/)).toBeInTheDocument()
})

it('counts down to the next New Year’s Day when no date is set', () => {
  renderCountdown({})
  expect(screen.getByText('New Year')).toBeInTheDocument()
  expect(screen.getByText('39')).toBeInTheDocument()
  expect(screen.getByText(/^Friday,? 1 January 2027$/)).toBeInTheDocument()
})

it('counts hours and minutes in the last two days, on the minute', () => {
  renderCountdown({ event: 'Trip', date: '2026-11-25' })
  expect(screen.getByText('38 h 0 min')).toBeInTheDocument()
  expect(screen.getByText('to go')).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(60_000))
  expect(screen.getByText('37 h 59 min')).toBeInTheDocument()
})

it('says Today! on the day, and how long ago after it', () => {
  const { unmount } = renderCountdown({ date: '2026-11-23' })
  expect(screen.getByText('Today!')).toBeInTheDocument()
  unmount()
  const again = renderCountdown({ date: '2026-11-22' })
  expect(screen.getByText('1')).toBeInTheDocument()
  expect(screen.getByText('day ago')).toBeInTheDocument()
  again.unmount()
  renderCountdown({ date: '2026-11-20' })
  expect(screen.getByText('3')).toBeInTheDocument()
  expect(screen.getByText('days ago')).toBeInTheDocument()
})

it('says Today! on New Year’s Day when no date is set, and moves to the next at midnight', () => {
  vi.setSystemTime(new Date(2027, 0, 1, 23, 59, 30))
  renderCountdown({})
  expect(screen.getByText('Today!')).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(30_000))
  expect(screen.getByText('364')).toBeInTheDocument()
})

it('treats a stored date that is no real day as no date', () => {
  renderCountdown({ date: '2026-02-31' })
  expect(screen.getByText('39')).toBeInTheDocument()
})
