import type { Priority, Repeat, Subtask } from '@/data/records/todo'
import { dayOf, momentOf } from './days'
import {
  distinctNames,
  isRealDay,
  localMinute,
  type ExportableTodo,
  type FileProblem,
  type ImportedTodo,
  type ParsedTodoFile,
} from './todo-files'

/**
 * todo.txt (todotxt.org), one todo a line:
 *
 *   x 2026-11-22 2026-11-01 Title words +List @tag due:2026-11-24 rec:+1w pri:A
 *   (A) 2026-11-01 Title +Two_words @tag due:2026-11-24T17:00 remind:2026-11-24T16:50
 *
 * - Done: `x`, the completion date, then the creation date. Priority `(A)`–`(D)` is priority
 *   1–4 on open todos; done ones keep it as `pri:A` (the spec drops it on completion).
 * - `+List` and `@tag`: spaces are written `_`; `_`, `%` and other characters that would break
 *   the word are percent-encoded (`%5F`), so any name comes back as it was.
 * - `due:` a day, or a day and a local time (`due:2026-11-24T17:00`; `time:17:00` is read too).
 * - Repeats as the recurrence add-on writes them: `rec:+3d` keeps the schedule, `rec:3d`
 *   counts from completion (`every!`); units d, w, m, y, and `b` for weekdays. Rules `rec:`
 *   cannot say (the 3rd Tuesday) are `rrule:FREQ=MONTHLY;BYDAY=3TU`, with `rrule-from:done` for
 *   a repeat from completion.
 * - `remind:` a local minute; `note:` the notes and `sub:` / `sub-done:` each subtask, percent-
 *   encoded. These three are Hearth's own keys.
 * - A title word that would read as one of the above (`+x`, `@x`, `key:value`, a leading `x`,
 *   `(A)` or date, a leading backslash) is written with a backslash before it.
 * - Reading: blank lines are skipped; a line with a bad date, an empty title or another
 *   problem is left out and listed with its reason. Other apps' `key:value` pairs and extra
 *   `+projects` stay in the title, so nothing is lost. `(E)`–`(Z)` read as priority 4.
 */

const LETTERS = 'ABCD'
const DATE = /^\d{4}-\d{2}-\d{2}$/
const KEY_VALUE = /^[^\s:]+:[^\s]+$/

