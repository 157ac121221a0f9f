import { useId } from 'react'
import * as z from 'zod/mini'
import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'
import { browserTimeZone, timeZones } from '@/lib/time-zones'
import { ToolHeader } from '../components/tool-header'
import { useToolInput } from '../tool-input'
import { useFieldAlert } from './components/field-alert'
import { DateSection } from './components/date-section'
import { MeetingPlanner } from './components/meeting-planner'
import { TimestampSection } from './components/timestamp-section'
import { resolveZone } from './zones'

const shape = {
  timestamp: z.string(),
  zone: z.string(),
  dateTime: z.string(),
  plannerDate: z.string(),
  plannerZones: z.array(z.string()),
}
const here = browserTimeZone()
const defaults = { timestamp: '', zone: here, dateTime: '', plannerDate: '', plannerZones: [here] }

/** Tools > Time: Unix timestamps ↔ dates in any zone, and a meeting planner. */
export default function TimePage() {
  const [input, update] = useToolInput('time', shape, defaults)
  const resolved = resolveZone(input.zone)
  const zone = resolved.ok ? resolved.value : null

  return (
    <div className="max-w-4xl">
      <ToolHeader path="time" />
      <div className="space-y-10">
        <Field
          label="Time zone"
          hint={`Type or pick a zone, like Europe/Paris. This device is in ${here}.`}
          className="max-w-md"
        >
          {(ids) => (
            <ZoneInput
              ids={ids}
              value={input.zone}
              error={resolved.ok ? undefined : resolved.error}
              onChange={(value) => update({ zone: value })}
            />
          )}
        </Field>
        <TimestampSection
          timestamp={input.timestamp}
          zone={zone}
          onTimestampChange={(timestamp) => update({ timestamp })}
        />
        <DateSection
          dateTime={input.dateTime}
          zone={zone}
          onDateTimeChange={(dateTime) => update({ dateTime })}
        />
        <MeetingPlanner date={input.plannerDate} zones={input.plannerZones} onChange={update} />
      </div>
    </div>
  )
}

function ZoneInput({
  ids,
  value,
  error,
  onChange,
}: {
  ids: { id: string; 'aria-describedby'?: string }
  value: string
  error: string | undefined
  onChange: (zone: string) => void
}) {
  const listId = useId()
  const { fieldProps, alert } = useFieldAlert(error, ids['aria-describedby'])
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          id={ids.id}
          {...fieldProps}
          list={listId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        {value !== here && (
          <Button look="ghost" onClick={() => onChange(here)}>
            Use {here}
          </Button>
        )}
      </div>
      <datalist id={listId}>
        {timeZones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      {alert}
    </div>
  )
}
