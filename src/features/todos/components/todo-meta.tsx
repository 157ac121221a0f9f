import { AlarmClock, CalendarClock, Inbox, ListChecks, Repeat, StickyNote } from 'lucide-react'
import type { Todo } from '@/data/records/todo'
import type { TodoList } from '@/data/records/todo-list'
import { usePreferencesStore } from '@/data/preferences-store'
import { cn } from '@/lib/cn'
import { formatTime, shortDay } from '@/lib/format'
import { useRepeatText } from '../hooks/use-repeat-text'
import { dueLabel, listTitle } from '../model/views'
import { PRIORITY_CLASS } from './todo-row-parts'
import { ListDot } from './todo-sidebar'

/** A todo's details under its title: due, repeat, reminder, priority, subtasks, notes, tags, list. */
export function TodoMeta({
  todo,
  list,
  showList,
  today,
  overdue,
}: {
  todo: Todo
  list: TodoList | null
  showList: boolean
  today: string
  overdue: boolean
}) {
  const clock = usePreferencesStore((state) => state.clockFormat)
  const due = dueLabel(todo, today, clock)
  const subtasksDone = todo.subtasks.filter((s) => s.done).length
  return (
    <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-fg-muted">
      {due && (
        <span className={cn('inline-flex items-center gap-1', overdue && 'font-medium text-error')}>
          <CalendarClock aria-hidden className="size-3.5" />
          {overdue && <span>Overdue ·</span>}
          <span>{due}</span>
        </span>
      )}
      {todo.repeat && <RepeatText repeat={todo.repeat} />}
      {todo.reminder !== null && !todo.done && (
        <span className="inline-flex items-center gap-1" title="Reminder">
          <AlarmClock aria-hidden className="size-3.5" />
          <span className="sr-only">Reminder</span>
          {`${shortDay(new Date(todo.reminder))}, ${formatTime(new Date(todo.reminder), clock)}`}
        </span>
      )}
      {todo.priority && (
        <span className={cn('rounded-sm border px-1 font-medium', PRIORITY_CLASS[todo.priority])}>
          P{todo.priority}
        </span>
      )}
      {todo.subtasks.length > 0 && (
        <span className="inline-flex items-center gap-1">
          <ListChecks aria-hidden className="size-3.5" />
          {subtasksDone}/{todo.subtasks.length}
          <span className="sr-only"> subtasks done</span>
        </span>
      )}
      {todo.notes.trim() && (
        <span className="inline-flex items-center" title="Has notes">
          <StickyNote aria-hidden className="size-3.5" />
          <span className="sr-only">Has notes</span>
        </span>
      )}
      {todo.tags.map((tag) => (
        <span key={tag} className="text-accent">
          @{tag}
        </span>
      ))}
      {showList && (
        <span className="inline-flex items-center gap-1">
          {list ? (
            <ListDot color={list.color} className="size-2" />
          ) : (
            <Inbox aria-hidden className="size-3" />
          )}
          {list ? listTitle(list) : 'Inbox'}
        </span>
      )}
    </div>
  )
}

function RepeatText({ repeat }: { repeat: NonNullable<Todo['repeat']> }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Repeat aria-hidden className="size-3.5" />
      {useRepeatText(repeat)}
    </span>
  )
}
