import ICAL from 'ical.js'
import type { Priority, Repeat, Subtask } from '@/data/records/todo'
import { dayOf, momentOf } from './days'
import {
  distinctNames,
  type ExportableTodo,
  type FileProblem,
  type ImportedTodo,
  type ParsedTodoFile,
} from './todo-files'

/**
 * iCalendar (RFC 5545): each todo a VTODO, as calendar and task apps read them.
 *
 * - UID `<todo id>@hearth`, DTSTAMP, CREATED, LAST-MODIFIED, SUMMARY, DESCRIPTION (the notes),
 *   STATUS (NEEDS-ACTION or COMPLETED, with COMPLETED's time), CATEGORIES (the tags), RRULE.
 * - DUE: a date for an all-day todo (`DUE;VALUE=DATE:20261124`), a floating local time for a
 *   timed one (`DUE:20261124T170000`). On import, a UTC or TZID time is read as the local
 *   wall-clock time it names.
 * - PRIORITY: 1, 3, 5, 7 for priorities 1–4 (1 is highest; 0 or none is no priority); read
 *   back as 1–2 → 1, 3–4 → 2, 5–6 → 3, 7–9 → 4.
 * - The list: `X-HEARTH-LIST`; a repeat from completion: `X-HEARTH-REPEAT-FROM-COMPLETION:TRUE`.
 * - A reminder: a VALARM (ACTION:DISPLAY) at an absolute UTC time; on import a relative
 *   trigger (`-PT15M`) counts from the due time (or the start of an all-day due day).
 * - Subtasks: child VTODOs with `RELATED-TO;RELTYPE=PARENT:<uid>` and `X-HEARTH-SUBTASK:TRUE`,
 *   in order; on import every child whose parent is in the file becomes its subtask.
 * - Anything else in the file (events, journals) is left out and listed.
 */

const pad = (n: number) => String(n).padStart(2, '0')
const utcStamp = (ms: number) => {
  const d = new Date(ms)
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
}
const compactDay = (day: string) => day.replace(/-/g, '')

/** TEXT escaping: backslash, semicolon, comma and newlines. */
const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

/** ical.js leaves X- properties as written: their TEXT escapes are undone here. */
const unescapeText = (text: string) =>
  text.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c))

const encoder = new TextEncoder()

/** Folds a content line at 75 octets, never inside a UTF-8 character. */
function fold(line: string): string {
  if (encoder.encode(line).length <= 75) return line
  const out: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    const limit = out.length ? 74 : 75
    if (size + bytes > limit) {
      out.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  out.push(current)
  return out.join('\r\n ')
}

const PRIORITY_OUT: Record<number, number> = { 1: 1, 2: 3, 3: 5, 4: 7 }
const priorityIn = (value: number): Priority =>
  !value || value < 1 || value > 9 ? null : value <= 2 ? 1 : value <= 4 ? 2 : value <= 6 ? 3 : 4

/** Todos as an iCalendar file. */
export function toICalendar(
  items: readonly ExportableTodo[],
  now: Date,
  productId = '-//Hearth//Todos//EN',
): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${productId}`, 'CALSCALE:GREGORIAN']
  const stamp = utcStamp(now.getTime())
  for (const { todo, listName } of items) {
    const uid = `${todo.id}@hearth`
    lines.push(
      'BEGIN:VTODO',
      `UID:${escapeText(uid)}`,
      `DTSTAMP:${stamp}`,
      `CREATED:${utcStamp(todo.createdAt)}`,
      `LAST-MODIFIED:${utcStamp(todo.updatedAt)}`,
      `SUMMARY:${escapeText(todo.title)}`,
    )
    if (todo.notes) lines.push(`DESCRIPTION:${escapeText(todo.notes)}`)
    if (todo.due)
      lines.push(
        todo.dueTime
          ? `DUE:${compactDay(todo.due)}T${todo.dueTime.replace(':', '')}00`
          : `DUE;VALUE=DATE:${compactDay(todo.due)}`,
      )
    if (todo.priority) lines.push(`PRIORITY:${PRIORITY_OUT[todo.priority]}`)
    lines.push(`STATUS:${todo.done ? 'COMPLETED' : 'NEEDS-ACTION'}`)
    if (todo.done && todo.completedAt !== null)
      lines.push(`COMPLETED:${utcStamp(todo.completedAt)}`)
    if (todo.tags.length) lines.push(`CATEGORIES:${todo.tags.map(escapeText).join(',')}`)
    if (todo.repeat) {
      lines.push(`RRULE:${todo.repeat.rrule}`)
      if (todo.repeat.fromCompletion) lines.push('X-HEARTH-REPEAT-FROM-COMPLETION:TRUE')
    }
    if (listName) lines.push(`X-HEARTH-LIST:${escapeText(listName)}`)
    if (todo.reminder !== null)
      lines.push(
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeText(todo.title || 'Reminder')}`,
        `TRIGGER;VALUE=DATE-TIME:${utcStamp(todo.reminder)}`,
        ...(todo.reminderFired ? ['X-HEARTH-FIRED:TRUE'] : []),
        'END:VALARM',
      )
    lines.push('END:VTODO')
    todo.subtasks.forEach((sub, i) =>
      lines.push(
        'BEGIN:VTODO',
        `UID:${escapeText(`${todo.id}.${i + 1}@hearth`)}`,
        `DTSTAMP:${stamp}`,
        `SUMMARY:${escapeText(sub.title)}`,
        `STATUS:${sub.done ? 'COMPLETED' : 'NEEDS-ACTION'}`,
        `RELATED-TO;RELTYPE=PARENT:${escapeText(uid)}`,
        'X-HEARTH-SUBTASK:TRUE',
        'END:VTODO',
      ),
    )
  }
  lines.push('END:VCALENDAR')
  return lines.map(fold).join('\r\n') + '\r\n'
}

