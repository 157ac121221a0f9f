import { X } from 'lucide-react'
import { useEffect, useId, useMemo, useRef } from 'react'
import { Link } from 'react-router'
import { IconButton } from '@/components/ui/icon-button'
import { Spinner } from '@/components/ui/spinner'
import { useRecords } from '@/data/hooks'
import type { RowRange } from '@/data/row-query'
import { dueDays } from '@/data/row-range'
import { useRecordsSoon } from '@/data/soon-hooks'
import { usePreferencesStore } from '@/data/preferences-store'
import { formatTimeOfDay, shortDay } from '@/lib/format'
import { dayStart, describeDay } from '../model/days'
import { byDue } from '../model/views'

/** A day's heading: 'Today · Mon 24 Nov', or 'Fri 28 Nov'. */
function dayHeading(day: string, today: string): string {
  const short = shortDay(dayStart(day))
  const relative = describeDay(day, today)
  const year = day.slice(0, 4) === today.slice(0, 4) ? '' : ` ${day.slice(0, 4)}`
  return ['Today', 'Tomorrow', 'Yesterday'].includes(relative)
    ? `${relative} · ${short}`
    : `${short}${year}`
}

/**
 * The open todos due on a day, under the calendar: each links to its details in Todos, as a
 * todo found in the search palette does.
 */
export function DayTodos({
  day,
  today,
  onClose,
}: {
  day: string
  today: string
  onClose: () => void
}) {
  // The day's open todos, from the row store while the todos are not in memory.
  const where = useMemo<RowRange>(() => dueDays(day, day), [day])
  const todos = useRecordsSoon('todos', where)
  const clock = usePreferencesStore((state) => state.clockFormat)
  const lists = useRecords('todoLists')
  const listIds = useMemo(() => new Set(lists.map((l) => l.id)), [lists])
  const due = useMemo(
    () => todos?.filter((t) => !t.done && t.due === day).sort(byDue),
    [todos, day],
  )
  const headingId = useId()
  const section = useRef<HTMLElement>(null)
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'nearest' })
  }, [day])

  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      className="rounded-md border border-border p-2 pt-1"
    >
      <div className="flex items-center gap-1">
        <h4 id={headingId} className="mr-auto truncate text-sm font-medium">
          {dayHeading(day, today)}
        </h4>
        <IconButton size="sm" label="Close day" onClick={onClose}>
          <X />
        </IconButton>
      </div>
      {!due ? (
        <Spinner label="Loading todos" />
      ) : due.length === 0 ? (
        <p className="text-xs text-fg-muted">Nothing due.</p>
      ) : (
        <ul aria-labelledby={headingId} className="space-y-0.5">
          {due.map((todo) => {
            const where = todo.listId && listIds.has(todo.listId) ? todo.listId : 'inbox'
            return (
              <li key={todo.id} className="flex items-baseline gap-2 text-sm">
                <Link
                  to={`/todos/${encodeURIComponent(where)}?todo=${encodeURIComponent(todo.id)}`}
                  className="min-w-0 flex-1 truncate hover:underline"
                >
                  {todo.title.trim() || 'Untitled'}
                </Link>
                {todo.dueTime && (
                  <span className="shrink-0 text-xs text-fg-muted tabular-nums">
                    {formatTimeOfDay(todo.dueTime, clock)}
                  </span>
                )}
                {day < today && (
                  <span className="shrink-0 text-xs font-medium text-error">Overdue</span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
