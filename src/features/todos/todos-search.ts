import { CircleCheck, Circle, ListTodo } from 'lucide-react'
import { usePreferencesStore } from '@/data/preferences-store'
import { openedWorkspace } from '@/data/workspaces'
import { plural } from '@/lib/format'
import type { SearchResult } from '@/lib/search-providers'
import { dayOf } from './model/days'
import { matchTodoLists } from './model/todo-search'
import { todosIndexFor } from './model/todos-index'
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
  // Every todo: read from rows first after a start from rows, without decoding the document.
  const store = await workspace.complete('todos')
  // Searched in a worker, which the page sends the todos that changed since the last search.
  const index = todosIndexFor(store)
  index.follow(store.getAll())
  const found = (await index.search(query, LIMIT)).flatMap((id) => store.get(id) ?? [])
  return found.map((todo) => {
    const list = todo.listId ? lists.get(todo.listId) : undefined
    const where = list ? listTitle(list) : 'Inbox'
    const due = dueLabel(todo, today, clock)
    return {
      id: `todo:${todo.id}`,
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
  const open = new Map<string, number>()
  // Every todo: read from rows first after a start from rows, without decoding the document.
  for (const todo of (await workspace.complete('todos')).getAll())
    if (!todo.done && todo.listId) open.set(todo.listId, (open.get(todo.listId) ?? 0) + 1)
  return lists.map((list) => ({
    id: `todo-list:${list.id}`,
    title: listTitle(list),
    detail: `List · ${plural(open.get(list.id) ?? 0, 'open todo')}`,
    icon: ListTodo,
    run: ({ navigate }) => navigate(`/todos/${encodeURIComponent(list.id)}`),
  }))
}
