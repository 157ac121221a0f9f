import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { OptionForm } from '@/components/ui/option-form'
import { GENERAL_DEFAULTS, usePreferencesStore } from '@/data/preferences-store'
import { readOptions } from '@/lib/widget-options'
import { setTimeZone } from '@/testing/time-zone'
import { CLOCK_OPTIONS } from '../../model/widget-options'
import ClockWidget from './clock-widget'

setTimeZone('Europe/London')

// Monday 23 November 2026, 09:05:07 in London (GMT): Tokyo is 9 hours ahead, New York 5 behind.
const NOW = new Date(2026, 10, 23, 9, 5, 7)

function renderClock(config: Record<string, unknown> = {}) {
  return render(
    <ClockWidget id="clock" options={readOptions(CLOCK_OPTIONS, config)} setOptions={() => {}} />,
  )
}

beforeEach(() => {
  usePreferencesStore.setState({ ...GENERAL_DEFAULTS, displayName: 'Robin' })
  vi.useFakeTimers({ now: NOW })
})
afterEach(() => {
  vi.useRealTimers()
})

it('greets by the name from Settings, with the time and the long date', () => {
  renderClock()
  expect(screen.getByText('Good morning, Robin')).toBeInTheDocument()
  expect(screen.getByText('09:05')).toBeInTheDocument()
  expect(screen.getByText(/^Monday,? 23 November 2026$/)).toBeInTheDocument()
})

it('greets without a name when none is set, and not at all when the greeting is off', () => {
  usePreferencesStore.setState({ displayName: '' })
  const { unmount } = renderClock()
  expect(screen.getByText('Good morning')).toBeInTheDocument()
  unmount()
  renderClock({ greeting: false })
  expect(screen.queryByText(/Good morning/)).not.toBeInTheDocument()
  expect(screen.getByText('09:05')).toBeInTheDocument()
})

it('follows the 12 or 24 hour clock of Settings > General', () => {
  usePreferencesStore.setState({ clockFormat: '12h' })
  renderClock()
  expect(screen.getByText('9:05 AM')).toBeInTheDocument()
  act(() => usePreferencesStore.setState({ clockFormat: '24h' }))
  expect(screen.getByText('09:05')).toBeInTheDocument()
})

it('shows seconds and ticks each second only when asked to; otherwise on the minute', () => {
  const { unmount } = renderClock({ seconds: true })
  expect(screen.getByText('09:05:07')).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(1000))
  expect(screen.getByText('09:05:08')).toBeInTheDocument()
  unmount()

  renderClock()
  const time = screen.getByText('09:05')
  const renderedAt = () => new Date(time.getAttribute('datetime')!).getSeconds()
  expect(renderedAt()).toBe(8)
  act(() => vi.advanceTimersByTime(30_000)) // 09:05:38: nothing to change, no render
  expect(renderedAt()).toBe(8)
  act(() => vi.advanceTimersByTime(21_000)) // 09:05:59
  expect(screen.getByText('09:05')).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(1000))
  expect(screen.getByText('09:06')).toBeInTheDocument()
  expect(renderedAt()).toBe(0)
})

it('draws an analog face whose accessible name gives the time', () => {
  const { unmount } = renderClock({ style: 'analog' })
  expect(screen.getByRole('img', { name: 'Clock showing 09:05' })).toBeInTheDocument()
  expect(screen.queryByText('09:05')).not.toBeInTheDocument()
  unmount()
  usePreferencesStore.setState({ clockFormat: '12h' })
  renderClock({ style: 'analog', seconds: true })
  expect(screen.getByRole('img', { name: 'Clock showing 9:05:07 AM' })).toBeInTheDocument()
})

it('shows a world-clock row for each time zone', () => {
  renderClock({ zones: ['Asia/Tokyo', 'America/New_York', 'Asia/Kathmandu'] })
  const rows = within(screen.getByRole('list', { name: 'Time zones' })).getAllByRole('listitem')
  expect(rows.map((row) => row.textContent)).toEqual([
    'Tokyo — 18:05 (+9 h, today)',
    'New York — 04:05 (−5 h, today)',
    'Kathmandu — 14:50 (+5:45 h, today)',
  ])
})

it('says when a world-clock row is on another day, in the 12 hour clock too', () => {
  vi.setSystemTime(new Date(2026, 10, 23, 20, 30))
  usePreferencesStore.setState({ clockFormat: '12h' })
  renderClock({ zones: ['Asia/Tokyo', 'Pacific/Honolulu'] })
  const list = screen.getByRole('list', { name: 'Time zones' })
  expect(list).toHaveTextContent('Tokyo — 5:30 AM (+9 h, tomorrow)')
  expect(list).toHaveTextContent('Honolulu — 10:30 AM (−10 h, today)')
})

it('says which entries are not time zones, and still shows the others', () => {
  renderClock({ zones: ['Mars/Olympus_Mons', 'UTC'] })
  const list = screen.getByRole('list', { name: 'Time zones' })
  expect(list).toHaveTextContent(
    '“Mars/Olympus_Mons” is not a time zone. Use a name like Europe/Paris or America/New_York.',
  )
  expect(list).toHaveTextContent('UTC — 09:05 (±0 h, today)')
})

it('stores a time zone typed in another case in its proper one, and once', async () => {
  vi.useRealTimers()
  const user = userEvent.setup()
  const onSave = vi.fn()
  render(
    <OptionForm spec={CLOCK_OPTIONS} values={readOptions(CLOCK_OPTIONS, {})} onSave={onSave} />,
  )
  const field = screen.getByRole('textbox', { name: 'Add time zone' })
  await user.type(field, 'asia/tokyo{Enter}')
  await user.type(field, 'ASIA/TOKYO{Enter}')
  await user.type(field, 'Asia/Tokyo{Enter}')
  const zones = within(screen.getByRole('list', { name: 'Time zones' })).getAllByRole('listitem')
  expect(zones.map((zone) => zone.textContent)).toEqual(['Asia/Tokyo'])
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ zones: ['Asia/Tokyo'] }))
})
