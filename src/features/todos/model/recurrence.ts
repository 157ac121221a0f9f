import { rrulestr, type RRule } from 'rrule'
import type { Repeat, Todo } from '@/data/records/todo'
import { dayOf, momentOf, shiftDay, shiftReminder } from './days'

/**
 * Repeats are RFC 5545 RRULE bodies (`FREQ=MONTHLY;BYDAY=3TU`, no `RRULE:` prefix), expanded by
 * rrule.js in "floating" time: a day (and time) is written as the UTC moment with the same
 * wall-clock figures, rrule counts in UTC, and the result is read back the same way. No time
 * zone takes part, so a DST change never moves a due date, and a timed todo keeps its
 * wall-clock time.
 */

const floating = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d))
}
const pad = (n: number) => String(n).padStart(2, '0')
const dayOfFloating = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`

/** The rule's parts as a map (`FREQ` → `MONTHLY`), upper-cased keys; a leading `RRULE:` goes. */
function parts(rrule: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const part of rrule.replace(/^RRULE:/i, '').split(';')) {
    const [key, value] = part.split('=')
    if (key && value !== undefined) map.set(key.trim().toUpperCase(), value.trim().toUpperCase())
  }
  return map
}

const join = (map: Map<string, string>) => [...map].map(([k, v]) => `${k}=${v}`).join(';')

/**
 * The rule as rrule.js runs it from `start`. A plain monthly or yearly rule that starts on a
 * day some months lack (the 31st, Feb 29) falls on the month's last day instead of skipping
 * that month: "every month" from Jan 31 is Feb 28, Mar 31, Apr 30…
 */
function ruleFrom(rrule: string, start: string): RRule {
  const map = parts(rrule)
  map.delete('DTSTART')
  const freq = map.get('FREQ')
  const day = Number(start.slice(8, 10))
  const plain = ![...map.keys()].some((key) => key.startsWith('BY'))
  if (plain && freq === 'MONTHLY' && day > 28) {
    map.set('BYMONTHDAY', Array.from({ length: day - 27 }, (_, i) => 28 + i).join(','))
    map.set('BYSETPOS', '-1')
  } else if (plain && freq === 'YEARLY' && start.slice(5) === '02-29') {
    map.set('BYMONTH', '2')
    map.set('BYMONTHDAY', '28,29')
    map.set('BYSETPOS', '-1')
  }
  return rrulestr(join(map), { dtstart: floating(start) }) as RRule
}

/** Whether a rule is one Hearth can expand; a clear reason when it is not. */
export function parseRepeat(rrule: string): { ok: true } | { ok: false; error: string } {
  const map = parts(rrule)
  if (!map.get('FREQ'))
    return { ok: false, error: 'A repeat needs a frequency (FREQ=DAILY, WEEKLY…).' }
  if (!['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].includes(map.get('FREQ')!))
    return {
      ok: false,
      error: `Todos repeat daily, weekly, monthly or yearly, not ${map.get('FREQ')!.toLowerCase()}.`,
    }
  try {
    ruleFrom(rrule, '2026-01-01').after(floating('2026-01-01'), true)
    return { ok: true }
  } catch (error) {
    return {
      ok: false,
      error: `This repeat cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
}

/** The first day the rule falls on, on or after `onOrAfter`; null for an ended or bad rule. */
export function firstOccurrence(rrule: string, onOrAfter: string): string | null {
  try {
    const next = ruleFrom(rrule, onOrAfter).after(floating(onOrAfter), true)
    return next ? dayOfFloating(next) : null
  } catch {
    return null
  }
}

/**
 * The day a new repeating todo is first due at `now`: its first occurrence not yet past. With a
 * `time` already gone today ("every weekday 9am" added at 12:45), today's is past, so the
 * first is on a later day; an all-day todo is still due today.
 */
export function firstDue(rrule: string, now: Date, time: string | null): string | null {
  const today = dayOf(now)
  const first = firstOccurrence(rrule, today)
  if (first !== today || !time || momentOf(today, time) > now) return first
  return firstOccurrence(rrule, shiftDay(today, 1))
}

/**
 * The next due day after completing a repeating todo on `completedOn`, and the rule to keep
 * (a `COUNT` counts down by one each time).
 *
 * - From completion (`every!`): the rule run from the completion day, first date after it.
 * - Otherwise the schedule stays anchored on the due day, and the next date is the first one
 *   after both the due day and the completion day. A todo missed for weeks gets one next
 *   date (never a pile of copies); one done ahead of time moves one step.
 *
 * Null when the series has ended (COUNT used up, UNTIL passed) or the rule cannot be read.
 */
