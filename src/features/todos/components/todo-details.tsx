import { BellRing, Plus, Trash2, X } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import '@/components/markdown/markdown-body.css'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { Field, Input, Select } from '@/components/ui/field'
import { IconButton } from '@/components/ui/icon-button'
import { useRecord } from '@/data/hooks'
import { newId } from '@/data/ids'
import type { Priority, Repeat, Todo } from '@/data/records/todo'
import type { TodoList } from '@/data/records/todo-list'
import { renderMarkdown } from '@/lib/markdown'
import type { TodoActions } from '../hooks/use-todo-actions'
import { dayOf } from '../model/days'
import { describeRepeat, firstOccurrence } from '../model/recurrence'
import { formatReminder, reminderPresets } from '../model/reminders'
import { openDetails, useTodosUi } from '../model/todos-ui-store'
import { listTitle } from '../model/views'
import {
  canAskForNotifications,
  enableDesktopNotifications,
} from '../reminders/system-notifications'

/** Repeats offered in the select; any other rule shows as 'Custom'. */
const REPEAT_PRESETS = [
  'FREQ=DAILY',
  'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  'FREQ=WEEKLY',
  'FREQ=WEEKLY;INTERVAL=2',
  'FREQ=MONTHLY',
  'FREQ=YEARLY',
]

