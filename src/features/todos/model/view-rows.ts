import type { RowRange } from '@/data/row-query'
import { COMPLETED_TODOS, dueDays } from '@/data/row-range'
import { shiftDay } from './days'
import { UPCOMING_DAYS, type TodoView } from './views'

/** A range no todo is in: a missing list reads nothing. */
const NOTHING: RowRange = { index: 'collection', lower: 'todos\u0000', upper: 'todos\u0000' }

/**
 * The range of the row store that holds every todo a view can show (`selectTodos` then picks
 * and orders them), so a screen reads a list's or a few days' todos, not all of them; a missing
 * list's is empty; Completed's, the done todos (newest completed first).
 */
export function viewRows(view: TodoView, today: string): RowRange {
  if (view.kind === 'missing') return NOTHING
  if (view.kind === 'list')
    return { index: 'parent', lower: ['todos', view.id, 0], upper: ['todos', view.id, 0, []] }
  // Open todos without a list; those whose list is gone count as the Inbox's too, so this is
  // only the Inbox's first rows (`isPartial`), until every todo is read.
  if (view.id === 'inbox')
    return { index: 'parent', lower: ['todos', '', 0], upper: ['todos', '', 0, []] }
  // Open todos by due day; every day ('YYYY-MM-DD') sorts after '0', no due day ('') before it.
  if (view.id === 'today') return dueDays('0', today)
  if (view.id === 'upcoming') return dueDays('0', shiftDay(today, UPCOMING_DAYS - 1))
  return COMPLETED_TODOS
}

/** Whether a view's range may miss some of its todos (the Inbox: todos whose list is gone). */
export const isPartial = (view: TodoView) => view.kind === 'smart' && view.id === 'inbox'
