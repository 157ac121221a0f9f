import { describe, expect, it } from 'vitest'
import {
  capitalise,
  formatCount,
  formatDate,
  formatTime,
  formatTimeOfDay,
  longDate,
  monthAndYear,
  plural,
  shortDay,
  weekday,
} from './format'

describe('formatTime', () => {
  it('pads hours and minutes in 24-hour format', () => {
    expect(formatTime(new Date(2026, 0, 5, 7, 3))).toBe('07:03')
    expect(formatTime(new Date(2026, 0, 5, 23, 59))).toBe('23:59')
  })
  it('uses AM/PM and 12 for noon and midnight in 12-hour format', () => {
    expect(formatTime(new Date(2026, 0, 5, 0, 5), '12h')).toBe('12:05 AM')
    expect(formatTime(new Date(2026, 0, 5, 12, 0), '12h')).toBe('12:00 PM')
    expect(formatTime(new Date(2026, 0, 5, 15, 30), '12h')).toBe('3:30 PM')
  })
})

describe('formatTimeOfDay', () => {
  it('formats an HH:MM time as formatTime does', () => {
    expect(formatTimeOfDay('09:05')).toBe('09:05')
    expect(formatTimeOfDay('17:00', '24h')).toBe('17:00')
    expect(formatTimeOfDay('17:00', '12h')).toBe('5:00 PM')
    expect(formatTimeOfDay('00:30', '12h')).toBe('12:30 AM')
    expect(formatTimeOfDay('12:00', '12h')).toBe('12:00 PM')
  })
})

describe('formatDate', () => {
  const date = new Date(2026, 1, 3)
  it('defaults to dd/mm/yyyy', () => expect(formatDate(date)).toBe('03/02/2026'))
  it('supports mm/dd/yyyy', () => expect(formatDate(date, 'mm/dd/yyyy')).toBe('02/03/2026'))
  it('supports yyyy-mm-dd', () => expect(formatDate(date, 'yyyy-mm-dd')).toBe('2026-02-03'))
})

it('capitalises the first letter', () => expect(capitalise('warn')).toBe('Warn'))

describe('dates in words', () => {
  it('names each month and weekday as en-GB does', () => {
    expect(longDate(new Date(2026, 10, 25))).toBe('Wednesday, 25 November 2026')
    expect(monthAndYear(new Date(2026, 0, 31))).toBe('January 2026')
    expect(shortDay(new Date(2026, 8, 3))).toBe('Thu 3 Sept')
    expect(shortDay(new Date(2026, 5, 28))).toBe('Sun 28 Jun')
  })
  it('matches Intl’s en-GB formats on every day of a leap year', () => {
    const long = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    })
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' })
    const short = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    })
    const shortWithYear = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
    const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long' })
    for (let n = 0; n < 366; n++) {
      const date = new Date(2028, 0, 1 + n)
      expect(longDate(date)).toBe(long.format(date))
      expect(monthAndYear(date)).toBe(month.format(date))
      expect(shortDay(date)).toBe(short.format(date))
      expect(shortDay(date, { year: true })).toBe(shortWithYear.format(date))
      expect(weekday(date)).toBe(day.format(date))
    }
  })
})

it('groups thousands in counts as en-GB does', () => {
  for (const n of [0, 7, 999, 1000, 12_345, 1_000_000, -4200])
    expect(formatCount(n)).toBe(n.toLocaleString('en-GB'))
})

it('says a count of one in the singular', () => {
  expect([0, 1, 2, 1500].map((n) => plural(n, 'note'))).toEqual([
    '0 notes',
    '1 note',
    '2 notes',
    '1,500 notes',
  ])
  expect(plural(1, 'entry', 'entries')).toBe('1 entry')
  expect(plural(3, 'entry', 'entries')).toBe('3 entries')
})
