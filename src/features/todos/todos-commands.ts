import { ListPlus } from 'lucide-react'
import type { Command } from '@/lib/command-registry'
import type { SearchProvider } from '@/lib/search-providers'
import { requestQuickAdd } from './model/todos-ui-store'

/** Todos' commands: for the palette, and their keys (on Todos screens only). */
export const TODOS_COMMANDS: Command[] = [
  {
    id: 'todos:new',
    title: 'New todo',
    section: 'Todos',
    icon: ListPlus,
    keywords: ['todo', 'task', 'add', 'quick add', 'create'],
    // The palette offers it everywhere; the key works in Todos, outside text fields.
    shortcut: 'Q',
    when: { screen: '/todos' },
    run: ({ navigate }) => {
      // Completed has no 'Add a todo' (what is added there is open): the Inbox's field it is.
      const path = location.hash.slice(1).split('?')[0]!
      if (!path.startsWith('/todos') || path === '/todos/completed') navigate('/todos')
      // The field may mount after the navigation: it reads the request when it does.
      requestQuickAdd()
    },
  },
  // Keys the todo rows handle themselves, listed for 'Keyboard shortcuts'.
  ...(
    [
      ['move-up', 'Move todo up', 'Alt+ArrowUp'],
      ['move-down', 'Move todo down', 'Alt+ArrowDown'],
    ] as const
  ).map(([id, title, shortcut]): Command => ({
    id: `todos:${id}`,
    title,
    section: 'Todos',
    shortcut,
    when: { screen: '/todos' },
    local: true,
    palette: false,
    run: () => {},
  })),
]

/** Todos in the search palette, by title, tags and notes. */
export const TODOS_SEARCH: SearchProvider = {
  id: 'todos',
  group: 'Todos',
  search: async (query) => (await import('./todos-search')).searchTodos(query),
  prepare: () => import('./todos-search').then((module) => module.prepareTodosSearch()),
}

/** Todo lists in the search palette, by name; each opens its list. */
export const TODO_LISTS_SEARCH: SearchProvider = {
  id: 'todo-lists',
  group: 'Todo lists',
  search: async (query) => (await import('./todos-search')).searchTodoLists(query),
}
