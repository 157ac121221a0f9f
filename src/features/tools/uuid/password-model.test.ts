import { describe, expect, it } from 'vitest'
import {
  CLASSES,
  generatePassphrase,
  generatePassword,
  passphraseEntropy,
  passwordEntropy,
  strength,
  type CharClass,
} from './password-model'
import type { Random } from './random'
import { WORDS } from './word-list'

const PATTERNS: Record<CharClass, RegExp> = {
  lowercase: /[a-z]/,
  uppercase: /[A-Z]/,
  digits: /[0-9]/,
  symbols: /[^a-zA-Z0-9]/,
}
const ALL: CharClass[] = ['lowercase', 'uppercase', 'digits', 'symbols']

describe('passwords', () => {
  it.each([
    [4, ALL, false],
    [5, ['lowercase', 'digits', 'symbols'], true],
    [12, ['uppercase'], false],
    [20, ['digits', 'symbols'], true],
    [128, ALL, true],
  ] as const)(
    'of length %d with %j (look-alikes avoided: %s) have each chosen kind and nothing else',
    (length, classes, avoidLookAlikes) => {
      const allowed = new Set(
        classes
          .flatMap((c) => [...CLASSES[c]])
          .filter((c) => !avoidLookAlikes || !/[0O1lI|]/.test(c)),
      )
      for (let i = 0; i < 200; i++) {
        const result = generatePassword({ length, classes, avoidLookAlikes })
        if (!result.ok) throw new Error(result.error)
        expect(result.value).toHaveLength(length)
        for (const c of classes) expect(result.value).toMatch(PATTERNS[c])
        expect([...result.value].filter((char) => !allowed.has(char))).toEqual([])
      }
    },
  )

  it('does not always put the guaranteed characters first', () => {
    const firsts = new Set(
      Array.from({ length: 200 }, () => {
        const result = generatePassword({ length: 4, classes: ALL, avoidLookAlikes: false })
        return result.ok
          ? Object.keys(PATTERNS).find((c) => PATTERNS[c as CharClass].test(result.value[0]!))
          : ''
      }),
    )
    expect(firsts.size).toBe(4)
  })

  it('uses every character of the pool, about equally often', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 400; i++) {
      const result = generatePassword({ length: 100, classes: ['digits'], avoidLookAlikes: false })
      for (const char of result.ok ? result.value : '')
        counts.set(char, (counts.get(char) ?? 0) + 1)
    }
    expect([...counts.keys()].sort().join('')).toBe('0123456789')
    // 4,000 each expected; σ ≈ 60.
    for (const count of counts.values()) expect(Math.abs(count - 4_000)).toBeLessThan(400)
  })

  it.each([
    [{ length: 12, classes: [], avoidLookAlikes: false }, 'Choose at least one kind of character.'],
    [
      { length: 3, classes: ['digits'], avoidLookAlikes: false },
      'Length must be a whole number from 4 to 128.',
    ],
    [
      { length: 129, classes: ['digits'], avoidLookAlikes: false },
      'Length must be a whole number from 4 to 128.',
    ],
    [
      { length: 8.5, classes: ['digits'], avoidLookAlikes: false },
      'Length must be a whole number from 4 to 128.',
    ],
    [
      { length: NaN, classes: ['digits'], avoidLookAlikes: false },
      'Length must be a whole number from 4 to 128.',
    ],
  ] as const)('refuses %j', (options, error) => {
    expect(generatePassword(options)).toEqual({ ok: false, error })
  })

  it.each([
    [16, ALL, false, 16 * Math.log2(90)],
    [16, ALL, true, 16 * Math.log2(84)],
    [10, ['digits'], false, 33.219],
    [10, ['digits'], true, 30],
    [20, ['lowercase', 'uppercase'], false, 20 * Math.log2(52)],
    [8, [], false, 0],
  ] as const)(
    'estimates %d characters of %j (look-alikes avoided: %s) at %d bits',
    (length, classes, avoid, bits) => {
      expect(passwordEntropy({ length, classes, avoidLookAlikes: avoid })).toBeCloseTo(bits, 3)
    },
  )
})

describe('passphrases', () => {
  it('come from a bundled list of at least 1296 distinct plain words of 3 to 6 letters', () => {
    expect(WORDS.length).toBeGreaterThanOrEqual(1296)
    expect(new Set(WORDS).size).toBe(WORDS.length)
    for (const word of WORDS) expect(word).toMatch(/^[a-z]{3,6}$/)
  })

  it('are listed words, with the separator and capitals asked for', () => {
    for (const [separator, capitalise] of [
      ['-', true],
      [' ', false],
      ['', true],
    ] as const) {
      const result = generatePassphrase({ words: 5, separator, capitalise })
      if (!result.ok) throw new Error(result.error)
      const words = result.value.split(separator || /(?=[A-Z])/)
      expect(words).toHaveLength(5)
      for (const word of words) {
        expect(WORDS).toContain(word.toLowerCase())
        expect(word[0]).toBe(capitalise ? word[0]!.toUpperCase() : word[0]!.toLowerCase())
      }
    }
  })

  it('pick each word from the whole list by the random source', () => {
    // Values 0, 1, 2 pick the first three words of the list given.
    const values = [0, 1, 2]
    const source: Random = (bytes) => {
      new DataView(bytes.buffer).setUint32(0, values.shift()!, true)
      return bytes
    }
    expect(
      generatePassphrase(
        { words: 3, separator: '.', capitalise: true },
        ['alpha', 'beta', 'gamma'],
        source,
      ),
    ).toEqual({ ok: true, value: 'Alpha.Beta.Gamma' })
  })

  it.each([2, 13, 4.5, NaN])('refuse %d words', (words) => {
    expect(generatePassphrase({ words, separator: '-', capitalise: false })).toEqual({
      ok: false,
      error: 'Words must be a whole number from 3 to 12.',
    })
  })

  it('refuse a list with fewer than two words', () => {
    expect(generatePassphrase({ words: 3, separator: '-', capitalise: false }, ['one'])).toEqual({
      ok: false,
      error: 'The word list needs at least two words.',
    })
  })

  it('estimate words × log2(list size) bits', () => {
    expect(passphraseEntropy(6, 2048)).toBe(66)
    expect(passphraseEntropy(4, 1296)).toBeCloseTo(41.36, 2)
    expect(passphraseEntropy(6)).toBeCloseTo(6 * Math.log2(WORDS.length), 9)
  })
})

it.each([
  [0, 'Weak'],
  [39.9, 'Weak'],
  [40, 'Fair'],
  [59.9, 'Fair'],
  [60, 'Strong'],
  [79.9, 'Strong'],
  [80, 'Very strong'],
  [129, 'Very strong'],
])('calls %d bits %s', (bits, word) => {
  expect(strength(bits)).toBe(word)
})
