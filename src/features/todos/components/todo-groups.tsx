import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { TodoList } from '@/data/records/todo-list'
import { useLatest } from '@/hooks/use-latest'
import { useSortableIds } from '@/hooks/use-sortable-ids'
import type { TodoActions } from '../hooks/use-todo-actions'
import { useRevealedRow } from '../hooks/use-revealed-row'
import { isOverdue, PAGE, type TodoGroup } from '../model/views'
import { TodoRow } from './todo-row'

/** How far below the screen the end of a group is when its next rows are rendered. */
const AHEAD = '800px'
/**
 * Rows in the first frame, in the whole view (what a laptop screen shows): the first groups take
 * them, the later ones show their heading only. The rest follows in a render React may interrupt.
 * Per group, Upcoming's fifteen groups made 180 rows, and its first frame took 3 times Completed's.
 */
export const FIRST = 12

export interface TodoGroupsProps {
  groups: readonly TodoGroup[]
  lists: readonly TodoList[]
  today: string
  now: Date
  sortable: boolean
  showList: boolean
  actions: TodoActions
  label: string
}

/** A view's todos, in their groups (Overdue, a day of Upcoming), each a sortable list. */
export function TodoGroups({ groups, label, ...rest }: TodoGroupsProps) {
  const byId = useMemo(() => new Map(rest.lists.map((l) => [l.id, l])), [rest.lists])
  const firsts = firstRows(groups)
  return (
    <div className="space-y-5">
      {groups.map((group, i) => (
        <section key={group.key} aria-label={group.title ?? label}>
          {group.title && (
            <h2
              className={
                group.key === 'overdue'
                  ? 'mb-1 border-b border-border pb-1 text-sm font-semibold text-error'
                  : 'mb-1 border-b border-border pb-1 text-sm font-semibold'
              }
            >
              {group.title}
              <span className="ml-2 font-normal text-fg-muted">{group.todos.length}</span>
            </h2>
          )}
          <Group
            group={group}
            byId={byId}
            label={group.title ?? label}
            first={firsts[i]!}
            {...rest}
          />
        </section>
      ))}
    </div>
  )
}

/** Each group's rows in the first frame: `FIRST` in all, shared out among the groups in order. */
function firstRows(groups: readonly TodoGroup[]): number[] {
  let left = FIRST
  return groups.map(({ todos }) => {
    const first = Math.min(left, todos.length)
    left -= first
    return first
  })
}

function Group({
  group,
  byId,
  label,
  lists,
  today,
  now,
  sortable,
  showList,
  actions,
  first,
}: Omit<TodoGroupsProps, 'groups'> & {
  group: TodoGroup
  byId: Map<string, TodoList>
  /** Rows in the first frame (when the group mounts), and at least from then on. */
  first: number
}) {
  const [pages, setPages] = useState(1)
  const todos = group.todos
  // The row with focus stays rendered when a move (Alt+↓ on the last row shown) takes it past
  // what is shown: the page it lands on is shown.
  const [focused, setFocused] = useState<string | null>(null)
  const focusedAt = focused ? todos.findIndex((todo) => todo.id === focused) : -1
  // So does the row of a todo asked for (its address), scrolled into view.
  const list = useRef<HTMLUListElement>(null)
  const total = Math.max(group.total ?? 0, todos.length)
  const revealAt = useRevealedRow({
    todos,
    total,
    more: group.more,
    pages,
    setPages,
    list,
  })
  const needed = Math.max(focusedAt, revealAt)
  if (needed >= pages * PAGE) setPages(Math.ceil((needed + 1) / PAGE))
  const deferred = useDeferredValue(pages * PAGE, first)
  // Never fewer than the group's share of a first frame now: rows that arrive before the
  // deferred render (a view's todos read a moment after it mounted) show at once.
  const shown = Math.max(deferred, first, needed + 1)
  const visible = useMemo(
    () => (todos.length > shown ? todos.slice(0, shown) : todos),
    [todos, shown],
  )
  const ids = useSortableIds(visible)
  // Rows read their neighbours through a stable function: one todo's change re-renders one row.
  const siblingsOf = useLatest(todos)
  // Scrolled near the end of what is rendered (and that is on screen): the next rows.
  const more = useRef<HTMLButtonElement>(null)
  // A group read a page at a time (Completed) holds more than its todos so far: `total`.
  const hasMore = total > pages * PAGE
  const rendered = shown >= Math.min(pages * PAGE, todos.length)
  const readMore = group.more
  useEffect(() => {
    if (readMore && pages * PAGE >= todos.length && total > todos.length) readMore()
  }, [readMore, pages, todos.length, total])
  useEffect(() => {
    const button = more.current
    if (!hasMore || !rendered || !button || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setPages((n) => n + 1)
      },
      { rootMargin: `${AHEAD} 0px` },
    )
    observer.observe(button)
    return () => observer.disconnect()
  }, [hasMore, rendered, pages])
  return (
    <>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!sortable}>
        <ul
          ref={list}
          aria-label={label}
          className="flex flex-col"
          onFocus={(event) => {
            const row = event.target.closest<HTMLElement>('[data-todo-id]')
            setFocused(row?.dataset.todoId ?? null)
          }}
          onBlur={(event) => {
            // Focus that goes nowhere (the row moved in the page) comes back to the row.
            if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget))
              setFocused(null)
          }}
        >
          {visible.map((todo) => (
            <TodoRow
              key={todo.id}
              todo={todo}
              list={todo.listId ? (byId.get(todo.listId) ?? null) : null}
              showList={showList}
              lists={lists}
              today={today}
              overdue={isOverdue(todo, now)}
              sortable={sortable}
              siblingsOf={siblingsOf}
              actions={actions}
            />
          ))}
        </ul>
      </SortableContext>
      {hasMore && (
        <Button
          ref={more}
          look="ghost"
          size="sm"
          className="mt-2"
          onClick={() => setPages((n) => n + 1)}
        >
          Show {Math.min(PAGE, total - pages * PAGE)} more of {total - pages * PAGE}
        </Button>
      )}
    </>
  )
}
