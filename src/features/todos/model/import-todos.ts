import { generateNKeysBetween } from 'fractional-indexing'
import { newId } from '@/data/ids'
import type { Todo } from '@/data/records/todo'
import type { TodoList } from '@/data/records/todo-list'
import type { FileProblem, ParsedTodoFile } from './todo-files'

/** What an import will do, shown before 'Import' and then carried out as it is. */
export interface ImportPlan {
  format: 'todo.txt' | 'iCalendar'
  /**
   * Lists the file names that do not exist yet. A name matches a list spelled the same, else one
   * that differs only in capitals (`+work` from another app finds 'Work'); names the file spells
   * differently are different lists ('Work' and 'work' stay apart).
   */
  newLists: Pick<TodoList, 'id' | 'title'>[]
  /** Complete todo fields, ids and places included. */
  todos: Partial<Todo>[]
  problems: FileProblem[]
  /** How many of the todos are done. */
  done: number
}

/** Reads a todo.txt or iCalendar file, by its content (an `.ics` starts with BEGIN:VCALENDAR). */
export async function readTodoFile(
  name: string,
  text: string,
): Promise<ParsedTodoFile & { format: ImportPlan['format'] }> {
  const calendar =
    /^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text) || /\.(ics|ical|icalendar|ifb)$/i.test(name)
  if (calendar) {
    const { parseICalendar } = await import('./icalendar')
    return { ...parseICalendar(text), format: 'iCalendar' }
  }
  const { parseTodoTxt } = await import('./todo-txt')
  return { ...parseTodoTxt(text), format: 'todo.txt' }
}

/**
 * Turns what a file holds into records: each todo goes to the list its file names (an existing
 * one, or a new one), else to `fallbackListId` (the list on screen, or the Inbox). Imported
 * todos come after every todo there is, in file order.
 */
export function planImport(
  parsed: ParsedTodoFile & { format: ImportPlan['format'] },
  lists: readonly Pick<TodoList, 'id' | 'title'>[],
  fallbackListId: string | null,
  existingOrders: readonly string[] = [],
): ImportPlan {
  const exactly = new Map(lists.map((l) => [l.title.trim(), l.id]))
  const loosely = new Map(lists.map((l) => [l.title.trim().toLowerCase(), l.id]))
  const newLists: ImportPlan['newLists'] = []
  const listFor = (name: string | null) => {
    const title = name?.trim()
    if (!title) return fallbackListId
    let id = exactly.get(title) ?? loosely.get(title.toLowerCase())
    if (!id) {
      // Matched exactly from now on: the file's own 'work' after its 'Work' is a list of its own.
      id = newId('list')
      exactly.set(title, id)
      newLists.push({ id, title: title.slice(0, 500) })
    }
    return id
  }
  const last = existingOrders.reduce<string | null>(
    (max, o) => (max === null || o > max ? o : max),
    null,
  )
  const orders = parsed.todos.length ? generateNKeysBetween(last, null, parsed.todos.length) : []
  let done = 0
  const todos = parsed.todos.map((item, i): Partial<Todo> => {
    const { listName, uid: _uid, createdAt: _createdAt, ...fields } = item
    if (fields.done) done++
    return { ...fields, id: newId('todo'), listId: listFor(listName), order: orders[i]! }
  })
  return { format: parsed.format, newLists, todos, problems: parsed.problems, done }
}
