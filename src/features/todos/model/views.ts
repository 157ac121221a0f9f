import type { Todo } from '@/data/records/todo'
import type { TodoList } from '@/data/records/todo-list'
import { describeDay, longDay, momentOf, shiftDay } from './days'
import { byOrder } from '@/data/repository'
import { formatTimeOfDay, type ClockFormat } from '@/lib/format'

/** The smart views, in side-list order; their ids are also route ids (`#/todos/today`). */
export const SMART_VIEWS = [
  { id: 'inbox', title: 'Inbox' },
  { id: 'today', title: 'Today' },
  { id: 'upcoming', title: 'Upcoming' },
  { id: 'completed', title: 'Completed' },
] as const
export type SmartViewId = (typeof SMART_VIEWS)[number]['id']

/** How many days Upcoming looks ahead, today included. */
export const UPCOMING_DAYS = 14

/** What a route id names: a smart view, one of the user's lists, or nothing. */
export type TodoView =
  | { kind: 'smart'; id: SmartViewId; title: string }
  | { kind: 'list'; id: string; title: string; list: TodoList }
  | { kind: 'missing'; id: string }

export function resolveView(id: string, lists: readonly TodoList[]): TodoView {
  const smart = SMART_VIEWS.find((view) => view.id === id)
  if (smart) return { kind: 'smart', id: smart.id, title: smart.title }
  const list = lists.find((l) => l.id === id)
  return list
    ? { kind: 'list', id: list.id, title: listTitle(list), list }
    : { kind: 'missing', id }
}

export const listTitle = (list: Pick<TodoList, 'title'>) => list.title.trim() || 'Untitled list'

/** A heading and its todos; `day` is set for Upcoming's days. */
export interface TodoGroup {
  key: string
  title: string | null
  todos: Todo[]
  day?: string
  /** How many the group holds, where `todos` is a first page of them read from rows. */
  total?: number
  /** Reads the group's next page (its rows shown reached the end of `todos`). */
  more?: () => void
}

/** Whether a view's order is the user's own (drag and 'Move up' / 'Move down' apply). */
export const isSortable = (view: TodoView) =>
  view.kind === 'list' || (view.kind === 'smart' && view.id === 'inbox')

/**
 * Whether a view offers 'Add a todo'. Completed does not: a todo added there would be open, and
 * so never shown in it.
 */
export const canAdd = (view: TodoView) =>
  view.kind === 'list' || (view.kind === 'smart' && view.id !== 'completed')

/** Orders two strings by their UTF-16 code units (`<`), not by a locale's collation. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Earlier due first (all-day before timed on a day), then higher priority, then the user's order.
 * Days (`YYYY-MM-DD`) and times (`HH:MM`) sort as plain text: `localeCompare` gives the same order
 * for them but costs far more, and its first call in a page loads the browser's collation data.
 */
export const byDue = (a: Todo, b: Todo) =>
  byText(a.due ?? '9999', b.due ?? '9999') ||
  byText(a.dueTime ?? '', b.dueTime ?? '') ||
  (a.priority ?? 5) - (b.priority ?? 5) ||
  byOrder(a, b)

/** Todos whose list is gone count as the Inbox's, so nothing is ever out of sight. */
export function inInbox(todo: Todo, listIds: ReadonlySet<string>) {
  return todo.listId === null || !listIds.has(todo.listId)
}

/** Whether an open todo is past its due day, or its due time today. */
export function isOverdue(todo: Pick<Todo, 'done' | 'due' | 'dueTime'>, now: Date): boolean {
  if (todo.done || !todo.due) return false
  return (
    momentOf(todo.due, todo.dueTime).getTime() + (todo.dueTime ? 0 : 86_400_000) <= now.getTime()
  )
}

