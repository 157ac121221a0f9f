import type { Todo } from '@/data/records/todo'
import { indexFor } from '@/lib/search-index/index-for'
import type { IndexedKind } from '@/lib/search-index/index-in-worker'

/** A todo's words, as its search reads them (`todosIndex`: open todos first). */
export const TODO_TEXT: IndexedKind<Todo> = {
  text: (todo) => ({
    id: todo.id,
    title: todo.title,
    tags: todo.tags.join(' '),
    notes: todo.notes,
    done: todo.done ? 'done' : '',
  }),
  sameText: (a, b) =>
    a.title === b.title &&
    a.notes === b.notes &&
    a.done === b.done &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, i) => tag === b.tags[i]),
}

/**
 * The search of a workspace's todos (`owner`: its todos' store), in a worker: the palette's
 * keys never wait for a scan of every todo.
 */
export const todosIndexFor = indexFor(
  TODO_TEXT,
  () =>
    new Worker(new URL('./todos-index.worker.ts', import.meta.url), {
      type: 'module',
      name: 'hearth-todos-search',
    }),
  () => import('./todo-search').then((module) => module.todosIndex()),
)
