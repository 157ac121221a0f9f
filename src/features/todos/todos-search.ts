import { CircleCheck, Circle, ListTodo } from 'lucide-react'
import { usePreferencesStore } from '@/data/preferences-store'
import type { Todo } from '@/data/records/todo'
import type { TodoList } from '@/data/records/todo-list'
import type { WorkspaceHandle } from '@/data/workspace-handle'
import { openedWorkspace } from '@/data/workspaces'
import { plural } from '@/lib/format'
import { prepareRows, searchRows } from '@/lib/search-index/index-of-rows'
import type { SearchResult } from '@/lib/search-providers'
import { dayOf } from './model/days'
import { matchTodoLists } from './model/todo-search'
import { todosIndexFor, todosRowsIndexFor } from './model/todos-index'
import { dueLabel, listTitle } from './model/views'

/** Most todos the palette lists for one query. */
const LIMIT = 8

/** Todos matching a query (title, tags, notes), open ones first; each opens its details. */
export async function searchTodos(query: string): Promise<SearchResult[]> {
  if (!query.trim()) return []
  // Searched as the page starts, the workspace is not open yet: its answers once it is.
  const workspace = await openedWorkspace()
  if (!workspace) return []
  const lists = new Map(workspace.records('todoLists').map((l) => [l.id, l]))
  const today = dayOf(new Date())
  const clock = usePreferencesStore.getState().clockFormat
  const found = (await foundInRows(workspace, query)) ?? (await foundOnPage(workspace, query))
  return found.map((todo) => {
    const list = todo.listId ? lists.get(todo.listId) : undefined
    const where = list ? listTitle(list) : 'Inbox'
    const due = dueLabel(todo, today, clock)
    return {
      id: `todo:${todo.id}`,
      item: todo.id,
      title: todo.title.trim() || 'Untitled',
      detail: [todo.done ? 'Done' : due && `Due ${due}`, where, ...todo.tags.map((t) => `@${t}`)]
        .filter(Boolean)
        .join(' · '),
      icon: todo.done ? CircleCheck : Circle,
      run: ({ navigate }) =>
        navigate(
          `/todos/${todo.done ? 'completed' : encodeURIComponent(list ? list.id : 'inbox')}?todo=${encodeURIComponent(todo.id)}`,
        ),
    }
  })
}

/** Todo lists whose name matches a query; each opens its list. */
export async function searchTodoLists(query: string): Promise<SearchResult[]> {
  if (!query.trim()) return []
  // Searched as the page starts, the workspace is not open yet: its answers once it is.
  const workspace = await openedWorkspace()
  if (!workspace) return []
  const lists = matchTodoLists(workspace.records('todoLists'), query, LIMIT)
  if (!lists.length) return []
  const open = await openTodos(workspace, lists)
  return lists.map((list) => ({
    id: `todo-list:${list.id}`,
    item: list.id,
    title: listTitle(list),
    detail: `List · ${plural(open.get(list.id) ?? 0, 'open todo')}`,
    icon: ListTodo,
    run: ({ navigate }) => navigate(`/todos/${encodeURIComponent(list.id)}`),
  }))
}

/** Starts the worker that reads the todos' rows, as the palette opens (`prepareRows`). */
export const prepareTodosSearch = () => prepareRows(openedWorkspace(), 'todos', todosRowsIndexFor)

/**
 * Searched in a worker that reads the todos' rows itself, and answers with those found: the
 * page never reads every todo. Null when the page holds them all already (searched there) or
 * the rows cannot answer now.
 */
async function foundInRows(workspace: WorkspaceHandle, query: string): Promise<Todo[] | null> {
  return searchRows(workspace, 'todos', todosRowsIndexFor, query, { limit: LIMIT })
}

/** Searched among every todo, read onto the page (from rows, or its document). */
async function foundOnPage(workspace: WorkspaceHandle, query: string): Promise<Todo[]> {
  const store = await workspace.complete('todos')
  // Searched in a worker, which the page sends the todos that changed since the last search.
  const index = todosIndexFor(store)
  index.follow(store.getAll())
  return (await index.search(query, LIMIT)).flatMap((id) => store.get(id) ?? [])
}

/** Each list's open todos: counted on their rows (no todo read), or among every todo. */
async function openTodos(
  workspace: WorkspaceHandle,
  lists: readonly TodoList[],
): Promise<Map<string, number>> {
  const counted = workspace.countRows(
    'parent',
    lists.map((list) => [
      ['todos', list.id, 0],
      ['todos', list.id, 0, []],
    ]),
  )
  const counts = await counted?.catch(() => null)
  if (counts) return new Map(lists.map((list, i) => [list.id, counts[i] ?? 0]))
  const open = new Map<string, number>()
  for (const todo of (await workspace.complete('todos')).getAll())
    if (!todo.done && todo.listId) open.set(todo.listId, (open.get(todo.listId) ?? 0) + 1)
  return open
}
