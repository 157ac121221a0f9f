import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { TodoList } from '@/data/records/todo-list'
import type { TodoActions } from '../hooks/use-todo-actions'
import type { TodoGroup } from '../model/views'
import { TodoRow } from './todo-row'

/** Rows rendered at first in a group; 'Show more' adds as many again. */
export const PAGE = 200

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
  return (
    <div className="space-y-5">
      {groups.map((group) => (
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
          <Group group={group} byId={byId} label={group.title ?? label} {...rest} />
        </section>
      ))}
    </div>
  )
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
}: Omit<TodoGroupsProps, 'groups'> & { group: TodoGroup; byId: Map<string, TodoList> }) {
  const [shown, setShown] = useState(PAGE)
  const todos = group.todos
  const visible = todos.length > shown ? todos.slice(0, shown) : todos
  const ids = useMemo(() => visible.map((t) => t.id), [visible])
  return (
    <>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!sortable}>
        <ul aria-label={label} className="flex flex-col">
          {visible.map((todo) => (
            <TodoRow
              key={todo.id}
              todo={todo}
              list={todo.listId ? (byId.get(todo.listId) ?? null) : null}
              showList={showList}
              lists={lists}
              today={today}
              now={now}
              sortable={sortable}
              siblings={todos}
              actions={actions}
            />
          ))}
        </ul>
      </SortableContext>
      {todos.length > shown && (
        <Button look="ghost" size="sm" className="mt-2" onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(PAGE, todos.length - shown)} more of {todos.length - shown}
        </Button>
      )}
    </>
  )
}