export function nextOccurrence(
  repeat: Repeat,
  due: string | null,
  completedOn: string,
): { due: string; repeat: Repeat } | null {
  const map = parts(repeat.rrule)
  const count = map.has('COUNT') ? Number(map.get('COUNT')) : null
  if (count !== null && count <= 1) return null
  const anchor = repeat.fromCompletion ? completedOn : (due ?? completedOn)
  const after = repeat.fromCompletion || !due || completedOn > due ? completedOn : due
  try {
    const rule = ruleFrom(repeat.rrule, anchor)
    const next = rule.after(floating(after), false)
    if (!next) return null
    if (count !== null) map.set('COUNT', String(count - 1))
    return {
      due: dayOfFloating(next),
      repeat: count !== null ? { ...repeat, rrule: join(map) } : repeat,
    }
  } catch {
    return null
  }
}

const DAY_NAMES: Record<string, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
}
const UNITS: Record<string, string> = {
  DAILY: 'day',
  WEEKLY: 'week',
  MONTHLY: 'month',
  YEARLY: 'year',
}

export function ordinal(n: number): string {
  const tens = n % 100
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')
  return `${n}${suffix}`
}

const listNames = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')

/** A repeat in words: 'Every day', 'Every 3rd Tuesday', 'Every 3 days after completion'. */
export function describeRepeat(repeat: Repeat): string {
  const map = parts(repeat.rrule)
  const freq = map.get('FREQ') ?? ''
  const interval = Number(map.get('INTERVAL') ?? '1') || 1
  const byDay = map.get('BYDAY')?.split(',') ?? []
  const byMonthDay = map.get('BYMONTHDAY')?.split(',') ?? []
  const others = [...map.keys()].filter(
    (k) => !['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'WKST'].includes(k),
  )
  let text: string | null = null
  const unit = UNITS[freq]
  if (unit && !others.length) {
    const every =
      interval === 1
        ? `Every ${unit}`
        : interval === 2
          ? `Every other ${unit}`
          : `Every ${interval} ${unit}s`
    if (!byDay.length && !byMonthDay.length) text = interval === 2 ? `Every 2 ${unit}s` : every
    else if (freq === 'WEEKLY' && byDay.every((d) => DAY_NAMES[d])) {
      const days = byDay.join(',')
      const named =
        days === 'MO,TU,WE,TH,FR'
          ? 'weekday'
          : days === 'SA,SU'
            ? 'weekend day'
            : listNames(byDay.map((d) => DAY_NAMES[d]!))
      text =
        interval === 1
          ? `Every ${named}`
          : `${every} on ${named === 'weekday' ? 'weekdays' : named}`
    } else if (freq === 'MONTHLY' && byMonthDay.length === 1 && !byDay.length) {
      const d = Number(byMonthDay[0])
      const day = d === -1 ? 'the last day' : d > 0 ? `the ${ordinal(d)}` : null
      if (day) text = interval === 1 ? `Every month on ${day}` : `${every} on ${day}`
    } else if (freq === 'MONTHLY' && byDay.length === 1 && !byMonthDay.length) {
      const match = /^([+-]?\d)?(MO|TU|WE|TH|FR|SA|SU)$/.exec(byDay[0]!)
      if (match?.[1]) {
        const n = Number(match[1])
        const which = n === -1 ? 'last' : n > 0 ? ordinal(n) : null
        if (which)
          text = `Every ${interval === 1 ? '' : `${interval} months on the `}${which} ${DAY_NAMES[match[2]!]}`
      }
    }
  }
  if (!text) {
    try {
      const words = ruleFrom(repeat.rrule, '2026-01-01').toText()
      text = words.charAt(0).toUpperCase() + words.slice(1)
    } catch {
      text = 'Repeats'
    }
  }
  return repeat.fromCompletion ? `${text} after completion` : text
}

/**
 * The change that ticking a todo makes. A repeating todo stays open: it moves to its next
 * date, its subtasks are unticked, and its reminder moves with it (re-armed); `completedAt`
 * records the completion. A todo whose series has ended is simply done.
 */
export function completeTodo(todo: Todo, now: Date): Partial<Todo> {
  const done: Partial<Todo> = { done: true, completedAt: now.getTime() }
  if (!todo.repeat) return done
  const next = nextOccurrence(todo.repeat, todo.due, dayOf(now))
  if (!next) return done
  const patch: Partial<Todo> = {
    done: false,
    due: next.due,
    subtasks: todo.subtasks.map((s) => ({ ...s, done: false })),
    completedAt: now.getTime(),
    reminderFired: false,
  }
  if (next.repeat !== todo.repeat) patch.repeat = next.repeat
  if (todo.reminder !== null)
    patch.reminder = shiftReminder(todo.reminder, todo.due ?? dayOf(todo.reminder), next.due)
  return patch
}

/** The change that unticking a done todo makes. */
export function uncompleteTodo(_todo: Todo): Partial<Todo> {
  return { done: false, completedAt: null }
}

export { dayOf as localDate, shiftDay as addDays }
