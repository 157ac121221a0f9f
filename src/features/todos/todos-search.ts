import { CircleCheck, Circle } from 'lucide-react'
import { usePreferencesStore } from '@/data/preferences-store'
import { activeWorkspace } from '@/data/workspaces'
import type { SearchResult } from '@/lib/search-providers'
import { dayOf } from './model/days'
import { matchTodos } from './model/todo-search'
import { dueLabel, listTitle } from './model/views'

/** Most todos the palette lists for one query. */
const LIMIT = 8

/** Todos matching a query (title, tags, notes), open ones first; each opens its details. */
export function searchTodos(query: string): SearchResult[] {
  const workspace = activeWorkspace()
  if (!workspace || !query.trim()) return []
  const lists = new Map(workspace.records('todoLists').map((l) => [l.id, l]))
  const today = dayOf(new Date())
  const clock = usePreferencesStore.getState().clockFormat
  return matchTodos(workspace.records('todos'), query, LIMIT).map((todo) => {
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
