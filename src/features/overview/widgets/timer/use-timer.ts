import { useEffect, useState } from 'react'
import { toast } from '@/components/ui/toast-store'
import { notifyUser } from '@/lib/notify'
import {
  finishTimer,
  IDLE_TIMER,
  pauseTimer,
  readTimer,
  startTimer,
  timeLeft,
  timerKey,
  writeTimer,
  type TimerSettings,
  type TimerState,
} from '../../model/timer-state'

/**
 * A widget's timer, kept in localStorage by the widget's id so it runs on across navigation,
 * reloads and a closed tab (it holds the end time, not a count). Its end, even one that came
 * while Hearth was closed, reaches the notification centre once (the notice's id is the end
 * time) and shows a toast. Other tabs follow through the storage event.
 */
export function useTimer(id: string, settings: TimerSettings) {
  const [state, setState] = useState<TimerState>(() => readTimer(id, Date.now()) ?? IDLE_TIMER)
  const [now, setNow] = useState(() => Date.now())

  const save = (next: TimerState) => {
    setState(next)
    writeTimer(id, next)
  }

  // Another tab started, paused or reset this widget's timer.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== timerKey(id)) return
      setNow(Date.now())
      setState(readTimer(id, Date.now()) ?? IDLE_TIMER)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [id])

  const { endsAt, phase, sessions } = state
  const { pomodoro, minutes, breakMinutes } = settings
  useEffect(() => {
    if (endsAt === null) return
    // Repaints as each displayed second passes, from the time left (so it never drifts).
    let tick: ReturnType<typeof setTimeout>
    const repaint = () => {
      const t = Date.now()
      setNow(t)
      const left = endsAt - t
      if (left > 0) tick = setTimeout(repaint, ((left - 1) % 1000) + 1)
    }
    // The end has a timer of its own: a background tab's chained timers are slowed down, a
    // single one much less.
    const end = setTimeout(
      () => {
        const { next, title, message } = finishTimer(
          { phase, sessions, endsAt, left: null },
          { pomodoro, minutes, breakMinutes },
        )
        notifyUser({ kind: 'success', title, message, id: `timer:${id}:${endsAt}` })
        toast({ kind: 'success', title, message })
        setNow(Date.now())
        setState(next)
        writeTimer(id, next)
      },
      Math.max(0, endsAt - Date.now()),
    )
    tick = setTimeout(repaint, 0)
    return () => {
      clearTimeout(tick)
      clearTimeout(end)
    }
  }, [endsAt, phase, sessions, id, pomodoro, minutes, breakMinutes])

  return {
    state,
    running: endsAt !== null,
    left: timeLeft(state, settings, now),
    start: () => {
      const t = Date.now()
      setNow(t)
      save(startTimer(state, settings, t))
    },
    pause: () => {
      const t = Date.now()
      setNow(t)
      save(pauseTimer(state, settings, t))
    },
    reset: () => save(IDLE_TIMER),
  }
}
