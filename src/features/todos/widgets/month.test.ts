import { describe, expect, it } from 'vitest'
import {
  dayAfterKey,
  monthWeeks,
  shiftDayByMonths,
  shiftMonth,
  weekdayOrder,
  weekStartOf,
} from './month'

describe('monthWeeks', () => {
  it('starts November 2026 (a Sunday the 1st) in the right column', () => {
    expect(monthWeeks('2026-11', 'monday')[0]!.indexOf('2026-11-01')).toBe(6)
    expect(monthWeeks('2026-11', 'sunday')[0]!.indexOf('2026-11-01')).toBe(0)
    expect(monthWeeks('2026-11', 'saturday')[0]!.indexOf('2026-11-01')).toBe(1)
  })
  it('holds every day of the month once, in full weeks', () => {
    const weeks = monthWeeks('2024-02', 'monday')
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    const days = weeks.flat().filter(Boolean)
    expect(days).toHaveLength(29)
    expect(days.at(-1)).toBe('2024-02-29')
  })
})

it('orders weekdays from the chosen start', () => {
  expect(weekdayOrder('monday')).toEqual([1, 2, 3, 4, 5, 6, 0])
  expect(weekdayOrder('saturday')).toEqual([6, 0, 1, 2, 3, 4, 5])
})

it('moves by months across years, keeping the day where the month has it', () => {
  expect(shiftMonth('2026-12', 1)).toBe('2027-01')
  expect(shiftMonth('2026-01', -1)).toBe('2025-12')
  expect(shiftDayByMonths('2026-01-31', 1)).toBe('2026-02-28')
  expect(shiftDayByMonths('2026-03-15', -1)).toBe('2026-02-15')
})

it('finds the start of a week', () => {
  // Wednesday 18 November 2026.
  expect(weekStartOf('2026-11-18', 'monday')).toBe('2026-11-16')
  expect(weekStartOf('2026-11-18', 'sunday')).toBe('2026-11-15')
  expect(weekStartOf('2026-11-18', 'saturday')).toBe('2026-11-14')
})

it('moves the focus by the date grid keys', () => {
  const day = '2026-11-30' // a Monday
  expect(dayAfterKey('ArrowRight', day, 'monday')).toBe('2026-12-01')
  expect(dayAfterKey('ArrowUp', day, 'monday')).toBe('2026-11-23')
  expect(dayAfterKey('End', day, 'monday')).toBe('2026-12-06')
  expect(dayAfterKey('Home', day, 'sunday')).toBe('2026-11-29')
  expect(dayAfterKey('PageDown', '2027-01-31', 'monday')).toBe('2027-02-28')
  expect(dayAfterKey('a', day, 'monday')).toBeNull()
})
