import * as z from 'zod/mini'

/**
 * Reads stored state forgivingly: every field that still parses is kept, every field that
 * does not falls back to its default. Never throws on what an older version stored.
 */
export function readPersisted<T extends object>(
  shape: { [K in keyof T]: z.ZodMiniType<T[K]> },
  stored: unknown,
  defaults: T,
): T {
  const result = { ...defaults }
  if (!stored || typeof stored !== 'object') return result
  for (const key of Object.keys(shape) as (keyof T)[]) {
    const parsed = z.safeParse(shape[key], (stored as Record<keyof T, unknown>)[key])
    if (parsed.success) result[key] = parsed.data as T[keyof T]
  }
  return result
}

/**
 * Keeps a store persisted in localStorage under `key` in step with this browser's other tabs:
 * when another tab stores it (or clears localStorage), the store reads it again. Without this, a
 * tab that changes one setting writes its whole, older state back, undoing a change made
 * meanwhile in another tab.
 */
export function followOtherTabs(
  store: { persist: { rehydrate: () => Promise<void> | void } },
  key: string,
) {
  if (typeof window === 'undefined') return
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) void store.persist.rehydrate()
  })
}
