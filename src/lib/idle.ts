/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms, if given). Where
 * `requestIdleCallback` is missing it runs after `fallbackDelay` ms. Returns a cancel function.
 */
export function whenIdle(
  task: () => void,
  { timeout, fallbackDelay = 300 }: { timeout?: number; fallbackDelay?: number } = {},
): () => void {
  // A worker has none (`document-host.ts`).
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), timeout ? { timeout } : undefined)
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, fallbackDelay)
  return () => clearTimeout(timer)
}
