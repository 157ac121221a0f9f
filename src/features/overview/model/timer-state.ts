import * as z from 'zod/mini'

/** The longest a phase can be (the Minutes option's maximum), in ms. */
const LONGEST = 180 * 60_000

/**
 * A timer as kept in localStorage under `hearth:timer:<widget id>`: running until `endsAt`
 * (a `Date.now()` time), paused with `left` ms to go, or idle (`left` null: the phase's full
 * length, which follows the options).
 */
const timerSchema = z.object({
  phase: z.enum(['focus', 'break']),
  endsAt: z.nullable(z.number()),
  left: z.nullable(z.number().check(z.nonnegative(), z.maximum(LONGEST))),
  sessions: z.int().check(z.nonnegative()),
})
export type TimerState = z.infer<typeof timerSchema>

export const IDLE_TIMER: TimerState = { phase: 'focus', endsAt: null, left: null, sessions: 0 }

export const timerKey = (id: string) => `hearth:timer:${id}`

/**
 * The stored timer of a widget, or null when there is none or it cannot be read (not JSON, the
 * wrong shape, or ending further ahead than any timer can run): the widget then starts afresh.
 */
export function readTimer(id: string, now: number): TimerState | null {
  try {
    const stored = localStorage.getItem(timerKey(id))
    if (stored === null) return null
    const parsed = z.safeParse(timerSchema, JSON.parse(stored))
    if (!parsed.success) return null
    const { endsAt } = parsed.data
    return endsAt !== null && endsAt - now > LONGEST ? null : parsed.data
  } catch {
    return null
  }
}

export function writeTimer(id: string, state: TimerState) {
  try {
    localStorage.setItem(timerKey(id), JSON.stringify(state))
  } catch {
    /* storage full or off: the timer still runs in this tab */
  }
}

/** What the timer's options say. */
export interface TimerSettings {
  pomodoro: boolean
  minutes: number
  breakMinutes: number
}

/** The phase as it counts: a plain timer has no breaks, whatever a Pomodoro left stored. */
export const phaseOf = (state: TimerState, settings: TimerSettings) =>
  settings.pomodoro ? state.phase : 'focus'

/** The full length of the timer's current phase, in ms. */
export const phaseLength = (state: TimerState, settings: TimerSettings) =>
  (phaseOf(state, settings) === 'break' ? settings.breakMinutes : settings.minutes) * 60_000

/** Time left at `now`, in ms (never below 0). */
export function timeLeft(state: TimerState, settings: TimerSettings, now: number): number {
  if (state.endsAt !== null) return Math.max(0, state.endsAt - now)
  return state.left ?? phaseLength(state, settings)
}

export const startTimer = (
  state: TimerState,
  settings: TimerSettings,
  now: number,
): TimerState => ({
  ...state,
  endsAt: now + timeLeft(state, settings, now),
  left: null,
})

export const pauseTimer = (
  state: TimerState,
  settings: TimerSettings,
  now: number,
): TimerState => ({
  ...state,
  endsAt: null,
  left: timeLeft(state, settings, now),
})

/** What the end of a phase says, and the idle phase that follows it. */
export function finishTimer(
  state: TimerState,
  settings: TimerSettings,
): { next: TimerState; title: string; message: string } {
  const focus = phaseOf(state, settings) === 'focus'
  if (!settings.pomodoro)
    return {
      next: IDLE_TIMER,
      title: 'Timer done',
      message: `Your ${settings.minutes}-minute timer has ended.`,
    }
  const sessions = state.sessions + (focus ? 1 : 0)
  return focus
    ? {
        next: { phase: 'break', endsAt: null, left: null, sessions },
        title: 'Focus session done',
        message: `Session ${sessions} done. Take a ${settings.breakMinutes}-minute break.`,
      }
    : {
        next: { phase: 'focus', endsAt: null, left: null, sessions },
        title: 'Break over',
        message: 'Time to focus again.',
      }
}

/** mm:ss of a number of ms, rounded up to the second (minutes go past 59: '90:00'). */
export function clockOf(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}
