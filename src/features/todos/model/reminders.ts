import type { Todo } from '@/data/records/todo'
import { dayOf, momentOf, shiftDay } from './days'

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

/** Quick choices for a todo's reminder, those still to come. */
export function reminderPresets(
  todo: Pick<Todo, 'due' | 'dueTime'>,
  now: Date,
): { label: string; at: number }[] {
  const presets: { label: string; at: number }[] = []
  if (todo.due && todo.dueTime) {
    const due = momentOf(todo.due, todo.dueTime).getTime()
    presets.push({ label: 'At due time', at: due })
    presets.push({ label: '10 minutes before', at: due - 10 * 60_000 })
    presets.push({ label: '1 hour before', at: due - 3600_000 })
  }
  if (todo.due)
    presets.push({ label: 'Morning of due day (09:00)', at: momentOf(todo.due, '09:00').getTime() })
  presets.push({ label: 'In 1 hour', at: Math.ceil((now.getTime() + 3600_000) / 60_000) * 60_000 })
  presets.push({
    label: 'Tomorrow 09:00',
    at: momentOf(shiftDay(dayOf(now), 1), '09:00').getTime(),
  })
  const seen = new Set<number>()
  return presets.filter((p) => p.at > now.getTime() && !seen.has(p.at) && seen.add(p.at))
}

/** A reminder's time as people say it: 'Today 17:00', 'Tomorrow 09:00', 'Mon 24 Nov 09:00'. */
export function formatReminder(at: number, now: Date, locale = 'en-GB'): string {
  const date = new Date(at)
  const time = date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
  const day = dayOf(date)
  const today = dayOf(now)
  if (day === today) return `Today ${time}`
  if (day === shiftDay(today, 1)) return `Tomorrow ${time}`
  const sameYear = date.getFullYear() === now.getFullYear()
  return `${date.toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) })} ${time}`
}
