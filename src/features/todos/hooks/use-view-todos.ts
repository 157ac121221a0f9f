import { useCallback, useMemo, useState } from 'react'
import { useWorkspace } from '@/data/hooks'
import { useRecordsSoon } from '@/data/soon-hooks'
import type { TodoList } from '@/data/records/todo-list'
import { isPartial, viewRows } from '../model/view-rows'
import { useTodosUi } from '../model/todos-ui-store'
import { keepRow, openCounts, placeOf, selectTodos, type TodoView } from '../model/views'

const NO_COUNTS: ReadonlyMap<string, number> = new Map()

/**
 * What the Todos screen shows of its view: the view's groups (null until its todos are read),
 * and the side list's open counts (empty until every todo is read). A list, Today and Upcoming
 * read only their own todos, from the row store when the todos are not in memory yet (a list of
 * 250 among 50,000 todos shows without reading the others); every todo follows in slices, for
 * the counts, with no frozen moment.
 */
export function useViewTodos(
  view: TodoView,
  viewId: string,
  lists: readonly TodoList[],
  today: string,
) {
  const where = useMemo(() => viewRows(view, today), [view, today])
  const inView = useRecordsSoon('todos', where)
  const all = useRecordsSoon('todos')
  const workspace = useWorkspace()
  // The Inbox's range misses todos whose list is gone: every todo, once read, is the truth.
  const source = isPartial(view) ? (all ?? inView) : inView
  const selected = useMemo(
    () => (source ? selectTodos(source, view, lists, today) : null),
    [source, view, lists, today],
  )
  // A row whose title is being edited stays where it was until the edit ends (keepRow).
  const editing = useTodosUi((state) => state.editingTitle)
  const [held, setHeld] = useState<{
    id: string | null
    viewId: string
    place: ReturnType<typeof placeOf>
  }>({
    id: null,
    viewId,
    place: null,
  })
  if (held.id !== editing || held.viewId !== viewId)
    setHeld({ id: editing, viewId, place: editing && selected ? placeOf(selected, editing) : null })
  // Before the document (a start from rows), only a store that holds every todo is asked.
  const known = workspace.storeIfReady('todos')
  const heldTodo = held.place && known && !known.isPartial ? known.get(held.place.id) : undefined
  const groups = useMemo(
    () => selected && keepRow(selected, held.place, heldTodo ? [heldTodo] : []),
    [selected, held.place, heldTodo],
  )
  const counts = useMemo(
    () => (all ? openCounts(all, lists, today) : NO_COUNTS),
    [all, lists, today],
  )
  // For actions: they read the store when they act (a write needs the document anyway).
  const todo = useCallback((id: string) => workspace.store('todos').get(id), [workspace])
  const allTodos = useCallback(() => workspace.store('todos').getAll(), [workspace])
  return { groups, counts, todo, allTodos }
}
