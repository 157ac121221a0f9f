import type { Repeat, Todo } from '@/data/records/todo'
import { dayOf, shiftReminder } from './days'

/**
 * What of repeats needs no rrule.js (`recurrence.ts`, fetched when first needed): a rule's parts,
 * the usual rules in words, and what ticking or unticking a todo changes, given the next date.
 */

/** The rule's parts as a map (`FREQ` → `MONTHLY`), upper-cased keys; a leading `RRULE:` goes. */
export function parts(rrule: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const part of rrule.replace(/^RRULE:/i, '').split(';')) {
    const [key, value] = part.split('=')
    if (key && value !== undefined) map.set(key.trim().toUpperCase(), value.trim().toUpperCase())
  }
  return map
}

export const join = (map: Map<string, string>) => [...map].map(([k, v]) => `${k}=${v}`).join(';')

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

/**
 * The usual repeats in words ('Every day', 'Every 3rd Tuesday'), without 'after completion';
 * null for a rule only rrule.js puts in words (`describeRepeat` in recurrence.ts).
 */
export function describeUsualRepeat(repeat: Repeat): string | null {
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
  return text
}

/** 'after completion' added where the repeat counts from the day it was done. */
export const withCompletion = (repeat: Repeat, text: string) =>
  repeat.fromCompletion ? `${text} after completion` : text

/** The next date of a repeat (`nextOccurrence` in recurrence.ts). */
export type NextOccurrence = (
  repeat: Repeat,
  due: string | null,
  completedOn: string,
) => { due: string; repeat: Repeat } | null

/**
 * The change that ticking a todo makes. A repeating todo stays open: it moves to its next
 * date, its subtasks are unticked, and its reminder moves with it (re-armed); `completedAt`
 * records the completion. A todo whose series has ended is simply done.
 */
export function completeTodo(
  todo: Todo,
  now: Date,
  /** `nextOccurrence` (recurrence.ts): needed for a repeating todo. */
  nextOf: NextOccurrence | null,
): Partial<Todo> {
  const done: Partial<Todo> = { done: true, completedAt: now.getTime() }
  if (!todo.repeat) return done
  if (!nextOf) throw new Error('The repeat rules are still loading. Try again.')
  const next = nextOf(todo.repeat, todo.due, dayOf(now))
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
