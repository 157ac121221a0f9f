import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { OptionForm } from '@/components/ui/option-form'
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

it('reads as words with a space between the number and the unit', () => {
  const { unmount } = renderCountdown({ date: '2026-12-24' })
  // What a screen reader says and a copy gets: the text, not the gap the layout draws.
  expect(screen.getByText('31').closest('p')!.textContent).toBe('31 days to go')
  unmount()
  renderCountdown({ date: '2026-11-25' })
  expect(screen.getByText('38 h 0 min').closest('p')!.textContent).toBe('38 h 0 min to go')
})

it('takes a date pasted with spaces around it, and stores it without them', async () => {
  vi.useRealTimers()
  const user = userEvent.setup()
  const onSave = vi.fn()
  render(
    <OptionForm
      spec={COUNTDOWN_OPTIONS}
      values={readOptions(COUNTDOWN_OPTIONS, {})}
      onSave={onSave}
    />,
  )
  const date = screen.getByRole('textbox', { name: 'Date' })
  await user.click(date)
  await user.paste(' 2026-12-24 ')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(date).not.toHaveAttribute('aria-invalid', 'true')
  expect(onSave).toHaveBeenCalledWith({ event: 'New Year', date: '2026-12-24' })
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