const encodeName = (name: string) =>
  name
    .split(' ')
    .map((part) =>
      encodeURIComponent(part)
        .replace(/_/g, '%5F')
        .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('_')
const decodeName = (word: string) =>
  word
    .split('_')
    .map((part) => {
      try {
        return decodeURIComponent(part)
      } catch {
        return part
      }
    })
    .join(' ')

const UNITS: Record<string, string> = { DAILY: 'd', WEEKLY: 'w', MONTHLY: 'm', YEARLY: 'y' }
const FREQS: Record<string, string> = { d: 'DAILY', w: 'WEEKLY', m: 'MONTHLY', y: 'YEARLY' }
const WEEKDAYS_RULE = 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'

function repeatWords(repeat: Repeat): string[] {
  const plain = /^FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(?:;INTERVAL=(\d+))?$/.exec(repeat.rrule)
  const strict = repeat.fromCompletion ? '' : '+'
  if (plain) return [`rec:${strict}${plain[2] ?? '1'}${UNITS[plain[1]!]}`]
  if (repeat.rrule === WEEKDAYS_RULE) return [`rec:${strict}1b`]
  return [`rrule:${repeat.rrule}`, ...(repeat.fromCompletion ? ['rrule-from:done'] : [])]
}

function readRec(value: string): Repeat | null {
  const match = /^(\+)?(\d*)([dwmyb])$/.exec(value)
  if (!match) return null
  const n = Number(match[2] || '1')
  if (!n) return null
  const fromCompletion = !match[1]
  if (match[3] === 'b') return n === 1 ? { rrule: WEEKDAYS_RULE, fromCompletion } : null
  const freq = FREQS[match[3]!]!
  return { rrule: n === 1 ? `FREQ=${freq}` : `FREQ=${freq};INTERVAL=${n}`, fromCompletion }
}

/** A title word written so that it reads back as text. */
function escapeWord(word: string, first: boolean): string {
  const looksLikeToken =
    /^[+@\\]/.test(word) ||
    KEY_VALUE.test(word) ||
    (first && (word === 'x' || /^\([A-Z]\)$/.test(word) || DATE.test(word)))
  return looksLikeToken ? `\\${word}` : word
}

/** One todo as a todo.txt line. */
function line({ todo, listName }: ExportableTodo): string {
  const words: string[] = []
  if (todo.done) words.push('x', dayOf(todo.completedAt ?? todo.updatedAt))
  else if (todo.priority) words.push(`(${LETTERS[todo.priority - 1]})`)
  words.push(dayOf(todo.createdAt))
  const title = todo.title.split(/\s+/).filter(Boolean)
  // A todo without a title (older data, another device) is written as its row shows it: a line
  // without one is left out on import, and its notes and subtasks with it.
  ;(title.length ? title : ['Untitled']).forEach((word, i) => words.push(escapeWord(word, i === 0)))
  if (listName) words.push(`+${encodeName(listName)}`)
  for (const tag of todo.tags) words.push(`@${encodeName(tag)}`)
  if (todo.due) words.push(`due:${todo.due}${todo.dueTime ? `T${todo.dueTime}` : ''}`)
  if (todo.repeat) words.push(...repeatWords(todo.repeat))
  if (todo.reminder !== null) words.push(`remind:${localMinute(todo.reminder)}`)
  if (todo.done && todo.priority) words.push(`pri:${LETTERS[todo.priority - 1]}`)
  if (todo.notes) words.push(`note:${encodeURIComponent(todo.notes)}`)
  for (const sub of todo.subtasks)
    words.push(`${sub.done ? 'sub-done' : 'sub'}:${encodeURIComponent(sub.title)}`)
  return words.join(' ')
}

/** Todos as a todo.txt file (one line each, in the order given). */
export function toTodoTxt(items: readonly ExportableTodo[]): string {
  return items.map(line).join('\n') + (items.length ? '\n' : '')
}

class LineProblem extends Error {}

const decode = (value: string, what: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    throw new LineProblem(`${what} is not readable (bad % code)`)
  }
}

const priorityOf = (letter: string): Priority => {
  const index = LETTERS.indexOf(letter)
  return (index >= 0 ? index + 1 : 4) as Priority
}

