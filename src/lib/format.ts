export type ClockFormat = '24h' | '12h'
export type DateFormat = 'dd/mm/yyyy' | 'mm/dd/yyyy' | 'yyyy-mm-dd'

const pad = (value: number) => String(value).padStart(2, '0')

/** Formats a time as HH:mm (24-hour) or h:mm AM/PM (12-hour). */
export function formatTime(date: Date, format: ClockFormat = '24h'): string {
  const minutes = pad(date.getMinutes())
  if (format === '24h') return `${pad(date.getHours())}:${minutes}`
  const hours = date.getHours() % 12 || 12
  return `${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`
}

/** Formats an `HH:MM` time of day (as todos store one) like `formatTime`: '17:05' or '5:05 PM'. */
export function formatTimeOfDay(time: string, format: ClockFormat = '24h'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return formatTime(new Date(2000, 0, 1, hours, minutes), format)
}

/** Formats a date in one of the user's chosen orders. */
export function formatDate(date: Date, format: DateFormat = 'dd/mm/yyyy'): string {
  const d = pad(date.getDate())
  const m = pad(date.getMonth() + 1)
  const y = String(date.getFullYear())
  if (format === 'mm/dd/yyyy') return `${m}/${d}/${y}`
  if (format === 'yyyy-mm-dd') return `${y}-${m}-${d}`
  return `${d}/${m}/${y}`
}

// British English names, written out: the app's dates read the same in every browser, and the
// first screen builds no Intl formatter (the page's first one loads the browser's locale data,
// a task of 20 to 30 ms on a slow machine).
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
/** Short month names as en-GB has them: 'Sept', not 'Sep'. */
const SHORT_MONTHS = MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)))

/** 'Wednesday, 25 November 2026'. */
export const longDate = (date: Date) =>
  `${WEEKDAYS[date.getDay()]}, ${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`

/** 'November 2026'. */
export const monthAndYear = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getFullYear()}`

/** 'Friday'. */
export const weekday = (date: Date) => WEEKDAYS[date.getDay()]!

/** 'Wed 25 Nov', or with the year 'Wed, 25 Nov 2026' (en-GB puts a comma in that one). */
export const shortDay = (date: Date, { year = false } = {}) =>
  `${WEEKDAYS[date.getDay()]!.slice(0, 3)}${year ? ',' : ''} ${date.getDate()} ${SHORT_MONTHS[date.getMonth()]}${year ? ` ${date.getFullYear()}` : ''}`

/** '12,345': a whole number with en-GB's thousands separators. */
export const formatCount = (n: number) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+$)/g, ',')

/**
 * A count with its noun, singular for one: `plural(1, 'note')` is '1 note', `plural(2, 'note')`
 * '2 notes', `plural(1200, 'entry', 'entries')` '1,200 entries'.
 */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`

/** Upper-cases the first letter. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
