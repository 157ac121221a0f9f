import { rrulestr, type RRule } from 'rrule'
import type { Repeat, Todo } from '@/data/records/todo'
import { dayOf, momentOf, shiftDay } from './days'
import {
  completeTodo as completeWith,
  describeUsualRepeat,
  join,
  parts,
  withCompletion,
} from './repeat-rules'

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

/** A repeat in words: 'Every day', 'Every 3rd Tuesday', 'Every 3 days after completion'. */
export function describeRepeat(repeat: Repeat): string {
  let text = describeUsualRepeat(repeat)
  if (!text) {
    try {
      const words = ruleFrom(repeat.rrule, '2026-01-01').toText()
      text = words.charAt(0).toUpperCase() + words.slice(1)
    } catch {
      text = 'Repeats'
    }
  }
  return withCompletion(repeat, text)
}

/** What ticking a todo changes, its next date from the rule. */
export const completeTodo = (todo: Todo, now: Date) => completeWith(todo, now, nextOccurrence)

export { ordinal, uncompleteTodo } from './repeat-rules'

export { dayOf as localDate, shiftDay as addDays }
