/// <reference lib="webworker" />
import { serveIndexInWorker } from '@/lib/search-index/index-server'
import { todosIndex } from './todo-search'

/** The todos' search, off the page (`todos-index.ts`). */
serveIndexInWorker(todosIndex())
