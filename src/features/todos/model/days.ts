/**
 * Calendar days as `YYYY-MM-DD` strings in the local time zone: how todos store due dates.
 * Strings compare in calendar order, so `a < b` is "a is an earlier day".
 */

import { longDate, shortDay, weekday } from '@/lib/format'

const pad = (n: number) => String(n).padStart(2, '0')

// Building an Intl.DateTimeFormat costs far more than using one (toLocaleDateString builds one
// per call): rows format their dates through these, made once per locale and options.
const formats = new Map<string, Intl.DateTimeFormat>()

/** A cached formatter for a locale and options. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formats.set(key, format)
  }
  return format
}

/** The local calendar day of a moment. */
export function dayOf(date: Date | number): string {
  const d = typeof date === 'number' ? new Date(date) : date
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** Local midnight of a day. */
export function dayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

/** The day `n` days after (or before, for negative n) a day. */
export function shiftDay(day: string, n: number): string {
  const date = dayStart(day)
  date.setDate(date.getDate() + n)
  return dayOf(date)
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((dayStart(b).getTime() - dayStart(a).getTime()) / 86_400_000)
}

/** A moment from a day and an optional `HH:MM` (local), at the start of the day without one. */
export function momentOf(day: string, time: string | null): Date {
  const date = dayStart(day)
  if (time) {
    const [h, m] = time.split(':').map(Number) as [number, number]
    date.setHours(h, m)
  }
  return date
}

/**
 * A day as people say it, relative to today: 'Today', 'Tomorrow', 'Yesterday', a weekday within
 * the coming week ('Friday'), else 'Mon 24 Nov' (with the year when it is another year).
 */
export function describeDay(day: string, today: string): string {
  const offset = daysBetween(today, day)
  if (offset === 0) return 'Today'
  if (offset === 1) return 'Tomorrow'
  if (offset === -1) return 'Yesterday'
  const date = dayStart(day)
  if (offset > 1 && offset < 7) return weekday(date)
  return shortDay(date, { year: day.slice(0, 4) !== today.slice(0, 4) })
}

/** The full date, for headings and screen readers: 'Monday, 24 November 2026'. */
export function longDay(day: string): string {
  return longDate(dayStart(day))
}

/**
 * Moves an absolute reminder by the calendar days between two due days, keeping its local
 * wall-clock time: a 09:00 reminder is still at 09:00 after a DST change.
 */
export function shiftReminder(reminder: number, oldDue: string, newDue: string): number {
  const date = new Date(reminder)
  date.setDate(date.getDate() + daysBetween(oldDue, newDue))
  return date.getTime()
}
