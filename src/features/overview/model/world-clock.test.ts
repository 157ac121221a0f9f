import { expect, it, vi } from 'vitest'
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

it('spells an alias as the IANA database does, never as the old name Intl gives for it', () => {
  // Temporal keeps the name it is given, in the database's case: Chromium's answers, as Node 20
  // (which runs this test) has no Temporal.
  const names = ['Asia/Kolkata', 'Asia/Calcutta', 'US/Eastern', 'Europe/Kyiv', 'Etc/UTC']
  vi.stubGlobal('Temporal', {
    ZonedDateTime: class {
      timeZoneId: string
      constructor(_: bigint, zone: string) {
        const name = names.find((n) => n.toLowerCase() === zone.toLowerCase())
        if (!name) throw new RangeError(`Invalid time zone: ${zone}`)
        this.timeZoneId = name
      }
    },
  })
  try {
    expect(canonicalTimeZone('asia/kolkata')).toBe('Asia/Kolkata')
    expect(canonicalTimeZone(' ASIA/CALCUTTA')).toBe('Asia/Calcutta')
    expect(canonicalTimeZone('us/eastern')).toBe('US/Eastern')
    expect(canonicalTimeZone('europe/kyiv')).toBe('Europe/Kyiv')
    expect(canonicalTimeZone('etc/utc')).toBe('Etc/UTC')
    // A name Temporal does not take, Intl's case if it is the same name.
    expect(canonicalTimeZone('america/chicago')).toBe('America/Chicago')
    expect(worldClockRow(new Date(2026, 0, 1), 'asia/kolkata', '24h', false).city).toBe('Kolkata')
    expect(worldClockRow(new Date(2026, 0, 1), 'us/eastern', '24h', false).city).toBe('Eastern')
  } finally {
    vi.unstubAllGlobals()
  }
})

it('never puts another name for the one typed, even where it cannot spell it (no Temporal)', () => {
  expect(canonicalTimeZone('us/pacific')).toBe('us/pacific')
  expect(canonicalTimeZone('america/denver')).toBe('America/Denver')
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
