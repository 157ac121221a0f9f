import { cn } from '@/lib/cn'
import type { ClockFormat } from '@/lib/format'
import { timeZoneProblem, worldClockRow } from '../../model/world-clock'

export interface WorldClockListProps {
  now: Date
  /** IANA names as the user typed them; ones this browser does not know say so. */
  zones: readonly string[]
  format: ClockFormat
  seconds: boolean
  className?: string
}

/** The world clock: 'Tokyo — 18:05 (+9 h, today)', one line per time zone. */
export function WorldClockList({ now, zones, format, seconds, className }: WorldClockListProps) {
  return (
    <ul
      aria-label="Time zones"
      className={cn('min-w-0 space-y-0.5 text-sm [@container(max-height:7rem)]:text-xs', className)}
    >
      {zones.map((zone) => {
        const problem = timeZoneProblem(zone)
        if (problem)
          return (
            <li key={zone} className="text-xs text-error">
              {problem} Change it in Widget settings.
            </li>
          )
        const row = worldClockRow(now, zone, format, seconds)
        return (
          <li key={zone} className="truncate">
            {row.city} — <span className="font-medium tabular-nums">{row.time}</span>{' '}
            <span className="text-fg-muted">
              ({row.offset}, {row.day})
            </span>
          </li>
        )
      })}
    </ul>
  )
}
