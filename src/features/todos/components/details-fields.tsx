import { BellRing, Plus, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field, Input, Select } from '@/components/ui/field'
import { IconButton } from '@/components/ui/icon-button'
import { newId } from '@/data/ids'
import { usePreferencesStore } from '@/data/preferences-store'
import type { Repeat, Todo } from '@/data/records/todo'
import { dayOf } from '../model/days'
import { describeRepeat, firstOccurrence } from '../model/recurrence'
import { formatReminder, reminderPresets } from '../model/reminders'
import {
  canAskForNotifications,
  enableDesktopNotifications,
} from '../reminders/system-notifications'

/** The parts of 'Todo details' with state of their own; each saves as it changes. */
export interface FieldProps {
  todo: Todo
  save: (patch: Partial<Todo>) => void
}

/** Repeats offered in the select; any other rule shows as itself. */
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

/** 'Repeat': presets, a repeat typed in words ('Custom repeat'), and 'from completion'. */
export function RepeatField({ todo, save }: FieldProps) {
  const [customRepeat, setCustomRepeat] = useState('')
  const [repeatError, setRepeatError] = useState<string | null>(null)
  const rrule = todo.repeat?.rrule ?? ''

  const setRepeat = (repeat: Repeat | null) => {
    const due = todo.due ?? (repeat ? firstOccurrence(repeat.rrule, dayOf(new Date())) : null)
    save({ repeat, due })
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

  return (
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
  )
}

/** 'Reminder': a date and time, quick presets, and 'Enable desktop notifications'. */
export function ReminderField({ todo, save }: FieldProps) {
  const [, rerender] = useState(0)
  const now = new Date()
  const clock = usePreferencesStore((state) => state.clockFormat)
  const presets = reminderPresets(todo, now, clock)
  return (
    <fieldset className="space-y-2">
      <Field
        label="Reminder"
        hint={
          todo.reminder !== null
            ? `${formatReminder(todo.reminder, now, clock)}${todo.reminderFired ? ' · sent' : ''}`
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
  )
}

/** Subtasks: a checklist, each named after its title, and 'Add a subtask'. */
export function SubtasksField({ todo, save }: FieldProps) {
  const [subtask, setSubtask] = useState('')
  const addSubtask = () => {
    const title = subtask.trim()
    if (!title) return
    save({ subtasks: [...todo.subtasks, { id: newId('sub'), title, done: false }] })
    setSubtask('')
  }
  return (
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
  )
}
