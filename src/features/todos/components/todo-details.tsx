import { LinkTextarea } from '@/components/link-suggest/link-textarea'
import { LinkedFrom } from '@/components/linked-from'
import { Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { Field, Input, Select } from '@/components/ui/field'
import { useRecord } from '@/data/hooks'
import type { Priority, Todo } from '@/data/records/todo'
import type { TodoList } from '@/data/records/todo-list'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import type { TodoActions } from '../hooks/use-todo-actions'
import { completeTodo, uncompleteTodo } from '../model/recurrence'
import { reminderAfterDueChange } from '../model/reminders'
import { openDetails, useTodosUi } from '../model/todos-ui-store'
import { listTitle } from '../model/views'
import { DueFields } from './details-due-fields'
import { ReminderField, RepeatField, SubtasksField } from './details-fields'
import { TitleField } from './details-title-field'
import { keepFocusNearTodo } from './todo-row-parts'

const NotesPreview = lazyWithPreload(() => import('./todo-notes-preview'), {
  placeholder: () => (
    <div className="min-h-24 rounded-md border border-border p-3 text-sm text-fg-muted">
      Loading the preview…
    </div>
  ),
})
const preloadPreview = () => void NotesPreview.preload().catch(() => {})

/** What the details change a todo through: the real actions, or a deleted todo's copy. */
type DetailsActions = Pick<TodoActions, 'update' | 'toggle' | 'moveTo' | 'remove'>

/**
 * The details of the todo in `detailsId`, as a dialog; every change is saved as it is made. A
 * todo deleted meanwhile (in another tab or on another device) stays on show, editable, with a
 * way to add it again: what was typed is not lost.
 */
export function TodoDetailsDialog({
  lists,
  actions,
}: {
  lists: readonly TodoList[]
  actions: TodoActions
}) {
  const id = useTodosUi((state) => state.detailsId)
  const live = useRecord('todos', id ?? '')
  // The todo as last seen, and once it is deleted, as edited here since.
  const [seen, setSeen] = useState<Todo | null>(null)
  if (live && live !== seen) setSeen(live)
  if (!id && seen) setSeen(null)
  const todo = live ?? (seen?.id === id ? seen : undefined)
  const open = !!id && !!todo
  const edit = (patch: Partial<Todo>) => setSeen((s) => s && { ...s, ...patch })
  const deleted: DetailsActions = {
    update: (_todo, patch) => {
      edit(patch)
      return null
    },
    toggle: (t) => edit(t.done ? uncompleteTodo(t) : completeTodo(t, new Date())),
    moveTo: (_todo, list) => edit({ listId: list?.id ?? null }),
    remove: () => {},
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !next && openDetails(null)}>
      {open && (
        <DialogContent
          title="Todo details"
          width="max-w-xl"
          className="overflow-y-auto"
          // Opened by its address, nothing had focus: the keyboard goes on from the todo's row.
          onCloseAutoFocus={() => focusRowIfLost(todo.id)}
        >
          <Details
            todo={todo}
            lists={lists}
            actions={live ? actions : deleted}
            // Stored again under its own id, the dialog shows it as before.
            addAgain={live ? undefined : () => actions.restore(todo)}
          />
        </DialogContent>
      )}
    </Dialog>
  )
}

/** Focuses a todo's 'Details of' button, if the focus fell to the page as its details closed. */
function focusRowIfLost(id: string) {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return
    document
      .querySelector<HTMLElement>(`[data-todo-id="${window.CSS.escape(id)}"] button[data-details]`)
      ?.focus()
  })
}

