import { expect, it } from 'vitest'
import { setTimeZone } from '@/testing/time-zone'
import {
  canonicalTimeZone,
  cityOf,
  clockText,
  offsetText,
  timeZoneProblem,
  worldClockRow,
} from './world-clock'

setTimeZone('America/New_York')

it('writes the time in the 24 or 12 hour clock, with seconds when asked', () => {
  const wall = { year: 2026, month: 3, day: 1, hour: 0, minute: 7, second: 9 }
  expect(clockText(wall, '24h', false)).toBe('00:07')
  expect(clockText(wall, '12h', true)).toBe('12:07:09 AM')
  expect(clockText({ ...wall, hour: 13 }, '12h', false)).toBe('1:07 PM')
})

it('names cities and offsets', () => {
  expect(cityOf('America/Argentina/Buenos_Aires')).toBe('Buenos Aires')
  expect(cityOf('UTC')).toBe('UTC')
  expect(offsetText(540)).toBe('+9 h')
  expect(offsetText(-330)).toBe('−5:30 h')
  expect(offsetText(0)).toBe('±0 h')
})

it('accepts IANA names in any case, and explains what is not one', () => {
  expect(timeZoneProblem('Asia/Tokyo')).toBeNull()
  expect(timeZoneProblem('asia/tokyo')).toBeNull()
  expect(timeZoneProblem('Tokyo')).toMatch(/^“Tokyo” is not a time zone\./)
})

it('spells a time zone in its proper case, and keeps a name the browser takes as an alias', () => {
  expect(canonicalTimeZone('asia/tokyo')).toBe('Asia/Tokyo')
  expect(canonicalTimeZone(' ASIA/TOKYO ')).toBe('Asia/Tokyo')
  expect(canonicalTimeZone('america/new_york')).toBe('America/New_York')
  expect(canonicalTimeZone('utc')).toBe('UTC')
  // ICU resolves these to their old names (Asia/Calcutta, Europe/Kiev): they stay as written.
  expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata')
  expect(canonicalTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv')
  expect(canonicalTimeZone('Mars/Olympus_Mons')).toBe('Mars/Olympus_Mons')
  // One stored in another case before shows its city properly.
  expect(worldClockRow(new Date(2026, 0, 1), 'asia/tokyo', '24h', false).city).toBe('Tokyo')
})

it('follows daylight saving time on both sides', () => {
  // 29 March 2026, 23:30 in New York (EDT, −4): London has moved to BST (+1) that morning.
  const date = new Date(2026, 2, 29, 23, 30)
  expect(worldClockRow(date, 'Europe/London', '24h', false)).toEqual({
    city: 'London',
    time: '04:30',
    offset: '+5 h',
    day: 'tomorrow',
  })
  expect(worldClockRow(date, 'Pacific/Auckland', '24h', false)).toMatchObject({
    time: '16:30',
    offset: '+17 h',
    day: 'tomorrow',
  })
  expect(worldClockRow(date, 'Pacific/Honolulu', '24h', false)).toMatchObject({
    time: '17:30',
    offset: '−6 h',
    day: 'today',
  })
})
