import { indexFor } from '@/lib/search-index/index-for'
import { indexInThread } from '@/lib/search-index/index-in-worker'
import { rowsIndexFor } from '@/lib/search-index/index-of-rows'
import { rowsIndexServer } from '@/lib/search-index/rows-index-server'
import { TODO_ROWS, TODO_TEXT } from './todos-index-text'

/** The todos' search worker (one per index). */
const worker = () =>
  new Worker(new URL('./todos-index.worker.ts', import.meta.url), {
    type: 'module',
    name: 'hearth-todos-search',
  })

/** The search the worker keeps, for a page without workers (tests): in this thread instead. */
const index = () => import('./todo-search').then((module) => module.todosIndex())

/**
 * The search of a workspace's todos (`owner`: its todos' store), in a worker: the palette's
 * keys never wait for a scan of every todo.
 */
export const todosIndexFor = indexFor(TODO_TEXT, worker, index)

/**
 * The search of a workspace's todos that reads their rows itself, in a worker (the search
 * palette, when the page does not hold every todo): answers carry the todos found.
 */
export const todosRowsIndexFor = rowsIndexFor(() =>
  typeof Worker === 'function'
    ? worker()
    : indexInThread(index, (loaded, post) => rowsIndexServer(loaded, TODO_ROWS, post)),
)
