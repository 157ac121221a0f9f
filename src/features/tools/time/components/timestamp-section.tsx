import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'
import { ToolOutput } from '../../components/tool-output'
import { describeInstant, parseTimestamp, relativeTime } from '../time-model'
import { useFieldAlert } from './field-alert'

/** 'in 3 minutes', kept current: the rest of the section does not re-render with the clock. */
function RelativeOutput({ ms }: { ms: number }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return <ToolOutput label="Relative" value={relativeTime(ms, now)} />
}

export interface TimestampSectionProps {
  timestamp: string
  /** The chosen zone, already checked; null when the zone field is in error. */
  zone: string | null
  onTimestampChange: (timestamp: string) => void
}

/** Unix timestamp → the date it names, every way, in the chosen zone. */
export function TimestampSection({ timestamp, zone, onTimestampChange }: TimestampSectionProps) {
  const empty = !timestamp.trim()
  const parsed = parseTimestamp(timestamp)
  const error = !empty && !parsed.ok ? parsed.error : undefined
  const described = parsed.ok && zone ? describeInstant(parsed.value.ms, zone) : null
  const hint = parsed.ok
    ? `Read as ${parsed.value.unit}.`
    : 'Seconds since 1970-01-01 00:00 UTC, or milliseconds (numbers from 100,000,000,000 up). Negative for earlier.'

  return (
    <section aria-labelledby="time-unix-heading" className="space-y-4">
      <h2 id="time-unix-heading" className="text-lg font-semibold">
        Unix timestamp → date
      </h2>
      <Field label="Unix timestamp" hint={hint}>
        {(ids) => <TimestampInput ids={ids} {...{ timestamp, error, onTimestampChange }} />}
      </Field>
      {described?.ok ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <ToolOutput label="ISO 8601" value={described.value.iso} />
          <ToolOutput label={`In ${zone}`} value={described.value.human} />
          <ToolOutput label="UTC" value={described.value.utc} />
          <RelativeOutput ms={parsed.ok ? parsed.value.ms : 0} />
          <ToolOutput label="Seconds" value={described.value.seconds} />
          <ToolOutput label="Milliseconds" value={described.value.milliseconds} />
        </div>
      ) : (
        empty && (
          <p className="text-sm text-fg-muted">Type a timestamp, or press Now for this moment.</p>
        )
      )}
    </section>
  )
}

function TimestampInput({
  ids,
  timestamp,
  error,
  onTimestampChange,
}: {
  ids: { id: string; 'aria-describedby'?: string }
  timestamp: string
  error: string | undefined
  onTimestampChange: (timestamp: string) => void
}) {
  const { fieldProps, alert } = useFieldAlert(error, ids['aria-describedby'])
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          id={ids.id}
          {...fieldProps}
          value={timestamp}
          onChange={(event) => onTimestampChange(event.target.value)}
          placeholder="1700000000"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
        />
        <Button onClick={() => onTimestampChange(String(Math.floor(Date.now() / 1000)))}>
          Now
        </Button>
      </div>
      {alert}
    </div>
  )
}
