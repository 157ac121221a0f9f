import type { Todo } from '@/data/records/todo'
import { followRows } from '@/data/rows-in-worker'
import type { IndexedKind } from '@/lib/search-index/index-in-worker'
import type { RowsOfIndex } from '@/lib/search-index/rows-index-server'

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

/** The todos' search that reads their rows in its worker: answers carry the todos found. */
export const TODO_ROWS: RowsOfIndex = {
  text: (record) => TODO_TEXT.text(record as unknown as Todo),
  follow: (db, collection, sink) => followRows(db, collection as 'todos', sink),
}