/** One line as a todo; throws a LineProblem with the reason it cannot be read. */
function readLine(text: string): ImportedTodo {
  const words = text.trim().split(/\s+/)
  let i = 0
  let done = false
  let completedOn: string | null = null
  let createdOn: string | null = null
  let priority: Priority = null
  if (words[0] === 'x') {
    done = true
    i++
    if (DATE.test(words[i] ?? '')) completedOn = words[i++]!
    if (DATE.test(words[i] ?? '')) createdOn = words[i++]!
  } else {
    const match = /^\(([A-Z])\)$/.exec(words[0] ?? '')
    if (match) {
      priority = priorityOf(match[1]!)
      i++
    }
    if (DATE.test(words[i] ?? '')) createdOn = words[i++]!
  }
  for (const day of [completedOn, createdOn])
    if (day && !isRealDay(day)) throw new LineProblem(`${day} is not a real date`)

  const title: string[] = []
  const tags: string[] = []
  const subtasks: Subtask[] = []
  let listName: string | null = null
  let due: string | null = null
  let dueTime: string | null = null
  let repeat: Repeat | null = null
  let fromDone = false
  let reminder: number | null = null
  let notes = ''
  for (const word of words.slice(i)) {
    if (word.startsWith('\\')) {
      title.push(word.slice(1))
      continue
    }
    if (word.length > 1 && word.startsWith('+') && listName === null) {
      listName = decodeName(word.slice(1))
      continue
    }
    if (word.length > 1 && word.startsWith('@')) {
      const tag = decodeName(word.slice(1))
      if (!tags.includes(tag)) tags.push(tag)
      continue
    }
    const pair = KEY_VALUE.test(word) ? word.indexOf(':') : -1
    const key = pair > 0 ? word.slice(0, pair).toLowerCase() : ''
    const value = pair > 0 ? word.slice(pair + 1) : ''
    switch (key) {
      case 'due': {
        const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/.exec(value)
        if (!match || !isRealDay(match[1]!)) throw new LineProblem(`due:${value} is not a date`)
        if (match[2] && !/^([01]\d|2[0-3]):[0-5]\d$/.test(match[2]))
          throw new LineProblem(`due:${value} has no valid time`)
        due = match[1]!
        if (match[2]) dueTime = match[2]
        continue
      }
      case 'time':
        if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value))
          throw new LineProblem(`time:${value} is not a time`)
        dueTime = value
        continue
      case 'rec':
        repeat = readRec(value)
        if (!repeat) throw new LineProblem(`rec:${value} is not a repeat Hearth reads`)
        continue
      case 'rrule':
        if (!/^FREQ=/i.test(value)) throw new LineProblem(`rrule:${value} is not a repeat rule`)
        repeat = { rrule: value.toUpperCase(), fromCompletion: false }
        continue
      case 'rrule-from':
        fromDone = value === 'done'
        continue
      case 'remind': {
        const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value)
        if (!match || !isRealDay(match[1]!))
          throw new LineProblem(`remind:${value} is not a date and time`)
        reminder = momentOf(match[1]!, match[2]!).getTime()
        continue
      }
      case 'pri':
        if (!/^[A-Z]$/.test(value)) throw new LineProblem(`pri:${value} is not a priority`)
        priority = priorityOf(value)
        continue
      case 'note':
        notes = decode(value, 'The note')
        continue
      case 'sub':
      case 'sub-done':
        subtasks.push({
          id: `sub-${subtasks.length + 1}`,
          title: decode(value, 'A subtask'),
          done: key === 'sub-done',
        })
        continue
      default:
        title.push(word)
    }
  }
  if (repeat && fromDone) repeat = { ...repeat, fromCompletion: true }
  if (dueTime && !due) throw new LineProblem('it has a time but no due date')
  const joined = title.join(' ')
  if (!joined) throw new LineProblem('it has no title')
  if (joined.length > 2000) throw new LineProblem('its title is longer than 2,000 characters')
  if (notes.length > 20_000) throw new LineProblem('its note is longer than 20,000 characters')
  const todo: Omit<ImportedTodo, 'listName' | 'createdAt' | 'uid'> = {
    title: joined,
    done,
    due,
    dueTime,
    priority,
    tags,
    notes,
    subtasks,
    repeat,
    reminder,
    reminderFired: false,
    completedAt: done
      ? momentOf(completedOn ?? createdOn ?? dayOf(Date.now()), null).getTime()
      : null,
  }
  return {
    ...todo,
    listName,
    createdAt: createdOn ? momentOf(createdOn, null).getTime() : null,
    uid: null,
  }
}

/** Reads a todo.txt file. Lines that cannot be read are listed with their reason; never throws. */
export function parseTodoTxt(text: string): ParsedTodoFile {
  const todos: ImportedTodo[] = []
  const problems: FileProblem[] = []
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  lines.forEach((raw, index) => {
    if (!raw.trim()) return
    try {
      todos.push(readLine(raw))
    } catch (error) {
      problems.push({
        line: index + 1,
        text: raw.length > 200 ? `${raw.slice(0, 200)}…` : raw,
        reason:
          error instanceof LineProblem
            ? `Left out: ${error.message}.`
            : 'Left out: it cannot be read.',
      })
    }
  })
  return { todos, problems, listNames: distinctNames(todos) }
}
