import { createHash, randomBytes } from 'node:crypto'

/**
 * Device tokens and pairing codes. Both are stored only as SHA-256 hashes: a copy of the
 * database does not let anyone connect. Plain SHA-256 (not a slow password hash) is enough
 * because both are long random values, not something a person chose.
 */

/** 32 random bytes, base64url: 43 characters. */
export const newToken = (): string => randomBytes(32).toString('base64url')

export const looksLikeToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex')

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** 16 characters (80 random bits) in groups of four: `7K3M-Q9TX-2BHD-WN4R`. */
export function newPairingCode(): string {
  const bytes = randomBytes(16)
  // 256 is a multiple of 32, so `byte % 32` is uniform.
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('')
  return chars.match(/.{4}/g)!.join('-')
}

/**
 * The code as typed: any case, spaces and dashes anywhere, O for 0 and I or L for 1. Null when
 * it cannot be a code, so a malformed one costs no database query.
 */
export function normalisePairingCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  return code.length === 16 && [...code].every((c) => ALPHABET.includes(c)) ? code : null
}

/** `u_…` and `d_…`: 16 hex characters after the prefix. */
export const newId = (prefix: 'u' | 'd'): string => `${prefix}_${randomBytes(8).toString('hex')}`