function Details({
  todo,
  lists,
  actions,
  addAgain,
}: {
  todo: Todo
  lists: readonly TodoList[]
  actions: DetailsActions
  /** Given when the todo was deleted elsewhere: stores what the dialog shows as a todo again. */
  addAgain?: () => void
}) {
  const save = (patch: Partial<Todo>) => actions.update(todo, patch)
  // A reminder a preset tied to the due date follows it; one at a picked time stays.
  const saveDue = (next: Pick<Todo, 'due' | 'dueTime'>) =>
    save({ ...next, ...reminderAfterDueChange(todo, next) })
  // What the tags field holds while it is being edited, and the tags it started from; null
  // while it shows the saved tags (kept up to date with another tab's or device's change).
  const [tagsDraft, setTagsDraft] = useState<{ text: string; from: readonly string[] } | null>(null)
  const [preview, setPreview] = useState(false)

  const saveTags = () => {
    if (!tagsDraft) return
    setTagsDraft(null)
    const next = [
      ...new Map(
        tagsDraft.text
          .split(/[\s,]+/)
          .map((t) => t.replace(/^@/, '').trim())
          .filter(Boolean)
          .map((t) => [t.toLowerCase(), t]),
      ).values(),
    ]
    // Only a change made here is saved, merged from the tags the field started with: tags
    // another tab added or removed meanwhile stay so.
    if (next.join('\n') !== tagsDraft.from.join('\n'))
      actions.update({ ...todo, tags: [...tagsDraft.from] }, { tags: next })
  }

  const notesId = useId()

  return (
    <div className="flex flex-col gap-4">
      {addAgain && (
        <Alert kind="warn" title="This todo was deleted">
          <p>
            It was deleted in another tab or on another device while you had it open. Add it again
            to keep it.
          </p>
        </Alert>
      )}
      <TitleField todo={todo} save={save} />
      <div className="flex items-center gap-2">
        <input
          id={`${notesId}-done`}
          type="checkbox"
          checked={todo.done}
          onChange={() => actions.toggle(todo)}
          className="size-4 accent-(--accent)"
        />
        <label htmlFor={`${notesId}-done`} className="text-sm">
          {todo.repeat ? 'Complete this occurrence' : 'Done'}
        </label>
      </div>
      <DueFields todo={todo} saveDue={saveDue} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Priority">
          {(ids) => (
            <Select
              {...ids}
              value={todo.priority ?? ''}
              onChange={(event) =>
                save({
                  priority: (event.target.value ? Number(event.target.value) : null) as Priority,
                })
              }
            >
              <option value="">No priority</option>
              <option value="1">Priority 1 (highest)</option>
              <option value="2">Priority 2</option>
              <option value="3">Priority 3</option>
              <option value="4">Priority 4</option>
            </Select>
          )}
        </Field>
        <Field label="Move to list">
          {(ids) => (
            <Select
              {...ids}
              value={todo.listId ?? ''}
              onChange={(event) =>
                actions.moveTo(todo, lists.find((l) => l.id === event.target.value) ?? null)
              }
            >
              <option value="">Inbox</option>
              {lists.map((l) => (
                <option key={l.id} value={l.id}>
                  {listTitle(l)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <RepeatField todo={todo} save={save} />
      <ReminderField todo={todo} save={save} />
      <Field label="Tags" hint="Separated by spaces, e.g. @phone @errands">
        {(ids) => (
          <Input
            {...ids}
            value={tagsDraft?.text ?? todo.tags.map((t) => `@${t}`).join(' ')}
            onChange={(event) =>
              setTagsDraft({ text: event.target.value, from: tagsDraft?.from ?? todo.tags })
            }
            onBlur={saveTags}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                saveTags()
              }
            }}
          />
        )}
      </Field>
      <div className="space-y-1.5">
        <div className="flex items-center justify-between">
          <label htmlFor={notesId} className="text-sm font-medium">
            Notes
          </label>
          <Button
            size="sm"
            look="ghost"
            aria-pressed={preview}
            onClick={() => setPreview((p) => !p)}
            // The preview's code comes as the pointer or focus reaches the button.
            onPointerEnter={preloadPreview}
            onFocus={preloadPreview}
          >
            Preview
          </Button>
        </div>
        {preview ? (
          // Its code can fail to arrive (offline before Hearth has saved itself for offline use).
          <ErrorBoundary
            fallback={() => (
              <p role="alert" className="min-h-24 rounded-md border border-border p-3 text-sm">
                The preview could not be downloaded. Check your connection, then try Preview again.
              </p>
            )}
          >
            <NotesPreview notes={todo.notes} />
          </ErrorBoundary>
        ) : (
          <LinkTextarea
            id={notesId}
            value={todo.notes}
            exclude={todo.id}
            maxLength={20_000}
            rows={4}
            placeholder="Markdown: **bold**, lists, links, [[ to link to an item…"
            onChange={(notes) => save({ notes })}
            className="w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-accent"
          />
        )}
      </div>
      <SubtasksField todo={todo} save={save} />
      <LinkedFrom id={todo.id} heading="h3" />
      <div className="flex justify-between gap-2 border-t border-border pt-4">
        {addAgain ? (
          <Button look="ghost" onClick={() => openDetails(null)}>
            Discard
          </Button>
        ) : (
          <Button
            look="destructive"
            onClick={() => {
              // The dialog would give focus back to the deleted todo's row, which is gone.
              const refocus = keepFocusNearTodo(todo.id)
              openDetails(null)
              actions.remove(todo)
              refocus()
            }}
          >
            <Trash2 aria-hidden /> Delete todo
          </Button>
        )}
        {/* One button either way, so the keyboard stays on it once the todo is added again. */}
        <Button look="key" onClick={addAgain ?? (() => openDetails(null))}>
          {addAgain ? 'Add it again' : 'Done'}
        </Button>
      </div>
    </div>
  )
}
