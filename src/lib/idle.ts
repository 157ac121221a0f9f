/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms, if given). Where
 * `requestIdleCallback` is missing it runs after `fallbackDelay` ms. Returns a cancel function.
 */
export function whenIdle(
  task: () => void,
  { timeout, fallbackDelay = 300 }: { timeout?: number; fallbackDelay?: number } = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), timeout ? { timeout } : undefined)
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, fallbackDelay)
  return () => clearTimeout(timer)
}
