import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast-store'
import { notifyUser } from '@/lib/notify'
import type { WidgetProps } from '@/lib/widget-registry'
import { clockOf, readTimer, writeTimer, type TimerState } from '../model/timer-state'
import type { TIMER_OPTIONS } from '../model/widget-options'

/**
 * A timer, or a Pomodoro that alternates focus and breaks. It runs from a stored end time, so
 * it goes on across navigation, reloads and a closed tab; when it ends, a notice reaches the
 * notification centre once (its id is the end time) and a toast shows.
 */
export default function TimerWidget({ id, options }: WidgetProps<typeof TIMER_OPTIONS>) {
  const pomodoro = options.mode === 'pomodoro'
  const length = (phase: TimerState['phase']) =>
    (phase === 'break' ? options.breakMinutes : options.minutes) * 60_000
  const fresh = (): TimerState => ({
    phase: 'focus',
    endsAt: null,
    left: length('focus'),
    sessions: 0,
  })
  const [state, setState] = useState<TimerState>(() => readTimer(id) ?? fresh())
  const [now, setNow] = useState(() => Date.now())
  const running = state.endsAt !== null
  const left = running ? state.endsAt! - now : state.left

  const save = (next: TimerState) => {
    setState(next)
    writeTimer(id, next)
  }

  // Ticks while running; at the end (even one that came while Hearth was closed) a notice
  // reaches the notification centre once (its id is the end time) and the next phase is set.
  useEffect(() => {
    if (state.endsAt === null) return
    const endsAt = state.endsAt
    let ended = false
    const tick = () => {
      const t = Date.now()
      if (ended) return
      if (t < endsAt) return setNow(t)
      // Once: further ticks before the next render must not end it again.
      ended = true
      const endedFocus = state.phase === 'focus'
      const title = !pomodoro ? 'Timer done' : endedFocus ? 'Focus session done' : 'Break over'
      const message = !pomodoro
        ? `${options.minutes} minutes are up.`
        : endedFocus
          ? `Take a ${options.breakMinutes}-minute break.`
          : 'Time to focus again.'
      notifyUser({ kind: 'success', title, message, id: `timer:${id}:${endsAt}` })
      toast({ kind: 'success', title, message })
      const next = pomodoro && endedFocus ? 'break' : 'focus'
      const minutes = next === 'break' ? options.breakMinutes : options.minutes
      setNow(t)
      save({
        phase: next,
        endsAt: null,
        left: minutes * 60_000,
        sessions: state.sessions + (endedFocus ? 1 : 0),
      })
    }
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, 250)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `save` only stores what it is given
  }, [state, pomodoro, id, options.minutes, options.breakMinutes])

  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 text-center">
      {pomodoro && (
        <p className="text-xs text-fg-muted">
          {state.phase === 'focus' ? 'Focus' : 'Break'} · {state.sessions}{' '}
          {state.sessions === 1 ? 'session' : 'sessions'} done
        </p>
      )}
      <p role="timer" aria-label="Time left" className="text-3xl font-semibold tabular-nums">
        {clockOf(left)}
      </p>
      <div className="flex gap-2">
        {running ? (
          <Button
            size="sm"
            onClick={() => save({ ...state, endsAt: null, left: Math.max(0, left) })}
          >
            Pause
          </Button>
        ) : (
          <Button
            size="sm"
            look="key"
            onClick={() => {
              const start = Date.now()
              setNow(start)
              save({ ...state, endsAt: start + state.left })
            }}
          >
            Start
          </Button>
        )}
        <Button size="sm" look="flat" onClick={() => save(fresh())}>
          Reset
        </Button>
      </div>
    </div>
  )
}
