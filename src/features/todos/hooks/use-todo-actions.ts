import { useMemo } from 'react'
import { attempt, toast } from '@/components/ui/toast-store'
import { useWorkspace } from '@/data/hooks'
import type { Todo } from '@/data/records/todo'
import type { TodoList } from '@/data/records/todo-list'
import { Repository } from '@/data/repository'
import { inOneStep, undoOfLatest } from '@/data/undo'
import type { WorkspaceHandle } from '@/data/workspace'
import { mergeListFields, type ListFieldKeys } from '@/lib/merge-list'
import { dayOf, describeDay } from '../model/days'
import type { QuickAddResult } from '../model/quick-add'
import { loadRecurrence, recurrenceIfLoaded } from '../model/recurrence-soon'
import { completeTodo, uncompleteTodo } from '../model/repeat-rules'
import { announce } from '../model/todos-ui-store'
import { listActions } from './todo-list-actions'
import { listTitle, selectTodos, type TodoView } from '../model/views'

/** What a user can do to todos and lists, with the toasts, confirmations and announcements. */
export function useTodoActions() {
  const workspace = useWorkspace()
  return useMemo(() => todoActions(workspace), [workspace])
}

export type TodoActions = ReturnType<typeof todoActions>

const quoted = (todo: Pick<Todo, 'title'>) => `“${todo.title.trim() || 'Untitled'}”`

/**
 * Completions share one toast: ticking off several todos in a row shows the latest, with its
 * 'Undo' (the earlier ones stay undoable with Ctrl+Z).
 */
const COMPLETED_GROUP = 'todo-completed'

/** The fields a completion or an undo touches. */
const COMPLETION_FIELDS = [
  'done',
  'due',
  'subtasks',
  'reminder',
  'reminderFired',
  'completedAt',
] as const

/** A todo's list fields, merged at save time with what another tab or device stored meanwhile. */
const LIST_FIELDS: ListFieldKeys<Todo> = {
  tags: (tag) => tag.toLowerCase(),
  subtasks: (subtask) => subtask.id,
}