type Component = InstanceType<typeof ICAL.Component>
type Time = InstanceType<typeof ICAL.Time>

const text = (component: Component, name: string): string => {
  const value: unknown = component.getFirstPropertyValue(name)
  return value === null || value === undefined ? '' : String(value)
}

/** A date-time as the local wall-clock day and time it names. */
function wallClock(time: Time): { day: string; time: string | null } {
  const day = `${time.year}-${pad(time.month)}-${pad(time.day)}`
  return { day, time: time.isDate ? null : `${pad(time.hour)}:${pad(time.minute)}` }
}

const msOf = (time: Time) =>
  time.zone?.tzid === 'UTC'
    ? time.toJSDate().getTime()
    : momentOf(
        `${time.year}-${pad(time.month)}-${pad(time.day)}`,
        `${pad(time.hour)}:${pad(time.minute)}`,
      ).getTime() +
      time.second * 1000

/** Reads an iCalendar file's todos. Entries that are not todos, or cannot be read, are listed. */
export function parseICalendar(source: string): ParsedTodoFile {
  const problems: FileProblem[] = []
  let root: Component
  try {
    root = new ICAL.Component(ICAL.parse(source.replace(/^\uFEFF/, '')) as unknown as unknown[])
    if (root.name !== 'vcalendar') throw new Error('no VCALENDAR')
  } catch {
    return {
      todos: [],
      problems: [
        { line: 1, text: source.slice(0, 80), reason: 'Left out: this is not an iCalendar file.' },
      ],
      listNames: [],
    }
  }
  // Where each component begins, for the line numbers of problems.
  const starts: { name: string; line: number }[] = []
  source.split(/\r\n|\r|\n/).forEach((line, i) => {
    const match = /^BEGIN:(VTODO|VEVENT|VJOURNAL|VFREEBUSY)\s*$/i.exec(line)
    if (match) starts.push({ name: match[1]!.toLowerCase(), line: i + 1 })
  })
  let at = 0
  const entries: { component: Component; line: number }[] = []
  for (const component of root.getAllSubcomponents()) {
    const start = starts[at]?.name === component.name ? starts[at++]!.line : 0
    if (component.name === 'vtimezone') continue
    if (component.name !== 'vtodo') {
      problems.push({
        line: start,
        text: text(component, 'summary') || component.name.toUpperCase(),
        reason: `Left out: a ${component.name.toUpperCase()} is not a todo.`,
      })
      continue
    }
    entries.push({ component, line: start })
  }

  const todos: (ImportedTodo & { parent: string | null })[] = []
  for (const { component, line } of entries) {
    try {
      todos.push(readTodo(component))
    } catch (error) {
      problems.push({
        line,
        text: text(component, 'summary') || 'VTODO',
        reason: `Left out: ${error instanceof Error ? error.message : 'it cannot be read'}.`,
      })
    }
  }
  // Children whose parent is in the file become its subtasks, in file order.
  const byUid = new Map(todos.filter((t) => t.uid).map((t) => [t.uid!, t]))
  const result: ImportedTodo[] = []
  for (const todo of todos) {
    const parent = todo.parent ? byUid.get(todo.parent) : undefined
    if (parent && parent !== todo) {
      const sub: Subtask = {
        id: `sub-${parent.subtasks.length + 1}`,
        title: todo.title,
        done: todo.done,
      }
      parent.subtasks.push(sub)
      continue
    }
    const { parent: _parent, ...rest } = todo
    result.push(rest)
  }
  return { todos: result, problems, listNames: distinctNames(result) }
}

