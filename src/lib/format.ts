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

/** Formats a date in one of the user's chosen orders. */
export function formatDate(date: Date, format: DateFormat = 'dd/mm/yyyy'): string {
  const d = pad(date.getDate())
  const m = pad(date.getMonth() + 1)
  const y = String(date.getFullYear())
  if (format === 'mm/dd/yyyy') return `${m}/${d}/${y}`
  if (format === 'yyyy-mm-dd') return `${y}-${m}-${d}`
  return `${d}/${m}/${y}`
}

/** Upper-cases the first letter. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
