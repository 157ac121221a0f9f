import {
  daysFromCivil,
  isoInZone,
  isoYear,
  isoUtc,
  offsetSecondsAt,
  offsetText,
  pad,
  resolveZone,
  wallSeconds,
  wallTimeAt,
  type Result,
  type WallTime,
} from './zones'

/** The furthest a JavaScript date reaches either side of 1970, in milliseconds. */
export const MAX_MS = 8.64e15
/** From this magnitude up, a timestamp is read as milliseconds (1e11 seconds is the year 5138). */
export const MS_THRESHOLD = 1e11

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** A timestamp as typed, read as seconds or milliseconds by its size. */
export interface Timestamp {
  ms: number
  unit: 'seconds' | 'milliseconds'
}

/**
 * Reads a Unix timestamp: seconds below 1e11 in size, milliseconds from there up; negative
 * for before 1970, a fraction allowed; spaces and underscores between digits are ignored.
 */
export function parseTimestamp(text: string): Result<Timestamp> {
  const clean = text.replace(/[\s_]/g, '').replace('−', '-')
  if (!clean) return { ok: false, error: 'Type a Unix timestamp, like 1700000000.' }
  if (!/^[+-]?\d+(\.\d+)?$/.test(clean)) {
    return {
      ok: false,
      error: `“${text.trim()}” is not a Unix timestamp. Use a whole number of seconds or milliseconds since 1970, like 1700000000.`,
    }
  }
  const number = Number(clean)
  const unit = Math.abs(number) >= MS_THRESHOLD ? 'milliseconds' : 'seconds'
  // Adding 0 turns -0 into 0.
  const ms = Math.round(unit === 'seconds' ? number * SECOND : number) + 0
  if (!(Math.abs(ms) <= MAX_MS)) {
    return {
      ok: false,
      error: `${clean} is out of range: a date must be within 8,640,000,000,000,000 milliseconds (about 273,790 years) of 1970.`,
    }
  }
  return { ok: true, value: { ms, unit } }
}

/** '3 days ago', 'in 2 hours', 'now': the largest unit that fits, rounded. */
export function relativeTime(ms: number, now: number, locale?: string): string {
  const diff = ms - now
  const abs = Math.abs(diff)
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  const [amount, unit]: [number, Intl.RelativeTimeFormatUnit] =
    abs < MINUTE
      ? [diff / SECOND, 'second']
      : abs < HOUR
        ? [diff / MINUTE, 'minute']
        : abs < DAY
          ? [diff / HOUR, 'hour']
          : abs < 30 * DAY
            ? [diff / DAY, 'day']
            : abs < 365 * DAY
              ? [diff / (30.436875 * DAY), 'month']
              : [diff / (365.2425 * DAY), 'year']
  return format.format(Math.round(amount) + 0, unit)
}

/** Everything the tool shows about one moment. */
export interface InstantText {
  /** '2024-03-10T01:59:59-08:00'. */
  iso: string
  /** 'Sunday, March 10, 2024 at 1:59:59 AM Pacific Standard Time', in the locale. */
  human: string
  /** '2024-03-10T09:59:59Z'. */
  utc: string
  /** Exact: '1710064799', '-1.5'. */
  seconds: string
  milliseconds: string
}

/** A moment (within the Date range) in a zone, every way. */
export function describeInstant(
  ms: number,
  zoneText: string,
  locale?: string,
): Result<InstantText> {
  const resolved = resolveZone(zoneText)
  if (!resolved.ok) return resolved
  const zone = resolved.value
  if (!(Math.abs(ms) <= MAX_MS)) return { ok: false, error: OUT_OF_RANGE }
  const iso = isoInZone(ms, zone)
  // Year 0 and before (ISO counts 1 BC as 0): the full style leaves out the era, which the
  // date then needs ('1 BC', not '1'); the era option cannot go with dateStyle.
  const style: Intl.DateTimeFormatOptions = /^(-|0000)/.test(iso)
    ? {
        era: 'short',
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'long',
      }
    : { dateStyle: 'full', timeStyle: 'full' }
  return {
    ok: true,
    value: {
      iso,
      human: new Intl.DateTimeFormat(locale, { ...style, timeZone: zone }).format(ms),
      utc: isoUtc(ms),
      seconds: String(ms / SECOND),
      milliseconds: String(ms),
    },
  }
}

/** A date and time on a wall clock, as a datetime-local field gives it. */
export interface LocalDateTime extends WallTime {
  millisecond: number
}

const daysInMonth = (year: number, month: number) =>
  month === 12 ? 31 : daysFromCivil(year, month + 1, 1) - daysFromCivil(year, month, 1)

