import { expect } from 'vitest'

/**
 * Waits until `check` holds (an owner in a worker, or a store reading, answers in tasks of its
 * own), at most `ms`, then expects it to (`what` says what failed).
 */
export async function until(check: () => boolean, what?: string, ms = 2_000) {
  const end = performance.now() + ms
  while (!check() && performance.now() < end) await new Promise((r) => setTimeout(r, 5))
  expect(check(), what).toBe(true)
}
