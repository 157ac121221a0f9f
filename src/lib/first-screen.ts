import { whenIdle } from './idle'

/** Parts of the first screen still loading their code (a widget's body, say). */
export const PENDING_SELECTOR = '[data-widget-loading]'
const CHECK_EVERY = 50
const GIVE_UP_AFTER = 5000

/** Code the screen on show is fetching for its next steps (see `preloadForScreen`). */
const forScreen = new Set<object>()

/**
 * Fetches, in the first idle period (at the latest after `timeout` ms), code the screen on show
 * will want next (its edit mode, its dialogs). What `afterFirstScreen` runs (other sections'
 * code, background services) waits until it has come, so the screen's own comes first. Returns
 * a cancel function.
 */
export function preloadForScreen(
  load: () => Promise<unknown>,
  { timeout = 5000 }: { timeout?: number } = {},
): () => void {
  const token = {}
  forScreen.add(token)
  const done = () => void forScreen.delete(token)
  const cancelIdle = whenIdle(
    () =>
      void load()
        .catch(() => {})
        .finally(done),
    { timeout },
  )
  return () => {
    cancelIdle()
    done()
  }
}

/**
 * Runs `task` once the first screen is complete: the workspace is open (`data-ready`), nothing
 * on the screen is still loading its code (nor the code it preloads for its next steps), and the
 * browser is idle. Work that can wait
 * (preloading other sections, background services) goes here, so it never competes with the
 * start page for the network or the main thread. After 5 s it runs anyway. Returns a cancel
 * function.
 */
export function afterFirstScreen(task: () => void): () => void {
  const started = performance.now()
  let cancelIdle: (() => void) | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = () => {
    const root = document.documentElement
    const complete =
      root.dataset.ready === 'true' &&
      !document.querySelector(PENDING_SELECTOR) &&
      forScreen.size === 0
    if (complete || performance.now() - started > GIVE_UP_AFTER)
      cancelIdle = whenIdle(task, { timeout: 1000, fallbackDelay: 100 })
    else timer = setTimeout(check, CHECK_EVERY)
  }
  check()
  return () => {
    clearTimeout(timer)
    cancelIdle?.()
  }
}

/** How often `firstScreenShown` looks: about a frame. */
const LOOK_EVERY = 16

/**
 * Resolves once the first screen is shown: the workspace is open (`data-ready`) and nothing on
 * the screen is still loading its code or its records; after 5 s anyway. What the screen shows
 * beside its records (counts) waits for it, so that no such work delays the records.
 */
export function firstScreenShown(): Promise<void> {
  const started = performance.now()
  return new Promise((resolve) => {
    const look = () => {
      const shown =
        document.documentElement.dataset.ready === 'true' &&
        !document.querySelector(PENDING_SELECTOR)
      if (shown || performance.now() - started > GIVE_UP_AFTER) resolve()
      else setTimeout(look, LOOK_EVERY)
    }
    look()
  })
}
