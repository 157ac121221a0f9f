import type { WeekStart } from '@/data/preferences-store'
import { dayStart, dayOf, shiftDay } from '../model/days'

/**
 * Months for the calendar widget, as `YYYY-MM` strings (the prefix of the `YYYY-MM-DD` days
 * todos are due on), so a todo is in a month when its due day starts with it.
 */

const START_INDEX: Record<WeekStart, number> = { sunday: 0, monday: 1, saturday: 6 }

/** Weekday indices (0 = Sunday) in display order for a week starting on `start`. */
export function weekdayOrder(start: WeekStart): number[] {
  return Array.from({ length: 7 }, (_, i) => (START_INDEX[start] + i) % 7)
}

/** The month a day is in. */
export const monthOf = (day: string) => day.slice(0, 7)

/** The month `n` months after (or before, for negative n) a month. */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return dayOf(new Date(y, m - 1 + n, 1)).slice(0, 7)
}

/** The number of days in a month. */
function daysIn(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Date(y, m, 0).getDate()
}

/** The same day of the month `n` months on, or that month's last day when it is shorter. */
export function shiftDayByMonths(day: string, n: number): string {
  const month = shiftMonth(monthOf(day), n)
  const date = Math.min(Number(day.slice(8, 10)), daysIn(month))
  return `${month}-${String(date).padStart(2, '0')}`
}

/** The first day of the week `day` is in, for weeks starting on `start`. */
export function weekStartOf(day: string, start: WeekStart): string {
  return shiftDay(day, -((dayStart(day).getDay() - START_INDEX[start] + 7) % 7))
}

/** The weeks of a month as rows of seven days (null outside the month). */
export function monthWeeks(month: string, start: WeekStart): (string | null)[][] {
  const first = `${month}-01`
  const lead = (dayStart(first).getDay() - START_INDEX[start] + 7) % 7
  const cells: (string | null)[] = Array.from({ length: lead }, () => null)
  const days = daysIn(month)
  for (let i = 0; i < days; i++) cells.push(shiftDay(first, i))
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7))
}

/** Where a key moves the calendar's focus from `day` (as in the ARIA date grid), or null. */
export function dayAfterKey(key: string, day: string, start: WeekStart): string | null {
  switch (key) {
    case 'ArrowLeft':
      return shiftDay(day, -1)
    case 'ArrowRight':
      return shiftDay(day, 1)
    case 'ArrowUp':
      return shiftDay(day, -7)
    case 'ArrowDown':
      return shiftDay(day, 7)
    case 'Home':
      return weekStartOf(day, start)
    case 'End':
      return shiftDay(weekStartOf(day, start), 6)
    case 'PageUp':
      return shiftDayByMonths(day, -1)
    case 'PageDown':
      return shiftDayByMonths(day, 1)
    default:
      return null
  }
}
