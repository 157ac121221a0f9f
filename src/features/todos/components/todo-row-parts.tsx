import { ArrowDown, ArrowUp } from 'lucide-react'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { keepFocusNear } from '@/components/focus-when-gone'
import { MenuItem } from '@/components/ui/menu'
import type { Todo } from '@/data/records/todo'
import type { TodoActions } from '../hooks/use-todo-actions'

/** A priority's badge: its colour on the border, the text in the body colour (readable in both themes). */
export const PRIORITY_CLASS: Record<1 | 2 | 3 | 4, string> = {
  1: 'border-error text-fg',
  2: 'border-warn text-fg',
  3: 'border-info text-fg',
  4: 'border-border-strong text-fg-muted',
}

/**
 * 'Move up' and 'Move down' in a todo's menu, disabled at the ends. The neighbours are read as
 * the menu opens (the row itself does not re-render when others move).
 */
export function MoveItems({
  todo,
  siblingsOf,
  actions,
}: {
  todo: Todo
  siblingsOf: (id: string) => readonly Todo[]
  actions: TodoActions
}) {
  const siblings = siblingsOf(todo.id)
  const index = siblings.findIndex((t) => t.id === todo.id)
  return (
    <>
      <MenuItem disabled={index <= 0} onSelect={() => actions.step(todo, siblingsOf(todo.id), -1)}>
        <ArrowUp /> Move up
      </MenuItem>
      <MenuItem
        disabled={index < 0 || index >= siblings.length - 1}
        onSelect={() => actions.step(todo, siblingsOf(todo.id), 1)}
      >
        <ArrowDown /> Move down
      </MenuItem>
    </>
  )
}

/** Runs a task once the next frame has been produced. */
export function afterNextFrame(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0))
}

/** Focuses a control of a todo's row once it has rendered (after a move or an edit). */
export function focusInRow(id: string, selector: string) {
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>(`[data-todo-id="${window.CSS.escape(id)}"] ${selector}`)
      ?.focus(),
  )
}

/** A todo row's checkbox, the control the keyboard goes on to. */
const checkboxOf = (row: Element | null | undefined) =>
  row?.querySelector<HTMLElement>('input[type=checkbox]') ?? undefined

/**
 * Keeps the keyboard in the view when a change may take a todo's row out of it (completed,
 * deleted, moved to another list): `keepFocusNear` over the view's checkboxes. Call it before
 * the change, and what it returns after: if the focus then fell to the page, it goes to the next
 * todo, else the one before, else the view's 'Add a todo'.
 */
export function keepFocusNearTodo(id: string): () => void {
  const row = document.querySelector(`[data-todo-id="${window.CSS.escape(id)}"]`)
  const view = row?.closest('[data-todos-view]')
  const checkbox = checkboxOf(row)
  if (!view || !checkbox) return () => {}
  const checkboxes = [...view.querySelectorAll('[data-todo-id]')].map(checkboxOf)
  return keepFocusNear(
    checkbox,
    checkboxes.filter((box) => !!box),
    () => [view.querySelector('input[aria-label="Add a todo"]')],
  )
}

export function TitleEditor({
  todo,
  onDone,
  onKeep,
}: {
  todo: Todo
  onDone: (title: string | null, byKey: boolean) => void
  /**
   * The page is hidden or going away while the title is being edited (a reload, a closed tab,
   * a phone putting the browser away): what was typed is saved there and then, and the edit
   * goes on. Nothing blurs the field when a page unloads.
   */
  onKeep: (title: string) => void
}) {
  const [value, setValue] = useState(todo.title)
  // Enter and Escape end the edit; the blur that follows must not end it a second time.
  const ended = useRef(false)
  const end = (title: string | null, byKey = true) => {
    if (ended.current) return
    ended.current = true
    onDone(title, byKey)
  }
  const keep = useEffectEvent(() => {
    if (!ended.current) onKeep(value)
  })
  useEffect(() => {
    const onVisibility = () => document.visibilityState === 'hidden' && keep()
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', keep)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', keep)
    }
  }, [])
  return (
    <input
      // eslint-disable-next-line jsx-a11y/no-autofocus -- opened on purpose by the user
      autoFocus
      aria-label="Todo title"
      value={value}
      maxLength={2000}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => end(value, false)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault()
          end(value)
        } else if (event.key === 'Escape') {
          event.preventDefault()
          event.stopPropagation()
          end(null)
        }
      }}
      className="w-full rounded-sm border border-border-strong bg-surface px-1.5 py-0.5 text-sm focus-visible:outline-2 focus-visible:outline-accent"
    />
  )
}
