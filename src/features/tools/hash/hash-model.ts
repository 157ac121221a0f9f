import { plural } from '@/lib/format'

export const ALGORITHMS = ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'] as const
export type Algorithm = (typeof ALGORITHMS)[number]
export type DigestFormat = 'hex' | 'base64'
export type Digests = Record<Algorithm, Uint8Array>

/** Files larger than this are refused: they are read whole into memory. */
export const MAX_FILE_BYTES = 500 * 1024 * 1024

/** A byte count as people say it: '512 bytes', '1.5 KB', '12.3 MB' (1 KB = 1024 bytes). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return plural(bytes, 'byte')
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`
}

/** Whether a file can be hashed here: it is read whole into memory, so up to 500 MB. */
export function checkFile(file: {
  name: string
  size: number
}): { ok: true } | { ok: false; error: string } {
  return file.size > MAX_FILE_BYTES
    ? {
        ok: false,
        error: `${file.name} is ${formatSize(file.size)}; files up to 500 MB can be hashed here.`,
      }
    : { ok: true }
}

export const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

export const showDigest = (bytes: Uint8Array, format: DigestFormat) =>
  format === 'hex' ? toHex(bytes) : toBase64(bytes)

/** The four SHA digests of some bytes (text is hashed as UTF-8), by Web Crypto. */
export async function digestAll(
  data: string | ArrayBuffer | Uint8Array,
): Promise<{ ok: true; digests: Digests } | { ok: false; error: string }> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle)
    return {
      ok: false,
      error:
        'This browser offers no Web Crypto here (it needs a secure page: https or localhost), so nothing can be hashed.',
    }
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  try {
    const results = await Promise.all(
      ALGORITHMS.map(
        async (name) => new Uint8Array(await subtle.digest(name, bytes as BufferSource)),
      ),
    )
    return {
      ok: true,
      digests: Object.fromEntries(ALGORITHMS.map((name, i) => [name, results[i]!])) as Digests,
    }
  } catch (error) {
    return {
      ok: false,
      error: `Hashing failed (${error instanceof Error ? error.message : String(error)}).`,
    }
  }
}

/**
 * A hex digest as `sha256sum` and its kin print it: `<hex>  file` (or `<hex> *file` in binary
 * mode; a leading `\` when the name has escapes). Only a whole digest's length counts, so hex
 * written in groups is not taken for a digest and a file name.
 */
const CHECKSUM_LINE =
  /^\\?((?:[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{96}|[0-9a-f]{128}))(?: {2}| \*)\S.*$/i

/** Base64 in either alphabet (URL-safe `-` and `_` read as `+` and `/`), without its padding. */
const unpadded = (base64: string) => base64.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')

/**
 * Which digest an expected hash matches: hex in any case, or Base64 with or without its `=`
 * padding, in the standard or URL-safe alphabet; spaces are ignored, and a file name after a
 * hex digest (`sha256sum` output) is left out. The algorithm, `null` for no match, or an error
 * for text that is not a hash at all.
 */
export function compareDigest(
  expected: string,
  digests: Digests,
): { match: Algorithm | null } | { error: string } {
  const trimmed = expected.trim()
  const clean = (CHECKSUM_LINE.exec(trimmed)?.[1] ?? trimmed).replace(/\s+/g, '')
  if (!clean) return { match: null }
  const hex = /^[0-9a-f]+$/i.test(clean) ? clean.toLowerCase() : null
  if (!hex && !/^[A-Za-z0-9+/_-]+={0,2}$/.test(clean))
    return { error: 'That is not a hash: use hexadecimal (0–9, a–f) or Base64.' }
  const base64 = unpadded(clean)
  for (const name of ALGORITHMS) {
    const digest = digests[name]
    if ((hex && toHex(digest) === hex) || unpadded(toBase64(digest)) === base64)
      return { match: name }
  }
  return { match: null }
}
