import { useId } from 'react'
import type { TodoList } from '@/data/records/todo-list'
import { QuickAddInput, RecognisedParts, useQuickAdd } from '../components/quick-add-field'
import type { TodoActions } from '../hooks/use-todo-actions'
import type { TodoView } from '../model/views'

/**
 * 'Add a todo' in the todos widget: the Todos page's parser and `actions.add`, so what is typed
 * lands in the shown list or view exactly as it would in Todos. Smaller than the page's field:
 * the recognised parts show as chips only while there are some. Enter adds and keeps the focus.
 */
export function WidgetQuickAdd({
  view,
  lists,
  actions,
}: {
  view: Exclude<TodoView, { kind: 'missing' }>
  lists: readonly TodoList[]
  actions: TodoActions
}) {
  const quickAdd = useQuickAdd(view, lists, actions)
  const partsId = useId()
  const showParts = quickAdd.value.trim() !== '' && quickAdd.parsed.parts.length > 0
  return (
    <div className="shrink-0 space-y-1">
      <QuickAddInput
        quickAdd={quickAdd}
        size="sm"
        aria-describedby={showParts ? partsId : undefined}
        placeholder={`Add to ${view.title}`}
      />
      {showParts && (
        <RecognisedParts id={partsId} parts={quickAdd.parsed.parts} size="sm" className="gap-1" />
      )}
    </div>
  )
}
