// Time zones: the zone typed, wall-clock time and offsets at an instant, ISO 8601 text.
import { resolveTimeZone } from '@/lib/time-zones'

/** A result: the value, or a sentence saying what is wrong. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string }

export const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const SECOND = 1000

/**
 * A zone name as typed, checked and in its proper case ('europe/paris' → 'Europe/Paris',
 * 'us/eastern' → 'US/Eastern'): `resolveTimeZone`, the world clock's too.
 */
export function resolveZone(text: string): Result<string> {
  const zone = text.trim()
  if (!zone) return { ok: false, error: 'Choose a time zone, like Europe/Paris or UTC.' }
  const resolved = resolveTimeZone(zone)
  if (resolved) return { ok: true, value: resolved }
  return {
    ok: false,
    error: `“${zone}” is not a time zone this browser knows. Use a name like Europe/Paris, America/New_York or UTC.`,
  }
}

/** A moment as a wall clock in some zone shows it. Years are astronomical: 0 is 1 BC. */
export interface WallTime {
  year: number
  /** 1–12. */
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

// Making a formatter is the slow part: one per zone, made on first use.
const wallFormatters = new Map<string, Intl.DateTimeFormat>()

function wallFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = wallFormatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    wallFormatters.set(zone, formatter)
  }
  return formatter
}

/** The wall clock in `zone` (which must be valid: see `resolveZone`) at `ms`. */
export function wallTimeAt(ms: number, zone: string): WallTime {
  const parts = wallFormatter(zone).formatToParts(ms)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0)
  const bc = parts.find((p) => p.type === 'era')?.value === 'BC'
  return {
    year: bc ? 1 - part('year') : part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  }
}

/** Days since 1970-01-01 of a proleptic Gregorian date, for any year (H. Hinnant's algorithm). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

/** A wall time read as if it were UTC, in seconds: wall times compare and subtract as numbers. */
export const wallSeconds = (wall: WallTime) =>
  daysFromCivil(wall.year, wall.month, wall.day) * 86400 +
  wall.hour * 3600 +
  wall.minute * 60 +
  wall.second

/** How far `zone`'s clock is ahead of UTC at `ms`, in seconds (old local mean times have seconds). */
export function offsetSecondsAt(ms: number, zone: string): number {
  return wallSeconds(wallTimeAt(ms, zone)) - Math.floor(ms / SECOND)
}

/** '+05:30', '-08:00', '+00:00'; '-07:52:58' for a local mean time. */
export function offsetText(seconds: number): string {
  const abs = Math.abs(seconds)
  const rest = abs % 60
  const text = `${pad(Math.floor(abs / 3600))}:${pad(Math.floor(abs / 60) % 60)}`
  return `${seconds < 0 ? '-' : '+'}${text}${rest ? `:${pad(rest)}` : ''}`
}

/** '2024', '0099', '-000044', '+275760': ISO 8601 years, extended beyond four digits. */
export const isoYear = (year: number) =>
  year >= 0 && year <= 9999 ? pad(year, 4) : `${year < 0 ? '-' : '+'}${pad(Math.abs(year), 6)}`

function isoText(wall: WallTime, ms: number, suffix: string): string {
  const milli = ((ms % SECOND) + SECOND) % SECOND
  return `${isoYear(wall.year)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${milli ? `.${pad(milli, 3)}` : ''}${suffix}`
}

/** ISO 8601 with the zone's offset: '2024-03-10T01:59:59-08:00' (milliseconds only if any). */
export function isoInZone(ms: number, zone: string): string {
  return isoText(wallTimeAt(ms, zone), ms, offsetText(offsetSecondsAt(ms, zone)))
}

/** ISO 8601 in UTC: '2024-03-10T09:59:59Z'. */
export const isoUtc = (ms: number) => isoText(wallTimeAt(ms, 'UTC'), ms, 'Z')
