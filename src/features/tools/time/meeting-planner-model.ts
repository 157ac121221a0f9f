import { daysFromCivil, offsetSecondsAt, offsetText, type Result, wallTimeAt } from './zones'

/** Working hours: a one-hour slot counts when it lies wholly within 09:00–17:00 on the wall. */
export const WORK_START_MINUTE = 9 * 60
export const WORK_END_MINUTE = 17 * 60

const HOUR = 3_600_000
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const pad = (n: number) => String(n).padStart(2, '0')

/** One zone's wall clock at the start of one UTC hour. */
export interface PlannerCell {
  /** '09:00', '14:30'. */
  time: string
  /** The wall date against the chosen (UTC) date: -1 the day before, 1 the day after. */
  dayShift: number
  /** 'Mon'. */
  weekday: string
  /** The hour from here lies wholly within 09:00–17:00. */
  working: boolean
}

/** One UTC hour of the chosen day across every zone. */
export interface PlannerRow {
  /** '00:00'–'23:00'. */
  utc: string
  /** The start of the hour, Unix milliseconds. */
  ms: number
  cells: PlannerCell[]
  /** How many zones are in working hours then. */
  working: number
}

/** A zone's column heading: its offset that day, two when it changes ('-08:00 → -07:00'). */
export interface PlannerZone {
  zone: string
  offset: string
}

export interface Planner {
  zones: PlannerZone[]
  rows: PlannerRow[]
}

/** Reads '2024-03-10' into days since 1970, or says why not. */
export function parseDay(text: string): Result<number> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim())
  const [year, month, day] = (match ?? []).slice(1).map(Number) as [number, number, number]
  const days = match ? daysFromCivil(year, month, day) : NaN
  // A day past the month's end comes back as another date: compare the round trip.
  const real =
    match &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    new Date(days * 86_400_000).getUTCDate() === day &&
    year >= 1
  if (!real) {
    return { ok: false, error: `“${text.trim()}” is not a date. Use the form 2024-03-10.` }
  }
  return { ok: true, value: days }
}

/** The 24 UTC hours of `dayText` (a UTC date) across `zones` (valid names: see `resolveZone`). */
export function planDay(dayText: string, zones: string[]): Result<Planner> {
  const day = parseDay(dayText)
  if (!day.ok) return day
  const start = day.value * 86_400_000
  const rows = Array.from({ length: 24 }, (_, hour): PlannerRow => {
    const ms = start + hour * HOUR
    const cells = zones.map((zone): PlannerCell => {
      const wall = wallTimeAt(ms, zone)
      const minute = wall.hour * 60 + wall.minute
      const wallDay = daysFromCivil(wall.year, wall.month, wall.day)
      return {
        time: `${pad(wall.hour)}:${pad(wall.minute)}`,
        dayShift: wallDay - day.value,
        weekday: WEEKDAYS[(((wallDay + 4) % 7) + 7) % 7]!,
        working: minute >= WORK_START_MINUTE && minute + 60 <= WORK_END_MINUTE,
      }
    })
    return {
      utc: `${pad(hour)}:00`,
      ms,
      cells,
      working: cells.filter((cell) => cell.working).length,
    }
  })
  const plannerZones = zones.map((zone) => {
    const first = offsetText(offsetSecondsAt(start, zone))
    const last = offsetText(offsetSecondsAt(start + 24 * HOUR - 1, zone))
    return { zone, offset: first === last ? first : `${first} → ${last}` }
  })
  return { ok: true, value: { zones: plannerZones, rows } }
}
