import { isEmoji, prefixUnlessEmoji, searchTerm, searchWords } from '@/lib/search-words'

/**
 * The words of a name or a query, as the palette compares them: lower case, emoji kept, no
 * punctuation ('?' has none).
 */
export const wordsOf = (text: string) => searchWords(text).filter(Boolean).map(searchTerm)

/**
 * Whether `word` is `other` with one typo: a letter missing, added or changed, or two letters
 * side by side swapped ('tiem' for 'time'). Notes' and bookmarks' search (MiniSearch with
 * `typoTolerance`) allows two in words of eight letters or more; the palette's names are a few
 * short words, and one is enough there.
 */
export function oneTypoApart(word: string, other: string): boolean {
  if (word === other || Math.abs(word.length - other.length) > 1) return false
  let start = 0
  while (word[start] === other[start]) start++
  let end = 0
  while (
    end < word.length - start &&
    end < other.length - start &&
    word[word.length - 1 - end] === other[other.length - 1 - end]
  )
    end++
  const left = word.slice(start, word.length - end)
  const right = other.slice(start, other.length - end)
  // What is left between the common start and end: one letter (or none) on each side, or two
  // letters swapped.
  if (left.length <= 1 && right.length <= 1) return true
  return left.length === 2 && right.length === 2 && left[0] === right[1] && left[1] === right[0]
}

/** How a query's word is found in a command or a result: the best of these, first best. */
type WordMatch =
  /** The start of a word of the name, at `at` (its place among the name's words). */
  | { in: 'name'; at: number }
  /** The start of a keyword's word (or the section's). */
  | { in: 'keywords' }
  /** One typo away from a whole word of the name or keywords (words of five letters or more). */
  | { in: 'typo' }

/**
 * Whether a typo in `word` is forgiven: five letters or more. A shorter everyday word is too
 * often one letter from a command's ('data' from 'date', 'link' from 'lint', 'news' from 'new').
 */
const typoForgiven = (word: string) => word.length >= 5 && !isEmoji(word)

/** Whether `other` starts with `word`; an emoji only finds itself ('❤️' does not start '❤️‍🔥'). */
const starts = (other: string, word: string) =>
  prefixUnlessEmoji(word) ? other.startsWith(word) : other === word

function matchWord(
  word: string,
  name: readonly string[],
  keywords: readonly string[],
): WordMatch | null {
  const at = name.findIndex((other) => starts(other, word))
  if (at >= 0) return { in: 'name', at }
  if (keywords.some((other) => starts(other, word))) return { in: 'keywords' }
  if (typoForgiven(word) && [...name, ...keywords].some((other) => oneTypoApart(word, other)))
    return { in: 'typo' }
  return null
}

/**
 * How well `query` matches a name (0 to 1), with its keywords: each of the query's words must
 * start a word of the name or a keyword ('col pick' finds 'Colour picker', 'settings data'
 * 'Data settings'), or be one typo away from a whole word when it has five letters or more.
 * Letters found here and there ('milk' in 'New bookmark') do not count. Best first: the exact
 * name (1); the name's start ('time' in 'Timesheet', 0.9); words of the name (0.8, less a
 * little for each word before the first found: 'dark' is 'Use dark theme' before 'Toggle light
 * and dark mode'); with keywords (0.7); with a typo (0.6).
 */
export function matchScore(
  query: readonly string[],
  name: readonly string[],
  keywords: readonly string[] = [],
): number {
  if (!query.length) return 0
  const found: WordMatch[] = []
  for (const word of query) {
    const match = matchWord(word, name, keywords)
    if (!match) return 0
    found.push(match)
  }
  if (found.some((match) => match.in === 'typo')) return 0.6
  if (found.some((match) => match.in === 'keywords')) return 0.7
  if (query.length === name.length && query.every((word, i) => word === name[i])) return 1
  if (query.length <= name.length && query.every((word, i) => starts(name[i]!, word))) return 0.9
  const first = Math.min(...found.map((match) => (match.in === 'name' ? match.at : 0)))
  return 0.8 - 0.01 * Math.min(first, 5)
}
