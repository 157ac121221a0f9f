import * as z from 'zod/mini'

/** A timer as kept in localStorage: running (until `endsAt`) or paused (with `left` ms). */
const timerSchema = z.object({
  phase: z.enum(['focus', 'break']),
  endsAt: z.nullable(z.number()),
  left: z.number().check(z.nonnegative()),
  sessions: z.int().check(z.nonnegative()),
})
export type TimerState = z.infer<typeof timerSchema>

export const timerKey = (id: string) => `hearth:timer:${id}`

/** The stored timer of a widget, or null when there is none or it cannot be read. */
export function readTimer(id: string): TimerState | null {
  try {
    const parsed = z.safeParse(
      timerSchema,
      JSON.parse(localStorage.getItem(timerKey(id)) ?? 'null'),
    )
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function writeTimer(id: string, state: TimerState | null) {
  try {
    if (state) localStorage.setItem(timerKey(id), JSON.stringify(state))
    else localStorage.removeItem(timerKey(id))
  } catch {
    /* storage full or off: the timer still runs in this tab */
  }
}

/** mm:ss (or h:mm:ss) of a number of milliseconds, rounded up to the second. */
export function clockOf(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`
}
