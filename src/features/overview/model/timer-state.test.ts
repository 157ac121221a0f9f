import { expect, it } from 'vitest'
import {
  clockOf,
  finishTimer,
  IDLE_TIMER,
  pauseTimer,
  startTimer,
  timeLeft,
  type TimerSettings,
} from './timer-state'

const TIMER: TimerSettings = { pomodoro: false, minutes: 25, breakMinutes: 5 }
const POMODORO: TimerSettings = { ...TIMER, pomodoro: true }

it('writes mm:ss, rounding up to the second', () => {
  expect(clockOf(25 * 60_000)).toBe('25:00')
  expect(clockOf(59_001)).toBe('01:00')
  expect(clockOf(180 * 60_000)).toBe('180:00')
  expect(clockOf(-5)).toBe('00:00')
})

it('counts from an end time while running and keeps what is left while paused', () => {
  const running = startTimer(IDLE_TIMER, TIMER, 1_000)
  expect(running).toMatchObject({ endsAt: 1_000 + 25 * 60_000, left: null })
  expect(timeLeft(running, TIMER, 61_000)).toBe(24 * 60_000)
  const paused = pauseTimer(running, TIMER, 61_000)
  expect(paused).toMatchObject({ endsAt: null, left: 24 * 60_000 })
  expect(timeLeft(paused, { ...TIMER, minutes: 5 }, 999_999)).toBe(24 * 60_000)
  // An idle timer follows the options.
  expect(timeLeft(IDLE_TIMER, { ...TIMER, minutes: 5 }, 0)).toBe(5 * 60_000)
})

it('moves a Pomodoro from focus to a break and back, counting sessions', () => {
  const focus = finishTimer({ ...IDLE_TIMER, endsAt: 1 }, POMODORO)
  expect(focus.title).toBe('Focus session done')
  expect(focus.next).toEqual({ phase: 'break', endsAt: null, left: null, sessions: 1 })
  const pause = finishTimer({ ...focus.next, endsAt: 2 }, POMODORO)
  expect(pause.title).toBe('Break over')
  expect(pause.next).toEqual({ phase: 'focus', endsAt: null, left: null, sessions: 1 })
  // A plain timer has no breaks, even if a Pomodoro left one stored.
  expect(finishTimer({ ...focus.next, endsAt: 3 }, TIMER).title).toBe('Timer done')
  expect(timeLeft(focus.next, TIMER, 0)).toBe(25 * 60_000)
})
