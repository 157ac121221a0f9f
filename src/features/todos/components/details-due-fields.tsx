import { Field, Input } from '@/components/ui/field'
import { usePreferencesStore } from '@/data/preferences-store'
import type { Todo } from '@/data/records/todo'
import { formatTimeOfDay } from '@/lib/format'
import { dayOf, describeDay } from '../model/days'

type Due = Pick<Todo, 'due' | 'dueTime'>

/**
 * 'Due date' and 'Time'. The inputs are the browser's own (its calendar, a phone's wheels, each
 * part typed or stepped with the arrow keys), and they write the date and time as the browser's
 * language does, whatever Settings > General says. So each says its value again under it as the
 * rows do, 'Tomorrow' and '5:05 PM' on a 12-hour clock, as the Reminder field does.
 */
export function DueFields({ todo, saveDue }: { todo: Due; saveDue: (next: Due) => void }) {
  const clock = usePreferencesStore((state) => state.clockFormat)
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field
        label="Due date"
        className="sm:col-span-2"
        hint={todo.due ? describeDay(todo.due, dayOf(new Date())) : undefined}
      >
        {(ids) => (
          <Input
            {...ids}
            type="date"
            value={todo.due ?? ''}
            onChange={(event) =>
              saveDue({
                due: event.target.value || null,
                dueTime: event.target.value ? todo.dueTime : null,
              })
            }
          />
        )}
      </Field>
      <Field
        label="Time"
        hint={
          !todo.due
            ? 'Needs a date'
            : todo.dueTime
              ? formatTimeOfDay(todo.dueTime, clock)
              : undefined
        }
      >
        {(ids) => (
          <Input
            {...ids}
            type="time"
            disabled={!todo.due}
            value={todo.dueTime ?? ''}
            onChange={(event) => saveDue({ due: todo.due, dueTime: event.target.value || null })}
          />
        )}
      </Field>
    </div>
  )
}
