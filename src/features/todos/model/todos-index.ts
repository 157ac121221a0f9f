import { sectionIndexes } from '@/lib/search-index/index-for'
import { TODO_ROWS, TODO_TEXT } from './todos-index-text'

/**
 * The search of a workspace's todos, in workers (the palette's keys never wait for a scan of
 * every todo): `todosIndexFor` (`owner`: its todos' store) where the page holds every todo, and
 * `todosRowsIndexFor`, which reads their rows itself where it does not: its answers carry the
 * todos found.
 */
export const { indexFor: todosIndexFor, rowsIndexFor: todosRowsIndexFor } = sectionIndexes(
  TODO_TEXT,
  TODO_ROWS,
  () =>
    new Worker(new URL('./todos-index.worker.ts', import.meta.url), {
      type: 'module',
      name: 'hearth-todos-search',
    }),
  () => import('./todo-search').then((module) => module.todosIndex()),
)
