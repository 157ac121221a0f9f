import type { ClockFormat } from '@/lib/format'
import { resolveTimeZone } from '@/lib/time-zones'

/** A moment as a wall clock somewhere shows it. */
export interface WallTime {
  year: number
  /** 1–12. */
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The time on a wall clock: '09:05', '9:05 AM', with ':07' before any AM/PM when asked for. */
export function clockText(wall: WallTime, format: ClockFormat, seconds: boolean): string {
  const tail = `:${pad(wall.minute)}${seconds ? `:${pad(wall.second)}` : ''}`
  if (format === '24h') return `${pad(wall.hour)}${tail}`
  return `${wall.hour % 12 || 12}${tail} ${wall.hour < 12 ? 'AM' : 'PM'}`
}

/** This device's wall clock. */
export const localWallTime = (date: Date): WallTime => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
  hour: date.getHours(),
  minute: date.getMinutes(),
  second: date.getSeconds(),
})

// One formatter per zone, made on first use (making one is the slow part); null: no such zone.
const formatters = new Map<string, Intl.DateTimeFormat | null>()

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(zone)
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
    } catch {
      formatter = null
    }
    formatters.set(zone, formatter)
  }
  return formatter
}

/**
 * Why an entry is not a time zone this browser knows, or null when it is. Entries are free
 * text: a fixed list would differ between browsers and drop zones stored on another device.
 */
export function timeZoneProblem(zone: string): string | null {
  return resolveTimeZone(zone)
    ? null
    : `“${zone}” is not a time zone. Use a name like Europe/Paris or America/New_York.`
}

/**
 * A zone's name in its proper case, as the IANA database spells it ('US/Eastern' for
 * 'us/eastern'): `resolveTimeZone`, the Time tool's too. Kept as typed where it is not a zone.
 */
export const canonicalTimeZone = (zone: string) => resolveTimeZone(zone) ?? zone.trim()

/** The wall clock in an IANA time zone (which must be valid: see `timeZoneProblem`). */
export function wallTimeIn(date: Date, zone: string): WallTime {
  const formatter = formatterFor(zone.trim())
  if (!formatter) throw new RangeError(`Unknown time zone: ${zone}`)
  const parts = formatter.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  }
}

/** 'Tokyo' for 'Asia/Tokyo', 'Buenos Aires' for 'America/Argentina/Buenos_Aires'. */
export const cityOf = (zone: string) => zone.trim().split('/').pop()!.replaceAll('_', ' ')

const minutesOf = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) / 60_000

/** '+9 h', '−5 h', '+5:45 h', '±0 h': how far a zone's clock is ahead of this device's. */
export function offsetText(minutes: number): string {
  if (minutes === 0) return '±0 h'
  const sign = minutes > 0 ? '+' : '−'
  const abs = Math.abs(minutes)
  const rest = abs % 60
  return `${sign}${Math.floor(abs / 60)}${rest ? `:${pad(rest)}` : ''} h`
}

/** A line of the world clock: the city, its time, how far ahead it is, and on which day. */
export interface WorldClockRow {
  city: string
  time: string
  offset: string
  day: 'yesterday' | 'today' | 'tomorrow'
}

/** A zone's line of the world clock, against this device's clock. */
export function worldClockRow(
  date: Date,
  zone: string,
  format: ClockFormat,
  seconds: boolean,
): WorldClockRow {
  const here = localWallTime(date)
  const there = wallTimeIn(date, zone)
  const days =
    Date.UTC(there.year, there.month - 1, there.day) - Date.UTC(here.year, here.month - 1, here.day)
  return {
    // Zones stored before they were kept in their proper case show in it too.
    city: cityOf(canonicalTimeZone(zone)),
    time: clockText(there, format, seconds),
    offset: offsetText(Math.round(minutesOf(there) - minutesOf(here))),
    day: days > 0 ? 'tomorrow' : days < 0 ? 'yesterday' : 'today',
  }
}
