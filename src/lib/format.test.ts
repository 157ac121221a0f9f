import { describe, expect, it } from 'vitest'
import { capitalise, formatDate, formatTime } from './format'

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

describe('formatDate', () => {
  const date = new Date(2026, 1, 3)
  it('defaults to dd/mm/yyyy', () => expect(formatDate(date)).toBe('03/02/2026'))
  it('supports mm/dd/yyyy', () => expect(formatDate(date, 'mm/dd/yyyy')).toBe('02/03/2026'))
  it('supports yyyy-mm-dd', () => expect(formatDate(date, 'yyyy-mm-dd')).toBe('2026-02-03'))
})

it('capitalises the first letter', () => expect(capitalise('warn')).toBe('Warn'))