const pad = (n: number) => String(n).padStart(2, '0')
/** A moment as a `datetime-local` input's value. */
const toLocalInput = (ms: number) => {
  const d = new Date(ms)
  return `${dayOf(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The details of the todo in `detailsId`, as a dialog; every change is saved as it is made. */
export function TodoDetailsDialog({
  lists,
  actions,
}: {
  lists: readonly TodoList[]
  actions: TodoActions
}) {
  const id = useTodosUi((state) => state.detailsId)
  const todo = useRecord('todos', id ?? '')
  const open = !!id && !!todo
  return (
    <Dialog open={open} onOpenChange={(next) => !next && openDetails(null)}>
      {open && (
        <DialogContent title="Todo details" width="max-w-xl" className="overflow-y-auto">
          <Details todo={todo} lists={lists} actions={actions} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function Details({
  todo,
  lists,
  actions,
}: {
  todo: Todo
  lists: readonly TodoList[]
  actions: TodoActions
}) {
  const save = (patch: Partial<Todo>) => actions.update(todo, patch)
  const [tags, setTags] = useState(todo.tags.map((t) => `@${t}`).join(' '))
  const [customRepeat, setCustomRepeat] = useState('')
  const [repeatError, setRepeatError] = useState<string | null>(null)
  const [preview, setPreview] = useState(false)
  const [subtask, setSubtask] = useState('')
  const [, rerender] = useState(0)
  const now = new Date()
  const presets = useMemo(() => reminderPresets(todo, new Date()), [todo])

  const setRepeat = (repeat: Repeat | null) => {
    const due = todo.due ?? (repeat ? firstOccurrence(repeat.rrule, dayOf(new Date())) : null)
    save({ repeat, due })
  }

  const saveTags = () => {
    const next = [
      ...new Map(
        tags
          .split(/[\s,]+/)
          .map((t) => t.replace(/^@/, '').trim())
          .filter(Boolean)
          .map((t) => [t.toLowerCase(), t]),
      ).values(),
    ]
    if (next.join('\n') !== todo.tags.join('\n')) save({ tags: next })
    setTags(next.map((t) => `@${t}`).join(' '))
  }

  const applyCustomRepeat = async () => {
    const text = customRepeat.trim()
    if (!text) return
    const { parseQuickAdd } = await import('../model/quick-add')
    const parsed = parseQuickAdd(/^every/i.test(text) ? text : `every ${text}`, {
      now: new Date(),
      lists: [],
    })
    if (!parsed.repeat) {
      setRepeatError(
        'Not a repeat Hearth understands. Try “every 3rd tuesday” or “every! 2 weeks”.',
      )
      return
    }
    setRepeatError(null)
    setCustomRepeat('')
    setRepeat(parsed.repeat)
  }

  const addSubtask = () => {
    const title = subtask.trim()
    if (!title) return
    save({ subtasks: [...todo.subtasks, { id: newId('sub'), title, done: false }] })
    setSubtask('')
  }

  const rrule = todo.repeat?.rrule ?? ''
  const notesId = useId()

  return (
    <div className="flex flex-col gap-4">
      <Field label="Title">
        {(ids) => (
          <Input
            {...ids}
            value={todo.title}
            maxLength={2000}
            onChange={(event) => save({ title: event.target.value })}
          />
        )}
      </Field>
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
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Due date" className="sm:col-span-2">
          {(ids) => (
            <Input
              {...ids}
              type="date"
              value={todo.due ?? ''}
              onChange={(event) =>
                save({
                  due: event.target.value || null,
                  ...(event.target.value ? {} : { dueTime: null }),
                })
              }
            />
          )}
        </Field>
        <Field label="Time" hint={todo.due ? undefined : 'Needs a date'}>
          {(ids) => (
            <Input
              {...ids}
              type="time"
              disabled={!todo.due}
              value={todo.dueTime ?? ''}
              onChange={(event) => save({ dueTime: event.target.value || null })}
            />
          )}
        </Field>
      </div>
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
      <fieldset className="space-y-2">
        <Field label="Repeat" error={repeatError}>
          {(ids) => (
            <Select
              {...ids}
              value={rrule}
              onChange={(event) =>
                setRepeat(
                  event.target.value
                    ? {
                        rrule: event.target.value,
                        fromCompletion: todo.repeat?.fromCompletion ?? false,
                      }
                    : null,
                )
              }
            >
              <option value="">Does not repeat</option>
              {REPEAT_PRESETS.map((rule) => (
                <option key={rule} value={rule}>
                  {describeRepeat({ rrule: rule, fromCompletion: false })}
                </option>
              ))}
              {rrule && !REPEAT_PRESETS.includes(rrule) && (
                <option value={rrule}>{describeRepeat({ rrule, fromCompletion: false })}</option>
              )}
            </Select>
          )}
        </Field>
        <div className="flex gap-2">
          <Input
            aria-label="Custom repeat"
            placeholder="Or type one: every 3rd tuesday, every! 10 days"
            value={customRepeat}
            onChange={(event) => setCustomRepeat(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                void applyCustomRepeat()
              }
            }}
          />
          <Button onClick={() => void applyCustomRepeat()} disabled={!customRepeat.trim()}>
            Set
          </Button>
        </div>
        {todo.repeat && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={todo.repeat.fromCompletion}
              onChange={(event) =>
                save({ repeat: { ...todo.repeat!, fromCompletion: event.target.checked } })
              }
              className="size-4 accent-(--accent)"
            />
            Repeat from completion (the next date counts from the day it is done)
          </label>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <Field
          label="Reminder"
          hint={
            todo.reminder !== null
              ? `${formatReminder(todo.reminder, now)}${todo.reminderFired ? ' · sent' : ''}`
              : 'While Hearth is open in a tab, a reminder shows in the notification centre.'
          }
        >
          {(ids) => (
            <div className="flex gap-2">
              <Input
                {...ids}
                type="datetime-local"
                value={todo.reminder !== null ? toLocalInput(todo.reminder) : ''}
                onChange={(event) => {
                  const at = event.target.value ? new Date(event.target.value).getTime() : null
                  save({
                    reminder: at !== null && Number.isFinite(at) ? at : null,
                    reminderFired: false,
                  })
                }}
              />
              {todo.reminder !== null && (
                <IconButton
                  label="Remove reminder"
                  onClick={() => save({ reminder: null, reminderFired: false })}
                >
                  <X />
                </IconButton>
              )}
            </div>
          )}
        </Field>
        {presets.length > 0 && (
          <div className="flex flex-wrap gap-1.5" role="group" aria-label="Reminder presets">
            {presets.map((preset) => (
              <Button
                key={preset.label}
                size="sm"
                look="ghost"
                className="border border-border"
                onClick={() => save({ reminder: preset.at, reminderFired: false })}
              >
                {preset.label}
              </Button>
            ))}
          </div>
        )}
        {canAskForNotifications() && (
          <Button
            size="sm"
            look="ghost"
            onClick={() => void enableDesktopNotifications().then(() => rerender((n) => n + 1))}
          >
            <BellRing aria-hidden /> Enable desktop notifications
          </Button>
        )}
      </fieldset>
      <Field label="Tags" hint="Separated by spaces, e.g. @phone @errands">
        {(ids) => (
          <Input
            {...ids}
            value={tags}
            onChange={(event) => setTags(event.target.value)}
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
          >
            Preview
          </Button>
        </div>
        {preview ? (
          <div
            className="markdown-body min-h-24 rounded-md border border-border p-3 text-sm"
            // Sanitised by DOMPurify in renderMarkdown, exactly as a note's preview.
            dangerouslySetInnerHTML={{
              __html: todo.notes.trim()
                ? renderMarkdown(todo.notes, () => null)
                : '<p>Nothing written yet.</p>',
            }}
          />
        ) : (
          <textarea
            id={notesId}
            value={todo.notes}
            maxLength={20_000}
            rows={4}
            placeholder="Markdown: **bold**, lists, links…"
            onChange={(event) => save({ notes: event.target.value })}
            className="w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-accent"
          />
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Subtasks</legend>
        {todo.subtasks.length > 0 && (
          <ul className="space-y-1" aria-label="Subtasks">
            {todo.subtasks.map((sub) => (
              <li key={sub.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={sub.done}
                  aria-label={sub.title}
                  onChange={() =>
                    save({
                      subtasks: todo.subtasks.map((s) =>
                        s.id === sub.id ? { ...s, done: !s.done } : s,
                      ),
                    })
                  }
                  className="size-4 accent-(--accent)"
                />
                <span
                  className={
                    sub.done ? 'flex-1 text-sm text-fg-muted line-through' : 'flex-1 text-sm'
                  }
                >
                  {sub.title}
                </span>
                <IconButton
                  label={`Remove subtask “${sub.title}”`}
                  size="sm"
                  tooltip={false}
                  onClick={() => save({ subtasks: todo.subtasks.filter((s) => s.id !== sub.id) })}
                >
                  <X />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
        <div className="flex gap-2">
          <Input
            aria-label="Add a subtask"
            placeholder="Add a subtask"
            value={subtask}
            maxLength={2000}
            onChange={(event) => setSubtask(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                addSubtask()
              }
            }}
          />
          <IconButton label="Add subtask" onClick={addSubtask} disabled={!subtask.trim()}>
            <Plus />
          </IconButton>
        </div>
      </fieldset>
      <div className="flex justify-between gap-2 border-t border-border pt-4">
        <Button
          look="destructive"
          onClick={() => {
            openDetails(null)
            actions.remove(todo)
          }}
        >
          <Trash2 aria-hidden /> Delete todo
        </Button>
        <Button look="key" onClick={() => openDetails(null)}>
          Done
        </Button>
      </div>
    </div>
  )
}
