import { randomBelow, systemRandom, type Random, type Result } from './random'
import { WORDS } from './word-list'

/** The kinds of character a password can have. Symbols are printable ASCII, less quotes, backslash and backtick. */
export const CLASSES = {
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  symbols: '!#$%&()*+,-./:;<=>?@[]^_{|}~',
} as const
export type CharClass = keyof typeof CLASSES
const LOOK_ALIKES = /[0O1lI|]/g

export interface PasswordOptions {
  length: number
  classes: readonly CharClass[]
  avoidLookAlikes: boolean
}

/** The characters of each chosen class, look-alikes taken out if asked. */
function pools({ classes, avoidLookAlikes }: PasswordOptions): string[] {
  return classes.map((c) => (avoidLookAlikes ? CLASSES[c].replace(LOOK_ALIKES, '') : CLASSES[c]))
}

/** A password with at least one character of each chosen class, every character picked without bias. */
export function generatePassword(
  options: PasswordOptions,
  random: Random = systemRandom,
): Result<string> {
  const { length } = options
  const classes = [...new Set(options.classes)]
  if (!classes.length) return { ok: false, error: 'Choose at least one kind of character.' }
  if (!Number.isInteger(length) || length < 4 || length > 128)
    return { ok: false, error: 'Length must be a whole number from 4 to 128.' }
  if (length < classes.length)
    return {
      ok: false,
      error: `A password with ${classes.length} kinds of character needs at least ${classes.length} characters.`,
    }
  const chosen = pools({ ...options, classes })
  const all = chosen.join('')
  // One of each class, the rest from all of them, then shuffled (Fisher–Yates) so the
  // guaranteed ones are not always first.
  const chars = [
    ...chosen.map((pool) => pool[randomBelow(pool.length, random)]!),
    ...Array.from({ length: length - chosen.length }, () => all[randomBelow(all.length, random)]!),
  ]
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1, random)
    ;[chars[i], chars[j]] = [chars[j]!, chars[i]!]
  }
  return { ok: true, value: chars.join('') }
}

/** Bits of entropy of a password made this way: length × log2(pool size). */
export function passwordEntropy(options: PasswordOptions): number {
  const size = pools({ ...options, classes: [...new Set(options.classes)] }).join('').length
  return size ? options.length * Math.log2(size) : 0
}

export interface PassphraseOptions {
  words: number
  separator: string
  capitalise: boolean
}

/** A passphrase of words picked without bias from a list (the bundled one unless given). */
export function generatePassphrase(
  options: PassphraseOptions,
  list: readonly string[] = WORDS,
  random: Random = systemRandom,
): Result<string> {
  const { words, separator, capitalise } = options
  if (!Number.isInteger(words) || words < 3 || words > 12)
    return { ok: false, error: 'Words must be a whole number from 3 to 12.' }
  if (list.length < 2) return { ok: false, error: 'The word list needs at least two words.' }
  const picked = Array.from({ length: words }, () => {
    const word = list[randomBelow(list.length, random)]!
    return capitalise ? word[0]!.toUpperCase() + word.slice(1) : word
  })
  return { ok: true, value: picked.join(separator) }
}

/** Bits of entropy of a passphrase made this way: words × log2(list size). */
export const passphraseEntropy = (words: number, listSize: number = WORDS.length) =>
  words * Math.log2(listSize)

/** A plain word for an entropy figure. */
export function strength(bits: number): 'Weak' | 'Fair' | 'Strong' | 'Very strong' {
  return bits < 40 ? 'Weak' : bits < 60 ? 'Fair' : bits < 80 ? 'Strong' : 'Very strong'
}
