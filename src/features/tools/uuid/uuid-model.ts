export type Result<T> = { ok: true; value: T } | { ok: false; error: string }

type Random = (bytes: Uint8Array) => Uint8Array
const systemRandom: Random = (bytes) => crypto.getRandomValues(bytes)

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const hyphenate = (h: string) =>
  `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`

/** A random UUID, version 4 (RFC 9562 §5.4). */
export function uuidV4(random: Random = systemRandom): string {
  const bytes = random(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  return hyphenate(hex(bytes))
}

let lastV7 = { ms: -1, counter: 0 }

/**
 * A time-ordered UUID, version 7 (RFC 9562 §5.7): 48 bits of Unix milliseconds, then random bits.
 * Within one millisecond a 12-bit counter (method 1 of §6.2) keeps them in order.
 */
export function uuidV7(now = Date.now(), random: Random = systemRandom): string {
  const bytes = random(new Uint8Array(16))
  let counter: number
  if (now === lastV7.ms && lastV7.counter < 0xfff) counter = lastV7.counter + 1
  else counter = ((bytes[6]! & 0x0f) << 8) | (bytes[7]! & 0x7f) // room left to count up
  lastV7 = { ms: now, counter }
  let ms = now
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256
    ms = Math.floor(ms / 256)
  }
  bytes[6] = 0x70 | (counter >> 8)
  bytes[7] = counter & 0xff
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  return hyphenate(hex(bytes))
}

export interface UuidOptions {
  version: 'v4' | 'v7'
  count: number
  uppercase: boolean
  hyphens: boolean
}

/** Reads 'How many' (1–100). */
export function parseCount(text: string): Result<number> {
  const n = Number(text.trim())
  if (!text.trim() || !Number.isInteger(n) || n < 1 || n > 100)
    return { ok: false, error: 'How many must be a whole number from 1 to 100.' }
  return { ok: true, value: n }
}

export function generateUuids({ version, count, uppercase, hyphens }: UuidOptions): string[] {
  return Array.from({ length: count }, () => {
    let id = version === 'v7' ? uuidV7() : uuidV4()
    if (!hyphens) id = id.replace(/-/g, '')
    return uppercase ? id.toUpperCase() : id
  })
}

export interface UuidInfo {
  version: number
  variant: string
  /** For v1, v6 and v7: when it was made. */
  time?: Date
}

/** What a UUID is: version, variant and (v7) the time inside; or why it is not a UUID. */
export function inspectUuid(text: string): Result<UuidInfo> {
  const clean = text
    .trim()
    .replace(/^urn:uuid:/i, '')
    .replace(/^\{(.*)\}$/, '$1')
  if (!/^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(clean))
    return {
      ok: false,
      error: 'That is not a UUID: it needs 32 hexadecimal digits, as 8-4-4-4-12.',
    }
  const h = clean.replace(/-/g, '').toLowerCase()
  const version = parseInt(h[12]!, 16)
  const v = parseInt(h[16]!, 16)
  const variant =
    v < 8
      ? 'NCS (reserved)'
      : v < 12
        ? 'RFC 9562'
        : v < 14
          ? 'Microsoft (reserved)'
          : 'Future (reserved)'
  if (/^0+$/.test(h)) return { ok: true, value: { version: 0, variant: 'Nil UUID' } }
  if (/^f+$/.test(h)) return { ok: true, value: { version: 15, variant: 'Max UUID' } }
  const info: UuidInfo = { version, variant }
  if (version === 7) info.time = new Date(parseInt(h.slice(0, 12), 16))
  return { ok: true, value: info }
}

/** An unbiased random whole number in [0, max), by rejection sampling (no modulo bias). */
export function randomBelow(max: number, random: Random = systemRandom): number {
  if (!Number.isInteger(max) || max < 1 || max > 2 ** 32) throw new RangeError(`max ${max}`)
  const limit = Math.floor(2 ** 32 / max) * max
  const buffer = new Uint32Array(1)
  for (;;) {
    random(new Uint8Array(buffer.buffer))
    if (buffer[0]! < limit) return buffer[0]! % max
  }
}
