/** A result a tool can show: the value, or a sentence saying what is wrong. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string }

/** Fills bytes with random values and returns them (crypto.getRandomValues, or a fake in tests). */
export type Random = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>
export const systemRandom: Random = (bytes) => crypto.getRandomValues(bytes)

/**
 * An unbiased random whole number in [0, max), by rejection sampling: a 32-bit value past the
 * last whole multiple of `max` is drawn again rather than folded in by `%`, which would favour
 * the low numbers. `max` is a whole number from 1 to 2³² (a RangeError otherwise: a bug, not
 * user input).
 */
export function randomBelow(max: number, random: Random = systemRandom): number {
  if (!Number.isInteger(max) || max < 1 || max > 2 ** 32) throw new RangeError(`max ${max}`)
  const limit = Math.floor(2 ** 32 / max) * max
  const buffer = new Uint32Array(1)
  for (;;) {
    random(new Uint8Array(buffer.buffer))
    if (buffer[0]! < limit) return buffer[0]! % max
  }
}