export function todoActions(
  workspace: Pick<
    WorkspaceHandle,
    'repository' | 'records' | 'known' | 'knownRecords' | 'complete'
  >,
) {
  const todos = workspace.repository('todos')

  // As the page knows them (without decoding the document): the owner of the document puts a
  // new todo after every one (`append`).
  const siblingsOf = (listId: string | null) =>
    workspace.knownRecords('todos').filter((t) => t.listId === listId && !t.done)

  /** Adds a todo from what was typed into 'Add a todo', in the view it was typed in. */
  const add = (parsed: QuickAddResult, view: TodoView, now = new Date()): Todo | null => {
    const title = parsed.title.trim()
    if (!title) return null
    const today = dayOf(now)
    const listId = parsed.list?.id ?? (view.kind === 'list' ? view.id : null)
    let due = parsed.due
    // Quick add's parser, which found the repeat, fetched the rules (`recurrence-soon.ts`).
    // Without them the first date is unknown: not added, said, and they are fetched.
    const rules = recurrenceIfLoaded()
    if (!due && parsed.repeat && !rules) {
      void loadRecurrence().catch(() => {})
      return attempt('Could not add the todo', () => {
        throw new Error('Its repeat is still being read. Press Enter again in a moment.')
      })
    }
    if (!due && parsed.repeat && rules)
      due = rules.firstDue(parsed.repeat.rrule, now, parsed.dueTime)
    // Added in Today or Upcoming without a date: it is for today, so it shows where it was added.
    if (!due && view.kind === 'smart' && (view.id === 'today' || view.id === 'upcoming'))
      due = today
    return attempt('Could not add the todo', () => {
      const todo = todos.create(
        {
          title,
          listId,
          due,
          dueTime: due ? parsed.dueTime : null,
          priority: parsed.priority,
          tags: parsed.tags,
          repeat: parsed.repeat,
          order: Repository.orderAfter(siblingsOf(listId)),
        },
        { append: listId ?? '' },
      )
      announce(`Added ${quoted(todo)}${due ? `, due ${describeDay(due, today)}` : ''}.`)
      sayWhereItWent(todo, view, today)
      return todo
    })
  }

  /**
   * A todo added where it does not show (in Upcoming, due past its 14 days; in the Inbox, with
   * another list named) says where it went, rather than seem to vanish.
   */
  const sayWhereItWent = (todo: Todo, view: TodoView, today: string) => {
    const lists = workspace.records('todoLists')
    if (selectTodos([todo], view, lists, today).some((group) => group.todos.length)) return
    const list = todo.listId ? lists.find((l) => l.id === todo.listId) : undefined
    const dated = todo.due && view.kind === 'smart' && ['today', 'upcoming'].includes(view.id)
    toast({
      kind: 'info',
      title: `Added to ${list ? listTitle(list) : 'Inbox'}`,
      ...(dated && view.kind === 'smart'
        ? {
            message: `${quoted(todo)} is due ${describeDay(todo.due!, today)}, which ${view.title} does not show.`,
          }
        : {}),
    })
  }

  /** Saves `patch`, made from `todo` as shown; its tags and subtasks keep changes made since. */
  const update = (todo: Todo, patch: Partial<Todo>) => {
    const merged = mergeListFields(todo, patch, workspace.known('todos', todo.id), LIST_FIELDS)
    return attempt('Could not save the todo', () => todos.update(todo.id, merged))
  }

  /** Ticks or unticks a todo; a repeating one moves to its next date. Both offer 'Undo'. */
  const toggle = (todo: Todo, now = new Date()): void => {
    const rules = recurrenceIfLoaded()
    // A repeating todo's next date comes from its rule: fetched the first time (off the start
    // page's first load), then ticked.
    if (!todo.done && todo.repeat && !rules)
      return void loadRecurrence().then(
        () => toggle(todo, now),
        () =>
          toast({
            kind: 'error',
            title: 'Could not complete the todo',
            message:
              'The repeat rules could not be downloaded. Check your connection and try again.',
          }),
      )
    const before = Object.fromEntries(COMPLETION_FIELDS.map((f) => [f, todo[f]])) as Partial<Todo>
    const patch = todo.done
      ? uncompleteTodo(todo)
      : completeTodo(todo, now, rules?.nextOccurrence ?? null)
    // A repeating todo's next date reopens it: named by what the user did.
    if (!inOneStep(todo.done ? 'Reopen todo' : 'Complete todo', () => update(todo, patch))) return
    const undo = {
      label: 'Undo',
      onClick: undoOfLatest(() => void update({ ...todo, ...patch }, before)),
    }
    if (todo.done) return announce(`${quoted(todo)} is open again.`)
    if (todo.repeat && patch.done === false && patch.due) {
      const next = describeDay(patch.due, dayOf(now))
      toast({
        kind: 'success',
        title: 'Completed',
        message: `${quoted(todo)} is next due ${next === 'Today' || next === 'Tomorrow' ? next.toLowerCase() : next}.`,
        action: undo,
        group: COMPLETED_GROUP,
      })
    } else {
      toast({
        kind: 'success',
        title: 'Completed',
        message: quoted(todo),
        action: undo,
        group: COMPLETED_GROUP,
      })
    }
  }

  /** Stores a deleted todo again, under its own id. */
  const restore = (todo: Todo) =>
    attempt('Could not restore the todo', () => todos.createMany([todo]))

  /** Moves a todo to the Trash, with 'Undo' in a toast. */
  const remove = (todo: Todo) => {
    if (!attempt('Could not delete the todo', () => todos.trash([todo.id]) ?? true)) return
    toast({
      kind: 'info',
      title: 'Todo deleted',
      message: `${quoted(todo)} is in the Trash for 30 days.`,
      action: {
        label: 'Undo',
        onClick: undoOfLatest(
          () => void attempt('Could not restore the todo', () => todos.untrash([{ id: todo.id }])),
        ),
      },
    })
  }

  /** Moves a todo one place up or down among `siblings` (the list as shown). */
  const step = (todo: Todo, siblings: readonly Todo[], by: -1 | 1) => {
    const index = siblings.findIndex((t) => t.id === todo.id)
    const target = index + by
    if (index < 0 || target < 0 || target >= siblings.length) return
    const rest = siblings.filter((t) => t.id !== todo.id)
    const moved = attempt('Could not move the todo', () => todos.place(todo.id, rest, target))
    if (moved === null) return
    announce(`${quoted(todo)} moved to position ${target + 1} of ${siblings.length}.`)
  }

  /** Puts a todo at `index` among `siblings` (after a drag). */
  const place = (todo: Todo, siblings: readonly Todo[], index: number) => {
    const rest = siblings.filter((t) => t.id !== todo.id)
    attempt('Could not move the todo', () => todos.place(todo.id, rest, index))
  }

  /** Moves a todo to another list (null: the Inbox), at its end. */
  const moveTo = (todo: Todo, list: TodoList | null) => {
    if (todo.listId === (list?.id ?? null)) return
    const order = Repository.orderAfter(siblingsOf(list?.id ?? null))
    if (!update(todo, { listId: list?.id ?? null, order })) return
    const where = list ? listTitle(list) : 'Inbox'
    announce(`${quoted(todo)} moved to ${where}.`)
    toast({
      kind: 'success',
      title: `Moved to ${where}`,
      message: quoted(todo),
      action: {
        label: 'Undo',
        onClick: undoOfLatest(() => void update(todo, { listId: todo.listId, order: todo.order })),
      },
    })
  }

  return {
    add,
    update,
    toggle,
    remove,
    restore,
    step,
    place,
    moveTo,
    ...listActions(workspace, attempt),
  }
}
