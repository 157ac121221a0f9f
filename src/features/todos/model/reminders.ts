import type { Todo } from '@/data/records/todo'
import { formatTime, formatTimeOfDay, shortDay, type ClockFormat } from '@/lib/format'
import { dayOf, momentOf, shiftDay, shiftReminder } from './days'

/** What scheduling needs of a todo. */
export type ReminderTodo = Pick<
  Todo,
  'id' | 'title' | 'done' | 'reminder' | 'reminderFired' | 'due' | 'dueTime'
>

const armed = (todo: ReminderTodo) => !todo.done && todo.reminder !== null && !todo.reminderFired

/** Open todos whose reminder is due (at or before `now`) and has not fired, oldest first. */
export function dueReminders<T extends ReminderTodo>(todos: Iterable<T>, now: number): T[] {
  const due: T[] = []
  for (const todo of todos) if (armed(todo) && todo.reminder! <= now) due.push(todo)
  return due.sort((a, b) => a.reminder! - b.reminder!)
}

/** The earliest reminder still to come, for the one timer that waits for it; null if none. */
export function nextReminderAt(todos: Iterable<ReminderTodo>, now: number): number | null {
  let next: number | null = null
  for (const todo of todos)
    if (armed(todo) && todo.reminder! > now && (next === null || todo.reminder! < next))
      next = todo.reminder!
  return next
}

/**
 * Whether a reminder came due while Hearth was closed: its time was before this page opened
 * (with a minute's grace, so one due as the page loads is not called missed).
 */
export function isMissed(
  todo: Pick<Todo, 'reminder'>,
  openedAt: number,
  graceMs = 60_000,
): boolean {
  return todo.reminder !== null && todo.reminder < openedAt - graceMs
}

/** The change 'Snooze' makes: the reminder again in `minutes`. */
export function snooze(now: number, minutes = 10): Pick<Todo, 'reminder' | 'reminderFired'> {
  return { reminder: now + minutes * 60_000, reminderFired: false }
}

/** The presets tied to a timed todo's due time: how long before it they remind. */
const BEFORE_DUE = [
  { label: 'At due time', ms: 0 },
  { label: '10 minutes before', ms: 10 * 60_000 },
  { label: '1 hour before', ms: 3600_000 },
]
/** 'Morning of due day': this time on the due day. */
const MORNING = '09:00'

/** Quick choices for a todo's reminder, those still to come. */
export function reminderPresets(
  todo: Pick<Todo, 'due' | 'dueTime'>,
  now: Date,
  clock: ClockFormat = '24h',
): { label: string; at: number }[] {
  const presets: { label: string; at: number }[] = []
  if (todo.due && todo.dueTime) {
    const due = momentOf(todo.due, todo.dueTime).getTime()
    for (const { label, ms } of BEFORE_DUE) presets.push({ label, at: due - ms })
  }
  if (todo.due)
    presets.push({
      label: `Morning of due day (${formatTimeOfDay(MORNING, clock)})`,
      at: momentOf(todo.due, MORNING).getTime(),
    })
  presets.push({ label: 'In 1 hour', at: Math.ceil((now.getTime() + 3600_000) / 60_000) * 60_000 })
  presets.push({
    label: `Tomorrow ${formatTimeOfDay('09:00', clock)}`,
    at: momentOf(shiftDay(dayOf(now), 1), '09:00').getTime(),
  })
  const seen = new Set<number>()
  return presets.filter((p) => p.at > now.getTime() && !seen.has(p.at) && seen.add(p.at))
}

/**
 * A reminder's time as people say it: 'Today 17:00', 'Tomorrow 09:00', 'Mon 24 Nov 09:00' (with
 * '12h': 'Today 5:00 PM').
 */
export function formatReminder(at: number, now: Date, clock: ClockFormat = '24h'): string {
  const date = new Date(at)
  const time = formatTime(date, clock)
  const day = dayOf(date)
  const today = dayOf(now)
  if (day === today) return `Today ${time}`
  if (day === shiftDay(today, 1)) return `Tomorrow ${time}`
  return `${shortDay(date, { year: date.getFullYear() !== now.getFullYear() })} ${time}`
}

/**
 * What changing a todo's due date or time by hand does to its reminder. One where a preset
 * tied to the due date puts it (at the due time, 10 minutes or 1 hour before, the due day's
 * 09:00) follows the new date and time, as it follows a completed occurrence; any other stays
 * at the time the user picked. Nothing ({}) when it stays. The record keeps only the moment, so
 * a moment a preset would give counts as that preset.
 */
export function reminderAfterDueChange(
  todo: Pick<Todo, 'due' | 'dueTime' | 'reminder' | 'reminderFired'>,
  next: Pick<Todo, 'due' | 'dueTime'>,
  now = Date.now(),
): Partial<Pick<Todo, 'reminder' | 'reminderFired'>> {
  const { reminder, due } = todo
  if (reminder === null || !due || !next.due) return {}
  let at: number | null = null
  const before = todo.dueTime
    ? BEFORE_DUE.find(({ ms }) => momentOf(due, todo.dueTime).getTime() - ms === reminder)
    : undefined
  if (before)
    at = next.dueTime
      ? momentOf(next.due, next.dueTime).getTime() - before.ms
      : // No time any more: the same wall-clock time on the new day.
        shiftReminder(reminder, due, next.due)
  else if (reminder === momentOf(due, MORNING).getTime()) at = momentOf(next.due, MORNING).getTime()
  if (at === null || at === reminder) return {}
  // Moved to a time still to come, it is armed again; into the past, it keeps its state.
  return { reminder: at, reminderFired: at > now ? false : todo.reminderFired }
}
