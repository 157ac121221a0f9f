import { wordlist } from '@scure/bip39/wordlists/english.js'
import { describe, expect, it } from 'vitest'
import {
  CLASSES,
  generatePassphrase,
  generatePassword,
  passphraseEntropy,
  passwordEntropy,
  strength,
} from './password-model'
import { generateUuids, inspectUuid, parseCount, randomBelow, uuidV4, uuidV7 } from './uuid-model'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('UUIDs', () => {
  it('makes version 4 and version 7 UUIDs with their version and variant bits', () => {
    for (let i = 0; i < 200; i++) {
      expect(uuidV4()).toMatch(V4)
      expect(uuidV7()).toMatch(V7)
    }
    expect(new Set(Array.from({ length: 1000 }, () => uuidV4())).size).toBe(1000)
  })

  it('puts the time in a v7 UUID and keeps those of one millisecond in order', () => {
    // RFC 9562 appendix A.6: 2022-02-22 14:22:22.00 UTC is 0x017F22E279B0.
    const ms = 0x017f22e279b0
    const id = uuidV7(ms)
    expect(id.startsWith('017f22e2-79b0-7')).toBe(true)
    expect(inspectUuid(id)).toEqual({
      ok: true,
      value: { version: 7, variant: 'RFC 9562', time: new Date('2022-02-22T19:22:22.000Z') },
    })
    const same = Array.from({ length: 50 }, () => uuidV7(ms + 1))
    expect([...same].sort()).toEqual(same)
  })

  it('formats a batch in upper case or without hyphens, and reads How many', () => {
    const ids = generateUuids({ version: 'v4', count: 3, uppercase: true, hyphens: false })
    expect(ids).toHaveLength(3)
    for (const id of ids) expect(id).toMatch(/^[0-9A-F]{12}4[0-9A-F]{3}[89AB][0-9A-F]{15}$/)
    expect(parseCount('25')).toEqual({ ok: true, value: 25 })
    for (const bad of ['0', '101', '2.5', 'ten', ''])
      expect(parseCount(bad)).toEqual({
        ok: false,
        error: 'How many must be a whole number from 1 to 100.',
      })
  })

  it('tells what a UUID is, and what is not one', () => {
    expect(inspectUuid('{F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6}')).toEqual({
      ok: true,
      value: { version: 1, variant: 'RFC 9562' },
    })
    expect(inspectUuid('urn:uuid:00000000-0000-0000-0000-000000000000')).toMatchObject({
      ok: true,
      value: { variant: 'Nil UUID' },
    })
    expect(inspectUuid('not-a-uuid')).toEqual({
      ok: false,
      error: 'That is not a UUID: it needs 32 hexadecimal digits, as 8-4-4-4-12.',
    })
  })
})

describe('random numbers', () => {
  it('rejects values past the last whole multiple, so there is no modulo bias', () => {
    // A source that first gives the largest 32-bit value (which would bias % 3), then 7.
    const values = [0xffffffff, 7]
    const fake = (bytes: Uint8Array) => {
      new DataView(bytes.buffer).setUint32(0, values.shift()!, true)
      return bytes
    }
    expect(randomBelow(3, fake)).toBe(1)
    expect(values).toEqual([])
  })

  it('spreads evenly over a small range', () => {
    const counts = [0, 0, 0, 0, 0, 0]
    for (let i = 0; i < 60_000; i++) counts[randomBelow(6)]!++
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(600)
  })
})

describe('passwords and passphrases', () => {
  it('has every chosen kind of character, the right length and nothing else', () => {
    const options = {
      length: 8,
      classes: ['lowercase', 'digits', 'symbols'] as const,
      avoidLookAlikes: true,
    }
    for (let i = 0; i < 300; i++) {
      const result = generatePassword(options)
      expect(result.ok).toBe(true)
      if (!result.ok) continue
      const password = result.value
      expect(password).toHaveLength(8)
      expect(password).toMatch(/[a-z]/)
      expect(password).toMatch(/[0-9]/)
      expect(password).toMatch(/[^a-z0-9]/)
      expect(password).not.toMatch(/[A-Z01lIO|]/)
    }
  })

  it('refuses what cannot be made', () => {
    expect(generatePassword({ length: 12, classes: [], avoidLookAlikes: false })).toEqual({
      ok: false,
      error: 'Choose at least one kind of character.',
    })
    expect(generatePassword({ length: 3, classes: ['digits'], avoidLookAlikes: false }).ok).toBe(
      false,
    )
    expect(generatePassword({ length: 129, classes: ['digits'], avoidLookAlikes: false }).ok).toBe(
      false,
    )
    expect(generatePassphrase({ words: 2, separator: '-', capitalise: false }, wordlist).ok).toBe(
      false,
    )
  })

  it('estimates entropy from the pool and names its strength', () => {
    const all = ['lowercase', 'uppercase', 'digits', 'symbols'] as const
    const pool = Object.values(CLASSES).join('').length
    expect(pool).toBe(90)
    expect(passwordEntropy({ length: 16, classes: all, avoidLookAlikes: false })).toBeCloseTo(
      16 * Math.log2(90),
      6,
    )
    expect(
      passwordEntropy({ length: 10, classes: ['digits'], avoidLookAlikes: false }),
    ).toBeCloseTo(33.22, 2)
    expect(passphraseEntropy(6, wordlist.length)).toBe(66)
    expect([20, 45, 66, 100].map(strength)).toEqual(['Weak', 'Fair', 'Strong', 'Very strong'])
  })

  it('makes passphrases of listed words, with a separator and capitals if asked', () => {
    expect(wordlist).toHaveLength(2048)
    const result = generatePassphrase({ words: 5, separator: '-', capitalise: true }, wordlist)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const words = result.value.split('-')
    expect(words).toHaveLength(5)
    for (const word of words) {
      expect(word[0]).toMatch(/[A-Z]/)
      expect(wordlist).toContain(word.toLowerCase())
    }
  })
})
