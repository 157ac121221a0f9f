import { useCallback, useMemo, useState } from 'react'
import { useWorkspace } from '@/data/hooks'
import { dueDays } from '@/data/row-range'
import { inMemory, useRecordsSoon } from '@/data/soon-hooks'
import { useRowCounts } from '@/data/use-row-counts'
import { useGrowingPage } from '@/data/use-growing-page'
import type { TodoList } from '@/data/records/todo-list'
import { isPartial, viewRows } from '../model/view-rows'
import { useTodosUi } from '../model/todos-ui-store'
import { keepRow, openCounts, placeOf, selectTodos, type TodoView } from '../model/views'

/** Done todos Completed reads at a time from the row store (four pages of its rows). */
const COMPLETED_PAGE = 200
/**
 * Done todos Completed reads as it opens: its first page of rows (`PAGE`, 50) and a few more,
 * so that its first rows do not wait for 200 to be read.
 */
const COMPLETED_FIRST = 60

const NO_COUNTS: ReadonlyMap<string, number> = new Map()

/** The range of open todos without a list (the Inbox's, but for those whose list is gone). */
const NO_LIST: [IDBValidKey, IDBValidKey] = [
  ['todos', '', 0],
  ['todos', '', 0, []],
]

/**
 * The side list's open counts (`openCounts`) from the row store's counts: each list's open
 * todos (`parent`), Today's and every open todo's (`due`; the Inbox holds those no list
 * counts: without a list, or whose list is gone), and how many of the Inbox's are of a list
 * that is gone (`orphans`: its range of todos without a list misses them). Undefined until
 * counted; null when not `enabled` or the rows cannot count.
 */
function useOpenRowCounts(lists: readonly TodoList[], today: string, enabled: boolean) {
  const parentRanges = useMemo(
    () => [
      ...lists.map((list): [IDBValidKey, IDBValidKey] => [
        ['todos', list.id, 0],
        ['todos', list.id, 0, []],
      ]),
      NO_LIST,
    ],
    [lists],
  )
  const dueRanges = useMemo((): [IDBValidKey, IDBValidKey][] => {
    const dueToday = dueDays('0', today)
    return [
      [dueToday.lower, dueToday.upper],
      [
        ['todos', 0],
        ['todos', 0, []],
      ],
    ]
  }, [today])
  const perParent = useRowCounts('todos', 'parent', parentRanges, enabled)
  const due = useRowCounts('todos', 'due', dueRanges, enabled)
  return useMemo(() => {
    if (perParent === null || due === null) return null
    if (!perParent || !due) return undefined
    const counts = new Map<string, number>()
    let inLists = 0
    lists.forEach((list, i) => {
      if (perParent[i]) counts.set(list.id, perParent[i])
      inLists += perParent[i]!
    })
    if (due[0]) counts.set('today', due[0])
    const inbox = Math.max(0, due[1]! - inLists)
    if (inbox) counts.set('inbox', inbox)
    return {
      counts: counts as ReadonlyMap<string, number>,
      orphans: Math.max(0, inbox - perParent[lists.length]!),
    }
  }, [perParent, due, lists])
}

/**
 * What the Todos screen shows of its view: the view's groups (null until its todos are read),
 * and the side list's open counts (empty until counted). A list, Today and Upcoming read only
 * their own todos, from the row store when the todos are not in memory yet (a list of 250
 * among 50,000 todos shows without reading the others), and the counts come from the row
 * store's counts; the Inbox too, unless a list some of its todos had is gone; Completed reads
 * its done todos a page at a time, newest completed first, as its rows are shown (its group's
 * `total` and `more`).
 */
export function useViewTodos(
  view: TodoView,
  viewId: string,
  lists: readonly TodoList[],
  today: string,
) {
  const where = useMemo(() => viewRows(view, today), [view, today])
  const workspace = useWorkspace()
  // Completed holds thousands at scale: read a page at a time, newest completed first, as its
  // rows are scrolled to (where the rows cannot page them, every done todo).
  const completed = view.kind === 'smart' && view.id === 'completed'
  const paged = useGrowingPage(
    'todos',
    where,
    COMPLETED_PAGE,
    completed && !inMemory(workspace.storeIfReady('todos')),
    COMPLETED_FIRST,
  )
  const inRange = useRecordsSoon('todos', paged === null ? where : false)
  const inView = paged ? paged.records : inRange
  // The side list's counts from the row store while the todos are not in memory: a list's
  // open todos, Today's and every open todo (the Inbox's are the rest), no todo read.
  const rowCounts = useOpenRowCounts(lists, today, !inMemory(workspace.storeIfReady('todos')))
  // Every todo only where a view needs them (the Inbox when some of its todos' list is gone,
  // which its range misses) or the rows cannot count.
  const needAll = rowCounts === null || (isPartial(view) && !!rowCounts?.orphans)
  const all = useRecordsSoon('todos', needAll ? undefined : false)
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
  const groups = useMemo(() => {
    const kept = selected && keepRow(selected, held.place, heldTodo ? [heldTodo] : [])
    // Completed's one group, read a page at a time: how many there are, and the next page.
    if (!kept || !paged || all) return kept
    return kept.map((group) => ({ ...group, total: paged.total ?? undefined, more: paged.more }))
  }, [selected, held.place, heldTodo, paged, all])
  const counts = useMemo(
    () => (all ? openCounts(all, lists, today) : (rowCounts?.counts ?? NO_COUNTS)),
    [all, lists, today, rowCounts],
  )
  // For actions: the todo as the page has it, without decoding the document.
  const todo = useCallback((id: string) => workspace.known('todos', id), [workspace])
  // Read from rows after a start from rows, without decoding the document.
  const allTodos = useCallback(
    async () => (await workspace.complete('todos')).getAll(),
    [workspace],
  )
  return { groups, counts, todo, allTodos }
}
