import { Pause, Play, RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { WidgetProps } from '@/lib/widget-registry'
import { clockOf, phaseLength, phaseOf, type TimerSettings } from '../../model/timer-state'
import type { TIMER_OPTIONS } from '../../model/widget-options'
import { useTimer } from './use-timer'
import { LIVE_ATTRIBUTES } from '@/lib/first-view'
import { plural } from '@/lib/format'

/**
 * A timer, or a Pomodoro that alternates focus sessions and breaks and counts the sessions
 * done. It goes on across navigation and reloads, and says when it ends (see `useTimer`).
 */
export default function TimerWidget({ id, options }: WidgetProps<typeof TIMER_OPTIONS>) {
  const settings: TimerSettings = {
    pomodoro: options.mode === 'pomodoro',
    minutes: options.minutes,
    breakMinutes: options.breakMinutes,
  }
  const { state, running, left, start, pause, reset } = useTimer(id, settings)
  const phase = phaseOf(state, settings)
  const length = phaseLength(state, settings)
  const idle = !running && state.left === null && phase === 'focus' && state.sessions === 0
  const done = Math.min(1, Math.max(0, 1 - left / length))

  return (
    <div
      className="flex h-full flex-col items-center justify-center gap-1.5 overflow-hidden text-center [container-type:size]"
      {...LIVE_ATTRIBUTES}
    >
      {settings.pomodoro && (
        <p className="text-xs text-fg-muted">
          {phase === 'focus' ? 'Focus' : 'Break'} · {plural(state.sessions, 'session')} done
        </p>
      )}
      <p
        role="timer"
        aria-label={settings.pomodoro && phase === 'break' ? 'Break time left' : 'Time left'}
        className="text-4xl leading-none font-semibold tabular-nums @xs:text-5xl [@container(max-height:6.5rem)]:text-3xl"
      >
        {clockOf(left)}
      </p>
      <div
        aria-hidden
        className="h-1 w-full max-w-40 overflow-hidden rounded-full bg-surface-3 [@container(max-height:6.5rem)]:hidden"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${done * 100}%` }} />
      </div>
      <div className="flex gap-2">
        {/* One button that changes its name, so focus stays on it when it is pressed. */}
        <Button size="sm" look={running ? 'flat' : 'key'} onClick={running ? pause : start}>
          {running ? <Pause aria-hidden /> : <Play aria-hidden />}
          {running ? 'Pause' : 'Start'}
        </Button>
        <Button size="sm" look="ghost" onClick={reset} disabled={idle}>
          <RotateCcw aria-hidden />
          Reset
        </Button>
      </div>
    </div>
  )
}
