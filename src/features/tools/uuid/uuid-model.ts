import { systemRandom, type Random, type Result } from './random'

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const hyphenate = (h: string) =>
  `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`

/** A random UUID, version 4 (RFC 9562 §5.4): 122 random bits, version 4, variant 10. */
export function uuidV4(random: Random = systemRandom): string {
  const bytes = random(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  return hyphenate(hex(bytes))
}

/**
 * A maker of time-ordered UUIDs, version 7 (RFC 9562 §5.7): 48 bits of Unix milliseconds,
 * version 7, a 12-bit counter (`rand_a`), variant 10, then 62 random bits. Each UUID sorts after
 * the one before: within one millisecond, or if the clock steps back, the counter counts up from
 * a random start (method 1 of §6.2), and when it runs out the time is moved on by a millisecond.
 */
export function v7Generator(clock: () => number = Date.now, random: Random = systemRandom) {
  let last = -1
  let counter = 0
  return (): string => {
    const bytes = random(new Uint8Array(16))
    let ms = Math.max(0, Math.floor(clock()))
    if (ms > last) {
      counter = ((bytes[6]! & 0x0f) << 8) | bytes[7]!
    } else {
      ms = last
      counter++
      if (counter > 0xfff) {
        ms++
        counter = 0
      }
    }
    last = ms
    for (let i = 5; i >= 0; i--) {
      bytes[i] = ms % 256
      ms = Math.floor(ms / 256)
    }
    bytes[6] = 0x70 | (counter >> 8)
    bytes[7] = counter & 0xff
    bytes[8] = (bytes[8]! & 0x3f) | 0x80
    return hyphenate(hex(bytes))
  }
}

/** A v7 UUID from this page's one generator, so they stay in order across clicks. */
export const uuidV7 = v7Generator()

export interface UuidOptions {
  version: 'v4' | 'v7'
  count: number
  uppercase: boolean
  hyphens: boolean
}

/** Reads 'How many': digits only (not '1e2', '0x10' or '1.0'), a whole number from 1 to 100. */
export function parseCount(text: string): Result<number> {
  const digits = text.trim()
  const n = Number(digits)
  if (!/^\d+$/.test(digits) || n < 1 || n > 100)
    return { ok: false, error: 'How many must be a whole number from 1 to 100.' }
  return { ok: true, value: n }
}

/** A UUID (as made: lowercase, with hyphens) in the format asked. */
export function formatUuid(
  id: string,
  { uppercase, hyphens }: Omit<UuidOptions, 'version' | 'count'>,
) {
  const spaced = hyphens ? id : id.replace(/-/g, '')
  return uppercase ? spaced.toUpperCase() : spaced
}

/** `count` UUIDs of a version, lowercase with hyphens. */
export const makeUuids = (version: UuidOptions['version'], count: number): string[] =>
  Array.from({ length: count }, () => (version === 'v7' ? uuidV7() : uuidV4()))

/** `count` UUIDs of a version, formatted as asked. */
export const generateUuids = ({ version, count, ...format }: UuidOptions): string[] =>
  makeUuids(version, count).map((id) => formatUuid(id, format))

const VERSION_NAMES: Record<number, string> = {
  1: 'time-based',
  2: 'DCE security',
  3: 'name-based, MD5',
  4: 'random',
  5: 'name-based, SHA-1',
  6: 'time-based, reordered',
  7: 'Unix time-ordered',
  8: 'custom',
}

export interface UuidInfo {
  version: number
  /** What the version means, or 'unassigned'. */
  versionName: string
  variant: string
  /** For versions 1, 6 and 7 of the RFC 9562 variant: when it was made. */
  time?: Date
}

/** 100-nanosecond intervals from the Gregorian reform (1582-10-15) to 1970-01-01. */
const GREGORIAN_OFFSET = 0x01b21dd213814000n

/** What a UUID is: version, variant and (v1, v6, v7) the time inside; or why it is not a UUID. */
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
  if (/^0+$/.test(h))
    return { ok: true, value: { version: 0, versionName: 'nil', variant: 'Nil UUID' } }
  if (/^f+$/.test(h))
    return { ok: true, value: { version: 15, versionName: 'max', variant: 'Max UUID' } }
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
  const rfc = variant === 'RFC 9562'
  const info: UuidInfo = { version, versionName: VERSION_NAMES[version] ?? 'unassigned', variant }
  if (rfc && version === 7) info.time = new Date(parseInt(h.slice(0, 12), 16))
  if (rfc && (version === 1 || version === 6)) {
    // v1 stores the 60-bit time low part first; v6 stores it high part first.
    const ticks = BigInt(
      `0x${version === 1 ? h.slice(13, 16) + h.slice(8, 12) + h.slice(0, 8) : h.slice(0, 12) + h.slice(13, 16)}`,
    )
    info.time = new Date(Number((ticks - GREGORIAN_OFFSET) / 10000n))
  }
  return { ok: true, value: info }
}
