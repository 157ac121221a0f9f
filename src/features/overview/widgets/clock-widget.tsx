import { usePreferencesStore } from '@/data/preferences-store'
import { useNow } from '@/hooks/use-now'
import { formatTime, type ClockFormat } from '@/lib/format'
import type { WidgetProps } from '@/lib/widget-registry'
import { greetingFor } from '../model/greeting'
import { timeZoneProblem, type CLOCK_OPTIONS } from '../model/widget-options'

/** The time in a format, with seconds when asked for ('3:07:09 PM', '15:07:09'). */
function timeText(date: Date, format: ClockFormat, seconds: boolean, timeZone?: string) {
  if (!timeZone) {
    const time = formatTime(date, format)
    return seconds
      ? time.replace(/^(\d+:\d+)/, `$1:${String(date.getSeconds()).padStart(2, '0')}`)
      : time
  }
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: format === '12h' ? 'numeric' : '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hour12: format === '12h',
  })
    .format(date)
    .toUpperCase()
}

/** '+9 h', '−5.5 h' or 'same time' against this device, and 'tomorrow' / 'yesterday'. */
function offsetText(date: Date, zone: string) {
  const here = new Date(date.toLocaleString('en-US'))
  const there = new Date(date.toLocaleString('en-US', { timeZone: zone }))
  const hours = Math.round((there.getTime() - here.getTime()) / 360_000) / 10
  const day =
    there.getDate() !== here.getDate() ? (there > here ? ', tomorrow' : ', yesterday') : ''
  if (hours === 0) return `same time${day}`
  return `${hours > 0 ? '+' : '−'}${Math.abs(hours)} h${day}`
}

/** The greeting, the time and date here, and the time in other zones (a world clock). */
export default function ClockWidget({ options }: WidgetProps<typeof CLOCK_OPTIONS>) {
  const now = useNow(options.seconds ? 1000 : 10_000)
  const name = usePreferencesStore((state) => state.displayName)
  const format = usePreferencesStore((state) => state.clockFormat)
  const time = timeText(now, format, options.seconds)
  const longDate = now.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  return (
    <div className="flex h-full min-h-0 items-center gap-4 overflow-hidden">
      {options.style === 'analog' && (
        <AnalogClock date={now} seconds={options.seconds} label={time} />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        {options.greeting && (
          <p className="truncate text-xl font-semibold">
            {greetingFor(now.getHours())}
            {name ? `, ${name}` : ''}
          </p>
        )}
        <p className="text-fg-muted">
          {options.style === 'digital' && (
            <time
              dateTime={now.toISOString()}
              className="mr-2 text-2xl font-semibold text-fg tabular-nums"
            >
              {time}
            </time>
          )}
          {longDate}
        </p>
        {options.zones.length > 0 && (
          <ul aria-label="Other time zones" className="space-y-0.5 text-sm">
            {options.zones.map((zone) => (
              <li key={zone} className="flex justify-between gap-2">
                <span className="truncate">{zone.split('/').pop()!.replaceAll('_', ' ')}</span>
                {timeZoneProblem(zone) ? (
                  <span className="text-fg-muted">unknown time zone</span>
                ) : (
                  <span className="tabular-nums">
                    {timeText(now, format, options.seconds, zone)}{' '}
                    <span className="text-fg-muted">({offsetText(now, zone)})</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

function AnalogClock({ date, seconds, label }: { date: Date; seconds: boolean; label: string }) {
  const s = date.getSeconds()
  const m = date.getMinutes() + s / 60
  const h = (date.getHours() % 12) + m / 60
  const hand = (turn: number, length: number, width: number, className: string) => (
    <line
      x1="50"
      y1="50"
      x2={50 + length * Math.sin(turn * 2 * Math.PI)}
      y2={50 - length * Math.cos(turn * 2 * Math.PI)}
      strokeWidth={width}
      strokeLinecap="round"
      className={className}
    />
  )
  return (
    <svg
      viewBox="0 0 100 100"
      role="img"
      aria-label={`Clock showing ${label}`}
      className="size-24 shrink-0"
    >
      <circle cx="50" cy="50" r="47" className="fill-surface-2 stroke-border" strokeWidth="2" />
      {Array.from({ length: 12 }, (_, i) => (
        <line
          key={i}
          x1={50 + 40 * Math.sin((i / 12) * 2 * Math.PI)}
          y1={50 - 40 * Math.cos((i / 12) * 2 * Math.PI)}
          x2={50 + 44 * Math.sin((i / 12) * 2 * Math.PI)}
          y2={50 - 44 * Math.cos((i / 12) * 2 * Math.PI)}
          strokeWidth="2"
          className="stroke-fg-muted"
        />
      ))}
      {hand(h / 12, 24, 4, 'stroke-fg')}
      {hand(m / 60, 34, 3, 'stroke-fg')}
      {seconds && hand(s / 60, 38, 1.5, 'stroke-accent')}
      <circle cx="50" cy="50" r="2.5" className="fill-accent" />
    </svg>
  )
}