/** Reads '2024-03-10T02:30', with optional ':ss' and '.sss'; a space may stand for the 'T'. */
export function parseLocalDateTime(text: string): Result<LocalDateTime> {
  const match =
    /^([+-]?\d{4,6})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(
      text.trim(),
    )
  const invalid = {
    ok: false,
    error: `“${text.trim()}” is not a date and time. Use the form 2024-03-10T14:30.`,
  } as const
  if (!match) return invalid
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const millisecond = Number((match[7] ?? '').padEnd(3, '0'))
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return invalid
  }
  return { ok: true, value: { year, month, day, hour, minute, second, millisecond } }
}

/** The moment a wall time names, and what was assumed to find it. */
export interface ZonedMoment {
  ms: number
  /** Set when the wall time happens twice (clocks going back) and the earlier was taken. */
  note?: string
}

const clampMs = (ms: number) => Math.min(MAX_MS, Math.max(-MAX_MS, ms))

/** The first instant in (lo, hi] where the zone's offset is no longer what it was at `lo`. */
function transitionBetween(lo: number, hi: number, zone: string): number {
  const before = offsetSecondsAt(lo, zone)
  // Transitions fall on whole seconds: narrow down to one.
  while (hi - lo > SECOND) {
    const mid = lo + Math.floor((hi - lo) / 2 / SECOND) * SECOND
    if (offsetSecondsAt(mid, zone) === before) lo = mid
    else hi = mid
  }
  return hi
}

/** '02:00', or '2011-12-31 00:00' when not on `sameDay`'s date ('local as UTC' milliseconds). */
function wallText(localMs: number, sameDay: WallTime): string {
  const wall = wallTimeAt(localMs, 'UTC')
  const time = `${pad(wall.hour)}:${pad(wall.minute)}${wall.second ? `:${pad(wall.second)}` : ''}`
  const date = `${isoYear(wall.year)}-${pad(wall.month)}-${pad(wall.day)}`
  const same =
    wall.year === sameDay.year && wall.month === sameDay.month && wall.day === sameDay.day
  return same ? time : `${date} ${time}`
}

/**
 * The moment a wall time in `zone` names. A time that never happens there (clocks jumping
 * forward) is an error saying so; one that happens twice (clocks going back) is the earlier,
 * with a note saying so.
 */
export function zonedToUtc(text: string, zoneText: string): Result<ZonedMoment> {
  const parsed = parseLocalDateTime(text)
  if (!parsed.ok) return parsed
  const resolved = resolveZone(zoneText)
  if (!resolved.ok) return resolved
  try {
    return momentOf(parsed.value, resolved.value)
  } catch {
    // Near the ends of the Date range a probe can fall outside it.
    return { ok: false, error: OUT_OF_RANGE }
  }
}

const OUT_OF_RANGE = 'That date is out of range: dates must be within about 273,790 years of 1970.'

function momentOf(local: LocalDateTime, zone: string): Result<ZonedMoment> {
  // The wall time read as if it were UTC; the moment is this minus the offset then in force.
  const asUtc = wallSeconds(local) * SECOND + local.millisecond
  const outOfRange = { ok: false, error: OUT_OF_RANGE } as const
  if (Math.abs(asUtc) > MAX_MS + 2 * DAY) return outOfRange

  // The offsets either side of any change near this time (changes are days apart).
  const probes = [asUtc - DAY, asUtc, asUtc + DAY].map((ms) => offsetSecondsAt(clampMs(ms), zone))
  const moments = [...new Set(probes)]
    .map((offset) => ({ offset, ms: asUtc - offset * SECOND }))
    .filter(({ offset, ms }) => Math.abs(ms) <= MAX_MS && offsetSecondsAt(ms, zone) === offset)
    .sort((a, b) => a.ms - b.ms)

  const shown = `${isoYear(local.year)}-${pad(local.month)}-${pad(local.day)} ${pad(local.hour)}:${pad(local.minute)}${local.second ? `:${pad(local.second)}` : ''}`
  const [earlier, later] = moments
  if (!earlier) {
    const [before, , after] = probes as [number, number, number]
    if (before === after) return outOfRange
    const change = transitionBetween(clampMs(asUtc - DAY), clampMs(asUtc + DAY), zone)
    const from = wallText(change + before * SECOND, local)
    const to = wallText(change + after * SECOND, local)
    return {
      ok: false,
      error: `${shown} does not exist in ${zone}: the clocks jump forward from ${from} to ${to}. Choose a time outside that gap.`,
    }
  }
  if (!later) return { ok: true, value: { ms: earlier.ms } }
  const change = transitionBetween(earlier.ms, later.ms, zone)
  const from = wallText(change + earlier.offset * SECOND, local)
  const to = wallText(change + later.offset * SECOND, local)
  return {
    ok: true,
    value: {
      ms: earlier.ms,
      note: `${shown} happens twice in ${zone}: the clocks go back from ${from} to ${to}. This is the earlier one (${offsetText(earlier.offset)}); the later one (${offsetText(later.offset)}) is ${later.ms / SECOND} in Unix seconds.`,
    },
  }
}