function readTodo(component: Component): ImportedTodo & { parent: string | null } {
  const title = text(component, 'summary').trim() || 'Untitled'
  if (title.length > 2000) throw new Error('its title is longer than 2,000 characters')
  const notes = text(component, 'description')
  if (notes.length > 20_000) throw new Error('its description is longer than 20,000 characters')
  const status = text(component, 'status').toUpperCase()
  const completedValue = component.getFirstPropertyValue('completed') as Time | null
  const done = status === 'COMPLETED' || !!completedValue
  const dueValue = (component.getFirstPropertyValue('due') ??
    component.getFirstPropertyValue('dtstart')) as Time | null
  if (dueValue !== null && typeof dueValue !== 'object')
    throw new Error('its due date cannot be read')
  const due = dueValue ? wallClock(dueValue) : null
  const tags: string[] = []
  for (const property of component.getAllProperties('categories'))
    for (const value of property.getValues() as unknown[]) {
      const tag = String(value).trim()
      if (tag && !tags.includes(tag)) tags.push(tag)
    }
  const rule = component.getFirstPropertyValue('rrule')
  let repeat: Repeat | null = null
  if (rule) {
    const rrule = String(rule)
    if (!/FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)/.test(rrule))
      throw new Error(`its repeat (${rrule}) is not daily, weekly, monthly or yearly`)
    repeat = {
      rrule,
      fromCompletion: text(component, 'x-hearth-repeat-from-completion').toUpperCase() === 'TRUE',
    }
  }
  let reminder: number | null = null
  let reminderFired = false
  const alarm = component.getFirstSubcomponent('valarm')
  if (alarm) {
    const trigger: unknown = alarm.getFirstPropertyValue('trigger')
    if (trigger instanceof ICAL.Time) reminder = msOf(trigger)
    else if (trigger instanceof ICAL.Duration && due)
      reminder = momentOf(due.day, due.time).getTime() + trigger.toSeconds() * 1000
    reminderFired = text(alarm, 'x-hearth-fired').toUpperCase() === 'TRUE'
  }
  const created = component.getFirstPropertyValue('created') as Time | null
  const related = component.getFirstProperty('related-to')
  const reltype = related ? String(related.getParameter('reltype') ?? 'PARENT').toUpperCase() : ''
  return {
    title,
    done,
    due: due?.day ?? null,
    dueTime: due?.time ?? null,
    priority: priorityIn(Number(text(component, 'priority') || 0)),
    tags,
    notes,
    subtasks: [],
    repeat,
    reminder,
    reminderFired,
    completedAt: done
      ? completedValue
        ? msOf(completedValue)
        : momentOf(dayOf(Date.now()), null).getTime()
      : null,
    listName: unescapeText(text(component, 'x-hearth-list')) || null,
    createdAt: created ? msOf(created) : null,
    uid: text(component, 'uid') || null,
    parent: related && reltype === 'PARENT' ? String(related.getFirstValue()) : null,
  }
}
