import { ListTodo } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import { Link } from 'react-router'
import { WidgetLoading } from '@/components/widgets/widget-loading'
import { useWorkspace } from '@/data/hooks'
import type { RowRange } from '@/data/row-query'
import { inMemory, useRecordsSoon, useRowPage } from '@/data/soon-hooks'
import type { Todo } from '@/data/records/todo'
import type { TodoList } from '@/data/records/todo-list'
import { useAlignedNow } from '@/hooks/use-aligned-now'
import type { WidgetProps } from '@/lib/widget-registry'
import { formatCount, plural } from '@/lib/format'
import { useTodoActions } from '../hooks/use-todo-actions'
import { dayOf } from '../model/days'
import {
  canAdd,
  isOverdue,
  resolveView,
  selectTodos,
  sortLists,
  type TodoGroup,
} from '../model/views'
import { isPartial, viewRows } from '../model/view-rows'
import { TodoWidgetRow } from './todo-widget-row'
import { WidgetQuickAdd } from './widget-quick-add'
import type { TODOS_WIDGET_OPTIONS } from './widget-options'
import { useStepLimit } from '@/lib/use-in-steps'

/** Most rows the widget renders, so 10,000 todos never slow the Overview; Todos shows the rest. */
export const ROW_LIMIT = 50
/** Rows drawn in the first frame: more than the widget shows at its default size. */
const FIRST_ROWS = 12

const EMPTY_TEXT: Record<string, string> = {
  inbox: 'Your Inbox is empty',
  today: 'Nothing due today',
  upcoming: 'Nothing due in the next 14 days',
  completed: 'Nothing completed yet',
}

const LINK = 'text-xs text-fg underline underline-offset-4 hover:decoration-2'

/** The first `limit` todos of the groups (groups left empty dropped) and how many are left out. */
export function capGroups(groups: readonly TodoGroup[], limit: number) {
  const shown: TodoGroup[] = []
  let room = limit
  let hidden = 0
  for (const group of groups) {
    const todos = group.todos.slice(0, Math.max(room, 0))
    room -= todos.length
    hidden += group.todos.length - todos.length
    if (todos.length) shown.push({ ...group, todos })
  }
  return { shown, hidden, total: limit - room + hidden }
}

/** The Overview's todos widget: a list or a smart view, with quick add and inline completion. */
export default function TodosWidget(props: WidgetProps<typeof TODOS_WIDGET_OPTIONS>) {
  const storedLists = useRecordsSoon('todoLists')
  if (!storedLists) return <WidgetLoading label="Loading todos" />
  return <ViewTodos {...props} storedLists={storedLists} />
}

/** Reads only the todos the view can show (its range of the row store), when it can. */
function ViewTodos(
  props: WidgetProps<typeof TODOS_WIDGET_OPTIONS> & { storedLists: readonly TodoList[] },
) {
  const { options, storedLists } = props
  const today = dayOf(useAlignedNow('minute'))
  const where = useMemo(() => {
    const view = resolveView(options.show, storedLists)
    // The Inbox's range may miss todos whose list is gone: the widget reads them all.
    return isPartial(view) ? null : viewRows(view, today)
  }, [options.show, storedLists, today])
  // The view's first rows and its count, while the todos are not in memory: 50 of thousands.
  const loaded = inMemory(useWorkspace().storeIfReady('todos'))
  const page = useRowPage('todos', where ?? NO_RANGE, ROW_LIMIT, !!where && !loaded)
  const todos = useRecordsSoon('todos', page === null ? where : false)
  if (page) return <TodosShown {...props} todos={page.records} count={page.total} />
  if (page === undefined || !todos) return <WidgetLoading label="Loading todos" />
  return <TodosShown {...props} todos={todos} />
}

/** Stands for no range where there is none (the page is then off). */
const NO_RANGE: RowRange = { index: 'collection', lower: 'todos', upper: 'todos' }

function TodosShown({
  options,
  todos,
  storedLists,
  count,
}: WidgetProps<typeof TODOS_WIDGET_OPTIONS> & {
  todos: readonly Todo[]
  storedLists: readonly TodoList[]
  /**
   * How many the view holds, when `todos` are only its first (`useRowPage`); null while they
   * are counted (the count and 'And … more' come then).
   */
  count?: number | null
}) {
  const lists = useMemo(() => sortLists(storedLists), [storedLists])
  const byId = useMemo(() => new Map(lists.map((l) => [l.id, l])), [lists])
  const actions = useTodoActions()
  const now = useAlignedNow('minute')
  const today = dayOf(now)
  const view = useMemo(() => resolveView(options.show, lists), [options.show, lists])
  const groups = useMemo(() => selectTodos(todos, view, lists, today), [todos, view, lists, today])
  const capped = useMemo(() => capGroups(groups, ROW_LIMIT), [groups])
  // The first rows in the frame that shows them, the rest right after (`useStepLimit`).
  const drawn = useStepLimit(capped.total - capped.hidden, FIRST_ROWS)
  const shown = useMemo(() => capGroups(capped.shown, drawn).shown, [capped, drawn])
  const counting = count === null
  const total = count ?? capped.total
  const hidden = counting ? 0 : total - (capped.total - capped.hidden)

  if (view.kind === 'missing')
    return (
      <div className="flex h-full min-h-0 flex-col">
        <Empty>
          <p className="font-medium">This list no longer exists</p>
          <p className="text-xs text-fg-muted">Choose another in Widget settings.</p>
          <Link to="/todos" className={LINK}>
            Open Todos
          </Link>
        </Empty>
      </div>
    )

  const route = `/todos/${encodeURIComponent(view.id)}`
  const showList = view.kind === 'smart' && view.id !== 'inbox'
  return (
    <div data-todos-widget className="flex h-full min-h-0 flex-col gap-2">
      {canAdd(view) && <WidgetQuickAdd view={view} lists={lists} actions={actions} />}
      {total === 0 && !counting ? (
        <Empty>
          <p className="font-medium">
            {view.kind === 'smart' ? EMPTY_TEXT[view.id] : 'No open todos in this list'}
          </p>
          <Link to={route} className={LINK}>
            Open {view.title} in Todos
          </Link>
        </Empty>
      ) : (
        <>
          <div className="-mx-1 min-h-0 flex-1 overflow-auto">
            {shown.map((group) => (
              <div key={group.key}>
                {group.title && (
                  <h3 className="px-1 pt-1 text-xs font-medium text-fg-muted">{group.title}</h3>
                )}
                <ul aria-label={group.title ?? view.title}>
                  {group.todos.map((todo) => (
                    <TodoWidgetRow
                      key={todo.id}
                      todo={todo}
                      list={(todo.listId && byId.get(todo.listId)) || null}
                      showList={showList}
                      href={`${route}?todo=${encodeURIComponent(todo.id)}`}
                      today={today}
                      overdue={isOverdue(todo, now)}
                      actions={actions}
                    />
                  ))}
                </ul>
              </div>
            ))}
            {hidden > 0 && (
              <Link to={route} className={`${LINK} mx-1 mt-1 inline-block`}>
                And {formatCount(hidden)} more
              </Link>
            )}
          </div>
          <div className="flex shrink-0 items-center justify-between gap-2 text-xs text-fg-muted">
            <span>{counting ? '' : plural(total, 'todo')}</span>
            <Link to={route} className={LINK}>
              Open in Todos
            </Link>
          </div>
        </>
      )}
    </div>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-1 overflow-auto text-center text-sm">
      <ListTodo aria-hidden className="size-6 shrink-0 text-fg-muted" />
      {children}
    </div>
  )
}
