import {
  closestCenter,
  DndContext,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core'
import { ListTodo } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useDragSensors } from '@/components/use-drag-sensors'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { useAlignedNow } from '@/hooks/use-aligned-now'
import { useRecords } from '@/data/hooks'
import type { Todo } from '@/data/records/todo'
import type { TodoList } from '@/data/records/todo-list'
import { useTodoActions } from '../hooks/use-todo-actions'
import { useViewTodos } from '../hooks/use-view-todos'
import { dayOf } from '../model/days'
import { announce, openDetails, revealTodo, useTodosUi } from '../model/todos-ui-store'
import {
  canAdd,
  isSortable,
  listTitle,
  resolveView,
  sortLists,
  type TodoView,
} from '../model/views'
import { ListNameDialog } from './list-name-dialog'
import { QuickAdd } from './quick-add'
import { TodoDetailsDialog } from './todo-details'
import { TodoFilesMenu } from './todo-files-menu'
import { TodoGroups } from './todo-groups'
import { TodoSidebar } from './todo-sidebar'
import { ViewSelect } from './view-select'

const EMPTY_TEXT: Record<string, string> = {
  inbox: 'Nothing in your Inbox. Todos without a list land here.',
  today: 'Nothing due today. Enjoy the day.',
  upcoming: 'Nothing due in the next 14 days.',
  completed: 'Completed todos show up here.',
}

const titleOf = (todo: Todo | undefined) => `“${todo?.title.trim() || 'Untitled'}”`

/** Todos: the side list of views and lists, and the selected one's todos. */
export function TodosScreen({ viewId }: { viewId: string }) {
  const storedLists = useRecords('todoLists')
  const lists = useMemo(() => sortLists(storedLists), [storedLists])
  const actions = useTodoActions()
  // The current day, moving on at midnight on the minute (and the minute, for overdue times).
  const now = useAlignedNow('minute')
  const today = dayOf(now)
  const view = useMemo(() => resolveView(viewId, lists), [viewId, lists])
  const { groups, counts, todo: byId, allTodos } = useViewTodos(view, viewId, lists, today)
  const announcement = useTodosUi((state) => state.announcement)
  const [naming, setNaming] = useState<{ list: TodoList | null } | null>(null)
  const [params, setParams] = useSearchParams()

  // A row asked for in another view is not looked for in this one.
  useEffect(() => revealTodo(null), [viewId])
  // `?todo=<id>` (its address, the search palette) opens that todo's details, its row in view.
  const linked = params.get('todo')
  useEffect(() => {
    if (!linked) return
    openDetails(linked)
    revealTodo(linked)
    setParams(
      (p) => {
        p.delete('todo')
        return p
      },
      { replace: true },
    )
  }, [linked, setParams])
  useEffect(
    () => () => {
      openDetails(null)
      revealTodo(null)
    },
    [],
  )

  const sensors = useDragSensors()

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(byId(String(active.id)))}. Use the arrow keys to move it, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(byId(String(active.id)))} is over ${targetName(String(over.id))}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(byId(String(active.id)))} dropped on ${targetName(String(over.id))}.`
        : 'Dropped.',
    onDragCancel: ({ active }) => `Moving ${titleOf(byId(String(active.id)))} was cancelled.`,
  }
  const targetName = (id: string) => {
    if (id === 'target:inbox') return 'Inbox'
    if (id.startsWith('target:')) {
      const list = lists.find((l) => `target:${l.id}` === id)
      return list ? `list “${listTitle(list)}”` : 'a list'
    }
    return titleOf(byId(id))
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const todo = byId(String(active.id))
    if (!todo || !over) return
    const target = (over.data.current as { target?: string } | undefined)?.target
    if (target) {
      actions.moveTo(todo, target === 'inbox' ? null : (lists.find((l) => l.id === target) ?? null))
      return
    }
    if (over.id === active.id) return
    const group = groups?.find((g) => g.todos.some((t) => t.id === todo.id))
    if (!group) return
    const index = group.todos.findIndex((t) => t.id === over.id)
    if (index < 0) return
    actions.place(todo, group.todos, index)
    announce(`${titleOf(todo)} moved to position ${index + 1} of ${group.todos.length}.`)
  }

  const heading = view.kind === 'missing' ? 'List not found' : view.title
  const total = groups?.reduce((n, g) => n + g.todos.length, 0) ?? 0

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <div className="flex h-full min-h-0">
        <aside className="hidden w-60 shrink-0 overflow-y-auto border-r border-border bg-surface md:block">
          <TodoSidebar
            lists={lists}
            counts={counts}
            current={viewId}
            actions={actions}
            onNewList={() => setNaming({ list: null })}
            onRename={(list) => setNaming({ list })}
          />
        </aside>
        <div className="min-w-0 flex-1 overflow-y-auto">
          {/* The view's field and rows: where the keyboard goes when a todo leaves it. */}
          <div data-todos-view className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
            <div className="md:hidden">
              <ViewSelect lists={lists} current={viewId} counts={counts} />
            </div>
            <header className="flex flex-wrap items-center gap-2">
              <h1 className="mr-auto text-2xl font-semibold">{heading}</h1>
              {view.kind !== 'missing' && (
                <TodoFilesMenu
                  view={view}
                  lists={lists}
                  allTodos={allTodos}
                  onNewList={() => setNaming({ list: null })}
                  onRename={view.kind === 'list' ? () => setNaming({ list: view.list }) : undefined}
                  actions={actions}
                />
              )}
            </header>
            {view.kind === 'missing' ? (
              <EmptyState icon={ListTodo} title="This list does not exist">
                It may have been deleted, here or in another tab.{' '}
                <Link to="/todos" className="underline underline-offset-4">
                  Back to Todos
                </Link>
              </EmptyState>
            ) : (
              <>
                {canAdd(view) && <QuickAdd view={view} lists={lists} actions={actions} />}
                {!groups ? (
                  <Spinner label="Loading todos" />
                ) : total ? (
                  <TodoGroups
                    groups={groups}
                    lists={lists}
                    today={today}
                    now={now}
                    sortable={isSortable(view)}
                    showList={view.kind === 'smart' && view.id !== 'inbox'}
                    actions={actions}
                    label={view.title}
                  />
                ) : (
                  <EmptyState icon={ListTodo} title={emptyTitle(view)}>
                    {view.kind === 'smart'
                      ? EMPTY_TEXT[view.id]
                      : 'Type a todo above and press Enter.'}
                  </EmptyState>
                )}
              </>
            )}
          </div>
        </div>
      </div>
      <TodoDetailsDialog lists={lists} actions={actions} />
      <ListNameDialog
        open={!!naming}
        list={naming?.list ?? null}
        onClose={() => setNaming(null)}
        actions={actions}
      />
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </DndContext>
  )
}

function emptyTitle(view: TodoView) {
  if (view.kind !== 'smart') return 'No open todos'
  return view.id === 'completed' ? 'Nothing completed yet' : 'All clear'
}

/** Over a list in the side list, the pointer wins; otherwise the closest todo (keyboard too). */
const collision: CollisionDetection = (args) => {
  const targets = args.droppableContainers.filter((c) => String(c.id).startsWith('target:'))
  if (args.pointerCoordinates) {
    const over = pointerWithin({ ...args, droppableContainers: targets })
    if (over.length) return over
  }
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter(
      (c) => !String(c.id).startsWith('target:'),
    ),
  })
}
