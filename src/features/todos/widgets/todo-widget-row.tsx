import { memo, type ChangeEvent } from 'react'
import { Link } from 'react-router'
import { focusWhenGone } from '@/components/focus-when-gone'
import { usePreferencesStore } from '@/data/preferences-store'
import type { Todo } from '@/data/records/todo'
import type { TodoList } from '@/data/records/todo-list'
import { cn } from '@/lib/cn'
import type { TodoActions } from '../hooks/use-todo-actions'
import { dueLabel, listTitle } from '../model/views'

const PRIORITY_BORDER = {
  1: 'border-error',
  2: 'border-warn',
  3: 'border-info',
  4: 'border-border-strong',
} as const

export interface TodoWidgetRowProps {
  todo: Todo
  /** Its list (null: the Inbox), shown when `showList`. */
  list: TodoList | null
  showList: boolean
  /** Where its title leads: its details, in Todos. */
  href: string
  today: string
  /** Past its due day or time: said in words, not colour alone. */
  overdue: boolean
  actions: TodoActions
}

/**
 * One todo in the todos widget: a checkbox named after its title (completing it the way the
 * Todos page does, toast and 'Undo' included), its title linking to it in Todos, and its due
 * day, priority and list.
 */
export const TodoWidgetRow = memo(function TodoWidgetRow({
  todo,
  list,
  showList,
  href,
  today,
  overdue,
  actions,
}: TodoWidgetRowProps) {
  const title = todo.title.trim() || 'Untitled'
  const clock = usePreferencesStore((state) => state.clockFormat)
  const due = dueLabel(todo, today, clock)

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    // A completed todo leaves the widget: the keyboard goes on to the next todo (in any of its
    // groups), else the one before, else the widget's 'Add a todo' or its link to Todos.
    const box = event.currentTarget
    const widget = box.closest('[data-todos-widget]')
    const boxes = widget ? [...widget.querySelectorAll<HTMLElement>('input[type=checkbox]')] : []
    const at = boxes.indexOf(box)
    const near = [
      ...(at < 0 ? [] : [boxes[at + 1], boxes[at - 1]]),
      widget?.querySelector<HTMLElement>('input[aria-label="Add a todo"], a[href]'),
    ]
    actions.toggle(todo)
    focusWhenGone(box, near)
  }

  return (
    <li className="flex items-start gap-2 rounded-md px-1 py-1 hover:bg-surface-2/60">
      <input
        type="checkbox"
        checked={todo.done}
        onChange={onChange}
        aria-label={title}
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded-full accent-(--accent)"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={href}
          className={cn(
            'line-clamp-2 text-sm break-words hover:underline',
            todo.done && 'text-fg-muted line-through',
          )}
        >
          {title}
        </Link>
        {(due || todo.priority || showList) && (
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-fg-muted">
            {due && (
              <span className={cn(overdue && 'font-medium text-error')}>
                {overdue && 'Overdue · '}
                {due}
              </span>
            )}
            {todo.priority && (
              <span className={cn('rounded-sm border px-1', PRIORITY_BORDER[todo.priority])}>
                <span aria-hidden>P{todo.priority}</span>
                <span className="sr-only">Priority {todo.priority}</span>
              </span>
            )}
            {showList && <span>{list ? listTitle(list) : 'Inbox'}</span>}
          </p>
        )}
      </div>
    </li>
  )
})
