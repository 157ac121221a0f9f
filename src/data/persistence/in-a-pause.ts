import { whenIdle } from '@/lib/idle'

/**
 * Work that should not interrupt the user (compacting a large document encodes its whole state
 * on the main thread, about 100 ms for the Large sample) waits for a pause: no key or pointer
 * pressed in this page for `QUIET` ms, then an idle period. After `MAX_WAIT` ms of continuous
 * use it runs anyway.
 */
const QUIET = 2000
const MAX_WAIT = 30_000

let lastInput = -Infinity
if (typeof window !== 'undefined') {
  const noteInput = () => {
    lastInput = performance.now()
  }
  window.addEventListener('keydown', noteInput, { capture: true, passive: true })
  window.addEventListener('pointerdown', noteInput, { capture: true, passive: true })
}

/** A task run once in a pause, a second after it was last asked for (see `QUIET`). */
export class InAPause {
  private timer: ReturnType<typeof setTimeout> | null = null
  private cancelIdle: (() => void) | null = null
  /** When the run now waiting was first asked for. */
  private askedAt: number | null = null

  constructor(private readonly task: () => void) {}

  ask() {
    this.cancel()
    this.askedAt ??= performance.now()
    const attempt = () => {
      this.timer = null
      const now = performance.now()
      const quietFor = now - lastInput
      if (quietFor < QUIET && now - this.askedAt! < MAX_WAIT) {
        this.timer = setTimeout(attempt, QUIET - quietFor)
        return
      }
      this.cancelIdle = whenIdle(
        () => {
          this.cancelIdle = null
          this.askedAt = null
          this.task()
        },
        { timeout: 5000 },
      )
    }
    this.timer = setTimeout(attempt, 1000)
  }

  cancel() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.cancelIdle?.()
    this.cancelIdle = null
  }
}
