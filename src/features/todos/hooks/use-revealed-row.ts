import { useEffect, type RefObject } from 'react'
import type { Todo } from '@/data/records/todo'
import { PAGE } from '../model/views'
import { rowRevealed, useTodosUi } from '../model/todos-ui-store'

/**
 * Scrolls the row of the todo asked for (`revealId`: `?todo=<id>`) into view, once, when this
 * group has rendered it. Returns where it is among `todos` (-1 if not there), for the group to
 * render rows up to it for as long as it is asked for (rows rendered later would otherwise
 * take its place a moment). A group read a page at a time (Completed: `more`, `total`) reads
 * on until it has come, its rows shown to the end of those read so that the next page is read.
 */
export function useRevealedRow({
  todos,
  total,
  more,
  pages,
  setPages,
  list,
}: {
  todos: readonly Todo[]
  total: number
  more: (() => void) | undefined
  pages: number
  setPages: (pages: number) => void
  list: RefObject<HTMLElement | null>
}): number {
  const id = useTodosUi((state) => state.revealId)
  const revealed = useTodosUi((state) => state.revealed)
  const at = id ? todos.findIndex((todo) => todo.id === id) : -1
  const wanted = !!id && !revealed
  const readOn = wanted && at < 0 && !!more && total > todos.length && pages * PAGE < todos.length
  useEffect(() => {
    if (readOn) setPages(Math.ceil(todos.length / PAGE))
  }, [readOn, todos.length, setPages])
  // The group renders rows up to `at` in the same render.
  useEffect(() => {
    if (!wanted || at < 0) return
    const row = list.current?.querySelector(`[data-todo-id="${window.CSS.escape(id!)}"]`)
    if (!row) return
    row.scrollIntoView({ block: 'center' })
    rowRevealed()
  }, [wanted, id, at, list])
  return at
}
