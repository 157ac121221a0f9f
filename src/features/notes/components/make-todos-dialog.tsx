import { useMemo, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'
import { Field, Select } from '@/components/ui/field'
import { attempt, toast } from '@/components/ui/toast-store'
import { useRecords, useWorkspace } from '@/data/hooks'
import type { Todo } from '@/data/records/todo'
import { Repository } from '@/data/repository'
import { inOneStep } from '@/data/undo'
import { itemLink } from '@/lib/item-links'
import { plural } from '@/lib/format'
import type { TodoLine } from '../model/make-todos'

const listName = (title: string) => title.trim() || 'Untitled list'

/**
 * 'Make a todo': the lines chosen in a note become todos in a list the user picks, each with a
 * link back to the note in its notes, in one undoable step; `onMade` then replaces the lines
 * with links to them.
 */
export function MakeTodosDialog({
  lines,
  note,
  onMade,
  onClose,
}: {
  /** The lines to make todos of; null: closed. */
  lines: readonly TodoLine[] | null
  note: { id: string; title: string }
  onMade: (lines: readonly TodoLine[], todos: readonly Todo[]) => void
  onClose: () => void
}) {
  const count = lines?.length ?? 0
  const title = count === 1 ? 'Make a todo' : `Make ${count} todos`
  return (
    <Dialog open={!!lines} onOpenChange={(open) => !open && onClose()}>
      {lines && (
        <DialogContent title={title}>
          <MakeTodosForm lines={lines} note={note} onMade={onMade} submit={title} close={onClose} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function MakeTodosForm({
  lines,
  note,
  onMade,
  submit,
  close,
}: {
  lines: readonly TodoLine[]
  note: { id: string; title: string }
  onMade: (lines: readonly TodoLine[], todos: readonly Todo[]) => void
  submit: string
  close: () => void
}) {
  const workspace = useWorkspace()
  const stored = useRecords('todoLists')
  const lists = useMemo(
    () => [...stored].sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0)),
    [stored],
  )
  const [listId, setListId] = useState('')

  const make = (event: FormEvent) => {
    event.preventDefault()
    const list = listId || null
    const todos = workspace.repository('todos')
    const back = `From ${itemLink(note.id, note.title)}`
    const made = attempt('Could not make the todos', () =>
      inOneStep(lines.length === 1 ? 'Make a todo' : `Make ${lines.length} todos`, () => {
        const siblings: Pick<Todo, 'id' | 'order'>[] = workspace
          .knownRecords('todos')
          .filter((todo) => todo.listId === list && !todo.done)
        return lines.map((line) => {
          const todo = todos.create(
            {
              title: line.title,
              listId: list,
              done: line.done,
              completedAt: line.done ? Date.now() : null,
              notes: back,
              order: Repository.orderAfter(siblings),
            },
            { append: list ?? '' },
          )
          siblings.push(todo)
          return todo
        })
      }),
    )
    if (!made) return
    onMade(lines, made)
    close()
    const where = list
      ? `“${listName(lists.find((l) => l.id === list)?.title ?? '')}”`
      : 'the Inbox'
    toast({
      kind: 'success',
      title: `Made ${plural(made.length, 'todo')}`,
      message: `In ${where}.`,
    })
  }

  return (
    <form onSubmit={make} className="mt-4 space-y-4">
      <ul aria-label="Todos to make" className="max-h-48 space-y-1 overflow-y-auto text-sm">
        {lines.map((line) => (
          <li key={line.from} className="truncate rounded-md bg-surface-2 px-3 py-1.5">
            {line.title}
          </li>
        ))}
      </ul>
      <Field label="List">
        {(ids) => (
          <Select {...ids} value={listId} onChange={(event) => setListId(event.target.value)}>
            <option value="">Inbox</option>
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {listName(list.title)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button look="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" look="key">
          {submit}
        </Button>
      </div>
    </form>
  )
}
