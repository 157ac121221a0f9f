import { useEffect, useRef } from 'react'
import type { TodoList } from '@/data/records/todo-list'
import { useShortcutHint } from '@/lib/shortcuts'
import type { TodoActions } from '../hooks/use-todo-actions'
import { useTodosUi } from '../model/todos-ui-store'
import type { TodoView } from '../model/views'
import { QuickAddInput, RecognisedParts, useQuickAdd } from './quick-add-field'

/**
 * 'Add a todo': typed in plain English ("Call mum tomorrow 5pm #Home p1 @phone"), parsed as the
 * user types, with what was recognised highlighted in the field and listed as chips. Enter adds
 * and keeps the field focused for the next one.
 */
export function QuickAdd({
  view,
  lists,
  actions,
}: {
  view: TodoView
  lists: readonly TodoList[]
  actions: TodoActions
}) {
  const quickAdd = useQuickAdd(view, lists, actions)
  const { value, parsed } = quickAdd
  const input = useRef<HTMLInputElement>(null)
  const request = useTodosUi((state) => state.quickAddRequest)
  const keys = useShortcutHint('todos:new')

  useEffect(() => {
    if (!useTodosUi.getState().quickAddPending) return
    input.current?.focus()
    useTodosUi.setState({ quickAddPending: false })
  }, [request])

  return (
    <div className="space-y-1.5">
      <QuickAddInput
        quickAdd={quickAdd}
        inputRef={input}
        aria-keyshortcuts={keys?.aria}
        aria-describedby="quick-add-parts"
        placeholder={`Add a todo, e.g. “Call mum tomorrow 5pm #Home p1”${keys ? ` · ${keys.label}` : ''}`}
      />
      <RecognisedParts id="quick-add-parts" parts={parsed.parts} className="min-h-6 gap-1.5">
        {value.trim() && <li className="self-center text-xs text-fg-muted">Enter to add</li>}
      </RecognisedParts>
    </div>
  )
}
