import { useNavigate } from 'react-router'
import { NameDialog } from '@/components/ui/name-dialog'
import type { TodoList } from '@/data/records/todo-list'
import type { TodoActions } from '../hooks/use-todo-actions'

/** 'New list' (and 'Rename list'): one field, 'List name'. A new list opens at once. */
export function ListNameDialog({
  open,
  list,
  onClose,
  actions,
}: {
  open: boolean
  /** The list to rename; null makes a new one. */
  list: TodoList | null
  onClose: () => void
  actions: TodoActions
}) {
  const navigate = useNavigate()
  return (
    <NameDialog
      key={list?.id ?? 'new'}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={list ? 'Rename list' : 'New list'}
      label="List name"
      submitLabel={list ? 'Rename' : 'Create list'}
      initialName={list?.title}
      maxLength={500}
      emptyMessage="Give the list a name."
      onSubmit={(title) => {
        if (list) {
          actions.updateList(list, { title })
          return
        }
        const created = actions.createList(title)
        if (created) void navigate(`/todos/${encodeURIComponent(created.id)}`)
      }}
    />
  )
}