/** The todos a view shows, in groups, for a given day. */
export function selectTodos(
  todos: readonly Todo[],
  view: TodoView,
  lists: readonly TodoList[],
  today: string,
): TodoGroup[] {
  if (view.kind === 'missing') return []
  const listIds = new Set(lists.map((l) => l.id))
  if (view.kind === 'list') {
    const open = todos.filter((t) => !t.done && t.listId === view.id).sort(byOrder)
    return [{ key: 'open', title: null, todos: open }]
  }
  switch (view.id) {
    case 'inbox':
      return [
        {
          key: 'open',
          title: null,
          todos: todos.filter((t) => !t.done && inInbox(t, listIds)).sort(byOrder),
        },
      ]
    case 'today': {
      const overdue: Todo[] = []
      const due: Todo[] = []
      for (const t of todos) {
        if (t.done || !t.due || t.due > today) continue
        ;(t.due < today ? overdue : due).push(t)
      }
      return [
        { key: 'overdue', title: 'Overdue', todos: overdue.sort(byDue) },
        { key: today, title: 'Today', todos: due.sort(byDue), day: today },
      ].filter((group) => group.todos.length)
    }
    case 'upcoming': {
      const last = shiftDay(today, UPCOMING_DAYS - 1)
      const byDay = new Map<string, Todo[]>()
      const overdue: Todo[] = []
      for (const t of todos) {
        if (t.done || !t.due || t.due > last) continue
        if (t.due < today) overdue.push(t)
        else {
          const day = byDay.get(t.due)
          if (day) day.push(t)
          else byDay.set(t.due, [t])
        }
      }
      const groups: TodoGroup[] = overdue.length
        ? [{ key: 'overdue', title: 'Overdue', todos: overdue.sort(byDue) }]
        : []
      for (let i = 0; i < UPCOMING_DAYS; i++) {
        const day = shiftDay(today, i)
        const dayTodos = byDay.get(day)
        if (!dayTodos) continue
        const relative = describeDay(day, today)
        const full = longDay(day)
        groups.push({
          key: day,
          day,
          title: i < 2 ? `${relative} · ${full}` : full,
          todos: dayTodos.sort(byDue),
        })
      }
      return groups
    }
    case 'completed':
      return [
        {
          key: 'done',
          title: null,
          todos: todos
            .filter((t) => t.done)
            .sort((a, b) => (b.completedAt ?? 0) - (a.completedAt ?? 0) || byOrder(a, b)),
        },
      ]
  }
}

/** Where a todo's row is in a view: its group (and that group's place) and its place in it. */
export interface RowPlace {
  id: string
  group: Omit<TodoGroup, 'todos'>
  groupIndex: number
  index: number
}

/** Where a view shows a todo, or null if it does not. */
export function placeOf(groups: readonly TodoGroup[], id: string): RowPlace | null {
  for (const [groupIndex, { todos, ...group }] of groups.entries()) {
    const index = todos.findIndex((t) => t.id === id)
    if (index >= 0) return { id, group, groupIndex, index }
  }
  return null
}

/**
 * Keeps a todo's row where it was while its title is being edited, when a change made elsewhere
 * (ticked done in another tab, moved, re-dated) takes it out of the view: the typed text and
 * the keyboard stay. A todo the view still shows, or one deleted, is left as it is.
 */
export function keepRow(
  groups: readonly TodoGroup[],
  place: RowPlace | null,
  todos: readonly Todo[],
): readonly TodoGroup[] {
  if (!place || placeOf(groups, place.id)) return groups
  const todo = todos.find((t) => t.id === place.id)
  if (!todo) return groups
  const at = groups.findIndex((g) => g.key === place.group.key)
  if (at < 0) {
    const next = [...groups]
    next.splice(Math.min(place.groupIndex, groups.length), 0, { ...place.group, todos: [todo] })
    return next
  }
  return groups.map((group, i) => {
    if (i !== at) return group
    const rows = [...group.todos]
    rows.splice(Math.min(place.index, rows.length), 0, todo)
    return { ...group, todos: rows }
  })
}

/** Open todos per list id, and the Inbox's under `inbox`; one pass over every todo. */
export function openCounts(todos: readonly Todo[], lists: readonly TodoList[], today: string) {
  const listIds = new Set(lists.map((l) => l.id))
  const counts = new Map<string, number>()
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1)
  for (const t of todos) {
    if (t.done) continue
    if (inInbox(t, listIds)) add('inbox')
    else add(t.listId!)
    if (t.due && t.due <= today) add('today')
  }
  return counts
}

/** Lists in the user's order. */
export const sortLists = (lists: readonly TodoList[]) => [...lists].sort(byOrder)

/** The text a todo's due date shows, e.g. 'Tomorrow 17:00' (or 'Tomorrow 5:00 PM' with '12h'). */
export function dueLabel(
  todo: Pick<Todo, 'due' | 'dueTime'>,
  today: string,
  clock: ClockFormat = '24h',
): string | null {
  if (!todo.due) return null
  const day = describeDay(todo.due, today)
  return todo.dueTime ? `${day} ${formatTimeOfDay(todo.dueTime, clock)}` : day
}

/**
 * Rows rendered in a group at first; as many again follow when the list is scrolled near its
 * end, or on 'Show more'. Every row rendered costs each frame a little (a keystroke in 'Add a
 * todo' with 300 rows on the page took 17-22 ms at its slowest, with 50 about 13 ms).
 */
export const PAGE = 50
