import type { Todo } from '@/data/records/todo'

/** A todo read from a file: every field of a Todo but its identity and place, plus its list's name. */
export type ImportedTodo = Pick<
  Todo,
  | 'title'
  | 'done'
  | 'due'
  | 'dueTime'
  | 'priority'
  | 'tags'
  | 'notes'
  | 'subtasks'
  | 'repeat'
  | 'reminder'
  | 'reminderFired'
  | 'completedAt'
> & {
  listName: string | null
  createdAt: number | null
  uid: string | null
}

/** A line (or entry) of a file that was left out, and why. */
export interface FileProblem {
  line: number
  text: string
  reason: string
}

export interface ParsedTodoFile {
  todos: ImportedTodo[]
  problems: FileProblem[]
  /** Distinct list names the file uses, in first-seen order. */
  listNames: string[]
}

/** A todo to write to a file, with its list's name (null: the Inbox). */
export interface ExportableTodo {
  todo: Todo
  listName: string | null
}

const pad = (n: number) => String(n).padStart(2, '0')

/** `YYYY-MM-DDTHH:MM` in the local zone. */
export function localMinute(ms: number): string {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** Whether `YYYY-MM-DD` names a real day. */
export function isRealDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(y, m - 1, d)
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d
}

/** Distinct names, in first-seen order. */
export function distinctNames(todos: readonly ImportedTodo[]): string[] {
  return [...new Set(todos.map((t) => t.listName).filter((n): n is string => !!n))]
}
