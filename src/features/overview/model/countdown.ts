const DAY = 86_400_000

/** The local day a 'YYYY-MM-DD' text names, or null when it names none (2026-02-31 does not). */
export function parseDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const date = new Date(year, month, day)
  date.setFullYear(year) // years 0–99 would otherwise mean 1900–1999
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day
    ? date
    : null
}

/** The Date option's check: empty (the next New Year's Day) or a real YYYY-MM-DD date. */
export const countdownDateProblem = (text: string): string | null =>
  text === '' || parseDay(text) ? null : 'Enter a real date as YYYY-MM-DD, e.g. 2026-12-24.'

/**
 * The day a countdown goes to: the date given, else New Year's Day (today on the day itself,
 * so it says 'Today!' rather than jumping a year ahead at midnight).
 */
export function targetDay(text: string, now: Date): Date {
  const given = parseDay(text)
  if (given) return given
  if (now.getMonth() === 0 && now.getDate() === 1) return new Date(now.getFullYear(), 0, 1)
  return new Date(now.getFullYear() + 1, 0, 1)
}

/** What a countdown shows: a big value and the words after it. */
export interface CountdownText {
  value: string
  unit: string
}

/** Days to go, hours and minutes when under two days, 'Today!' on the day, or days ago. */
export function countdownText(target: Date, now: Date): CountdownText {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  const days = Math.round((target.getTime() - today.getTime()) / DAY)
  if (days === 0) return { value: 'Today!', unit: '' }
  if (days < 0) return { value: String(-days), unit: days === -1 ? 'day ago' : 'days ago' }
  const left = target.getTime() - now.getTime()
  if (left < 2 * DAY) {
    const minutes = Math.ceil(left / 60_000)
    return { value: `${Math.floor(minutes / 60)} h ${minutes % 60} min`, unit: 'to go' }
  }
  return { value: String(days), unit: days === 1 ? 'day to go' : 'days to go' }
}
