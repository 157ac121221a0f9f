/// <reference lib="webworker" />
import { serveInWorker } from '@/lib/search-index/index-server'
import { rowsIndexServer } from '@/lib/search-index/rows-index-server'
import { TODO_ROWS } from './todos-index-text'
import { todosIndex } from './todo-search'

/** The todos' search, off the page (`todos-index.ts`): fed by the page, or reading their rows itself. */
serveInWorker((post) => rowsIndexServer(todosIndex(), TODO_ROWS, post))
