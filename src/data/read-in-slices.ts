/** Items read at a time when the browser has no idle period to offer. */
const SLICE = 200
/** How long a slice waits for an idle period before it runs anyway. */
const BUSY_MS = 300
/** The longest a slice runs while a reader waits: a key pressed meanwhile waits no longer. */
const HURRY_MS = 8

const report = (error: unknown) => {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error)
  else
    setTimeout(() => {
      throw error
    })
}

/**
 * Runs `task` in a task of its own soon, after input and rendering that are waiting: a
 * prioritised task where the browser has `scheduler.postTask`, otherwise a timeout.
 */
export function nextTask(task: () => void) {
  const scheduler = (
    globalThis as { scheduler?: { postTask?: (task: () => void) => Promise<unknown> } }
  ).scheduler
  // A slice that throws is reported as an error of the page, as it would be from a timeout.
  if (typeof scheduler?.postTask === 'function') void scheduler.postTask(task).catch(report)
  else setTimeout(task, 0)
}

/**
 * Reads items a slice at a time (a collection's records into snapshots), so that a key pressed
 * meanwhile never waits long. In the background, slices run in idle periods, up to each one's
 * deadline (or, when the browser has been busy for a while, 200 items at a time); once hurried
 * (a reader on screen waits) they run one after another, each at most a few milliseconds,
 * without waiting for the browser to be idle. `done` ends it early (everything was read
 * another way); `whenDone` resolves either way.
 */
export class SlicedRead {
  readonly whenDone: Promise<void>
  private hurried = false
  private idle: number | null = null
  private at = 0
  private resolve!: () => void

  constructor(
    private readonly ids: readonly string[],
    private readonly read: (id: string) => void,
    private readonly done: () => boolean,
    { hurry = false }: { hurry?: boolean } = {},
  ) {
    this.whenDone = new Promise((resolve) => (this.resolve = resolve))
    this.hurried = hurry
    // A hurried reading starts in a task of its own, not inside its caller (a widget's effect,
    // in the commit that shows the workspace).
    if (hurry) nextTask(this.step)
    else this.step({ timeRemaining: () => 0, didTimeout: false } as IdleDeadline)
  }

  /** A reader on screen waits: no more waiting for idle periods. */
  hurry() {
    if (this.hurried) return
    this.hurried = true
    if (this.idle === null) return
    cancelIdleCallback(this.idle)
    this.idle = null
    nextTask(this.step)
  }

  private step = (deadline?: IdleDeadline) => {
    this.idle = null
    if (this.done()) return this.resolve()
    const { ids } = this
    const hurry = this.hurried
    const until = performance.now() + HURRY_MS
    const slice = !hurry && (!deadline || deadline.didTimeout)
    const end = slice ? Math.min(ids.length, this.at + SLICE) : ids.length
    const more = hurry
      ? () => performance.now() < until
      : () => slice || deadline!.timeRemaining() > 1
    for (; this.at < end && more(); this.at++) this.read(ids[this.at]!)
    if (this.at >= ids.length) this.resolve()
    else if (hurry) nextTask(this.step)
    else if (typeof requestIdleCallback === 'function')
      this.idle = requestIdleCallback(this.step, { timeout: BUSY_MS })
    // Without idle callbacks (tests, old browsers): slices.
    else setTimeout(this.step, 0)
  }
}
