import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'
import { Field, Input } from '@/components/ui/field'
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
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent title={list ? 'Rename list' : 'New list'}>
          <NameForm key={list?.id ?? 'new'} list={list} onClose={onClose} actions={actions} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function NameForm({
  list,
  onClose,
  actions,
}: {
  list: TodoList | null
  onClose: () => void
  actions: TodoActions
}) {
  const [name, setName] = useState(list?.title ?? '')
  const [error, setError] = useState<string | null>(null)
  const navigate = useNavigate()

  const submit = () => {
    const title = name.trim()
    if (!title) return setError('Give the list a name.')
    if (list) actions.updateList(list, { title })
    else {
      const created = actions.createList(title)
      if (created) void navigate(`/todos/${encodeURIComponent(created.id)}`)
    }
    onClose()
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Field label="List name" error={error}>
        {(ids) => (
          <Input
            {...ids}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field
            autoFocus
            value={name}
            maxLength={500}
            onChange={(event) => {
              setName(event.target.value)
              setError(null)
            }}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button look="ghost">Cancel</Button>
        </DialogClose>
        <Button look="key" type="submit">
          {list ? 'Rename' : 'Create list'}
        </Button>
      </div>
    </form>
  )
}
