import { Alert } from '@/components/ui/alert'
import { Field, Input } from '@/components/ui/field'
import { ToolOutput } from '../../components/tool-output'
import { zonedToUtc } from '../time-model'
import { useFieldAlert } from './field-alert'

export interface DateSectionProps {
  /** As the datetime-local field gives it: '2024-03-10T14:30'. */
  dateTime: string
  /** The chosen zone, already checked; null when the zone field is in error. */
  zone: string | null
  onDateTimeChange: (dateTime: string) => void
}

/** A wall-clock date and time in the chosen zone → Unix seconds and milliseconds. */
export function DateSection({ dateTime, zone, onDateTimeChange }: DateSectionProps) {
  const result = dateTime && zone ? zonedToUtc(dateTime, zone) : null
  const error = result && !result.ok ? result.error : undefined
  const moment = result?.ok ? result.value : null

  return (
    <section aria-labelledby="time-date-heading" className="space-y-4">
      <h2 id="time-date-heading" className="text-lg font-semibold">
        Date → Unix timestamp
      </h2>
      <Field
        label="Date and time"
        hint={zone ? `A wall-clock time in ${zone}.` : 'Choose a time zone above first.'}
      >
        {(ids) => (
          <DateInput ids={ids} dateTime={dateTime} error={error} onChange={onDateTimeChange} />
        )}
      </Field>
      {moment?.note && (
        <Alert kind="warn" title="Ambiguous time">
          {moment.note}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <ToolOutput
          label="Unix seconds"
          value={moment ? String(moment.ms / 1000) : ''}
          placeholder="Pick a date and time"
        />
        <ToolOutput
          label="Unix milliseconds"
          value={moment ? String(moment.ms) : ''}
          placeholder="Pick a date and time"
        />
      </div>
    </section>
  )
}

function DateInput({
  ids,
  dateTime,
  error,
  onChange,
}: {
  ids: { id: string; 'aria-describedby'?: string }
  dateTime: string
  error: string | undefined
  onChange: (dateTime: string) => void
}) {
  const { fieldProps, alert } = useFieldAlert(error, ids['aria-describedby'])
  return (
    <div className="space-y-2">
      <Input
        id={ids.id}
        {...fieldProps}
        type="datetime-local"
        step={1}
        value={dateTime}
        onChange={(event) => onChange(event.target.value)}
        className="w-auto max-w-full"
      />
      {alert}
    </div>
  )
}
