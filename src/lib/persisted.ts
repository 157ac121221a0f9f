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
