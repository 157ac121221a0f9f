import { whenIdle } from './idle'

/** Parts of the first screen still loading their code (a widget's body, say). */
export const PENDING_SELECTOR = '[data-widget-loading]'
const CHECK_EVERY = 50
const GIVE_UP_AFTER = 5000

/**
 * Runs `task` once the first screen is complete: the workspace is open (`data-ready`), nothing
 * on the screen is still loading its code, and the browser is idle. Work that can wait
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
    const complete = root.dataset.ready === 'true' && !document.querySelector(PENDING_SELECTOR)
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
