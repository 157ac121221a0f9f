import { X } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, Input, Select } from '@/components/ui/field'
import { IconButton } from '@/components/ui/icon-button'
import { timeZones } from '@/lib/time-zones'
import { planDay } from '../meeting-planner-model'
import { resolveZone } from '../zones'
import { useFieldAlert } from './field-alert'
import { PlannerTable } from './planner-table'

export interface MeetingPlannerProps {
  /** '2024-03-10'; empty for today (UTC). */
  date: string
  zones: string[]
  onChange: (patch: { plannerDate?: string; plannerZones?: string[] }) => void
}

/** Several zones side by side over the 24 UTC hours of a day, working hours marked. */
export function MeetingPlanner({ date, zones, onChange }: MeetingPlannerProps) {
  const [pick, setPick] = useState('')
  const [today] = useState(() => new Date().toISOString().slice(0, 10))
  const day = date || today
  const checked = zones.map((zone) => ({ zone, result: resolveZone(zone) }))
  const valid = checked.flatMap(({ result }) => (result.ok ? [result.value] : []))
  const problems = checked.flatMap(({ result }) => (result.ok ? [] : [result.error]))
  const plan = planDay(day, valid)
  const { fieldProps, alert } = useFieldAlert(plan.ok ? undefined : plan.error)

  const add = () => {
    if (pick && !zones.includes(pick)) onChange({ plannerZones: [...zones, pick] })
    setPick('')
  }

  return (
    <section aria-labelledby="time-planner-heading" className="space-y-4">
      <h2 id="time-planner-heading" className="text-lg font-semibold">
        Meeting planner
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Field label="Meeting date" hint="A day in UTC.">
          {(ids) => (
            <Input
              {...ids}
              {...(alert ? fieldProps : {})}
              type="date"
              value={day}
              onChange={(event) => onChange({ plannerDate: event.target.value })}
              className="w-auto"
            />
          )}
        </Field>
        <div className="flex min-w-0 items-end gap-2 sm:flex-1">
          <Field label="Zone to add" className="min-w-0 flex-1">
            {(ids) => (
              <Select {...ids} value={pick} onChange={(event) => setPick(event.target.value)}>
                <option value="">Choose a zone…</option>
                {timeZones()
                  .filter((zone) => !zones.includes(zone))
                  .map((zone) => (
                    <option key={zone}>{zone}</option>
                  ))}
              </Select>
            )}
          </Field>
          <Button onClick={add} disabled={!pick}>
            Add time zone
          </Button>
        </div>
      </div>
      {alert}
      <ul aria-label="Zones in the planner" className="flex flex-wrap gap-2">
        {zones.map((zone) => (
          <li
            key={zone}
            className="flex items-center gap-1 rounded-md border border-border bg-surface-2 py-0.5 pr-0.5 pl-2.5 text-sm"
          >
            {zone}
            <IconButton
              label={`Remove ${zone}`}
              size="sm"
              tooltip={false}
              onClick={() => onChange({ plannerZones: zones.filter((other) => other !== zone) })}
            >
              <X aria-hidden />
            </IconButton>
          </li>
        ))}
      </ul>
      {problems.map((problem) => (
        <Alert key={problem} kind="error">
          {problem} Remove it from the planner.
        </Alert>
      ))}
      {plan.ok && valid.length > 0 && <PlannerTable day={day} planner={plan.value} />}
      {valid.length === 0 && (
        <p className="text-sm text-fg-muted">Add the time zones of the people meeting.</p>
      )}
    </section>
  )
}
