import type { WallTime } from '../../model/world-clock'

export interface AnalogClockProps {
  time: WallTime
  /** Draws a second hand. */
  seconds: boolean
  /** The time as text, e.g. '9:05 AM': the face's accessible name says it. */
  label: string
}

const point = (turn: number, radius: number) => ({
  x: 50 + radius * Math.sin(turn * 2 * Math.PI),
  y: 50 - radius * Math.cos(turn * 2 * Math.PI),
})

function Hand({
  turn,
  length,
  width,
  className,
}: {
  turn: number
  length: number
  width: number
  className: string
}) {
  const end = point(turn, length)
  return (
    <line
      x1="50"
      y1="50"
      x2={end.x}
      y2={end.y}
      strokeWidth={width}
      strokeLinecap="round"
      className={className}
    />
  )
}

/**
 * A clock face with hands, as big as its box's height allows. The hands jump from one position
 * to the next (no animation), so there is no motion to reduce.
 */
export function AnalogClock({ time, seconds, label }: AnalogClockProps) {
  const minute = time.minute + (seconds ? time.second / 60 : 0)
  const hour = (time.hour % 12) + minute / 60
  return (
    <svg
      viewBox="0 0 100 100"
      role="img"
      aria-label={`Clock showing ${label}`}
      className="aspect-square h-full max-h-40 w-auto shrink-0"
    >
      <circle cx="50" cy="50" r="47" strokeWidth="2" className="fill-surface-2 stroke-border" />
      {Array.from({ length: 12 }, (_, i) => {
        const from = point(i / 12, i % 3 === 0 ? 37 : 40)
        const to = point(i / 12, 44)
        return (
          <line
            key={i}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
            strokeWidth={i % 3 === 0 ? 3 : 2}
            strokeLinecap="round"
            className="stroke-fg-muted"
          />
        )
      })}
      <Hand turn={hour / 12} length={24} width={4.5} className="stroke-fg" />
      <Hand turn={minute / 60} length={35} width={3} className="stroke-fg" />
      {seconds && (
        <Hand turn={time.second / 60} length={39} width={1.5} className="stroke-accent" />
      )}
      <circle cx="50" cy="50" r="2.5" className="fill-accent" />
    </svg>
  )
}
