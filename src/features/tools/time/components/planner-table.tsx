import { Briefcase, CircleCheck } from 'lucide-react'
import type { Planner, PlannerCell } from '../meeting-planner-model'
import { cn } from '@/lib/cn'

/** One sentence on the best hours, so nobody has to scan the table for them. */
function summary(planner: Planner): string {
  const everyone = planner.zones.length
  const best = Math.max(...planner.rows.map((row) => row.working))
  const hours = planner.rows.filter((row) => row.working === best).map((row) => row.utc)
  if (best === 0) return 'No hour of this day is inside anyone’s working hours.'
  const list = hours.length > 1 ? `${hours.slice(0, -1).join(', ')} and ${hours.at(-1)}` : hours[0]
  return best === everyone
    ? `Everyone is in working hours at ${list} UTC.`
    : `No hour suits everyone; ${best} of ${everyone} are in working hours at ${list} UTC.`
}

function Cell({ cell }: { cell: PlannerCell }) {
  const shift = cell.dayShift < 0 ? 'the day before' : cell.dayShift > 0 ? 'the day after' : ''
  return (
    <td
      className={cn(
        'border-b border-border px-3 py-1 whitespace-nowrap tabular-nums',
        cell.working ? 'bg-success-soft font-medium' : 'text-fg-muted',
      )}
    >
      <span className="inline-flex items-center gap-1.5">
        {cell.time}
        {shift && (
          <span className="text-xs" title={shift}>
            {cell.weekday}
            <span className="sr-only">, {shift}</span>
          </span>
        )}
        {cell.working && (
          <>
            <Briefcase aria-hidden className="size-3.5" />
            <span className="sr-only">, working hours</span>
          </>
        )}
      </span>
    </td>
  )
}

/** The planner's 24 rows: a UTC hour, each zone's clock then, and how many are at work. */
export function PlannerTable({ day, planner }: { day: string; planner: Planner }) {
  const everyone = planner.zones.length
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm font-medium">
        {summary(planner)}
      </p>
      <p className="text-xs text-fg-muted">
        <Briefcase aria-hidden className="inline size-3.5 align-text-bottom" /> marks an hour wholly
        inside 09:00–17:00 on that clock.
      </p>
      <div
        role="region"
        aria-label="Hours across the zones"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe: a scrollable region must be focusable
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-accent"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="px-3 py-2 text-left text-xs text-fg-muted">
            {day}, hour by hour in UTC
          </caption>
          <thead className="bg-surface-2 text-left">
            <tr>
              <th scope="col" className="px-3 py-1.5 font-medium">
                UTC
              </th>
              {planner.zones.map(({ zone, offset }) => (
                <th key={zone} scope="col" className="px-3 py-1.5 font-medium">
                  <span className="block whitespace-nowrap">{zone}</span>
                  <span className="block text-xs font-normal whitespace-nowrap text-fg-muted">
                    {offset}
                  </span>
                </th>
              ))}
              <th scope="col" className="px-3 py-1.5 font-medium">
                At work
              </th>
            </tr>
          </thead>
          <tbody>
            {planner.rows.map((row) => {
              const all = row.working === everyone
              return (
                <tr key={row.utc} className={cn(all && 'font-semibold')}>
                  <th
                    scope="row"
                    className="border-b border-border px-3 py-1 text-left tabular-nums"
                  >
                    {row.utc}
                  </th>
                  {row.cells.map((cell, index) => (
                    <Cell key={planner.zones[index]!.zone} cell={cell} />
                  ))}
                  <td className="border-b border-border px-3 py-1 whitespace-nowrap">
                    {all ? (
                      <span className="inline-flex items-center gap-1">
                        <CircleCheck aria-hidden className="size-3.5 text-success" />
                        All
                      </span>
                    ) : (
                      `${row.working} of ${everyone}`
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}
