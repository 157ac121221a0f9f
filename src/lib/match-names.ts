import { emojiWords, hasEmoji, isEmoji } from './search-words'

/** Text as searches compare it: accents taken off, lower case. */
export const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

/** A query's words at spaces, with each emoji a word of its own ('🔥urgent' is two). */
export const queryWords = emojiWords((text) => text.split(/\s+/))

/**
 * The items whose name has every word of a query (accents and case ignored; a word may be part
 * of a longer one, an emoji only a whole one: '❤️' does not find '❤️‍🔥'): those whose name
 * starts with the query first, then by name; at most `limit`. For the search palette's groups of
 * named things (bookmark folders, todo lists). `sigil`: taken off the front of each word and of
 * the query (a list's '#' in quick add).
 */
export function matchNames<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  query: string,
  limit: number,
  sigil?: RegExp,
): T[] {
  const bare = (word: string) => (sigil ? word.replace(sigil, '') : word)
  const words = queryWords(fold(query))
    .map(bare)
    .filter(Boolean)
    .map((word) => ({ word, emoji: isEmoji(word) }))
  if (!words.length) return []
  const start = bare(fold(query.trim()))
  return items
    .map((item) => ({ item, name: nameOf(item), folded: fold(nameOf(item)) }))
    .filter(({ folded }) =>
      words.every(({ word, emoji }) => (emoji ? hasEmoji(folded, word) : folded.includes(word))),
    )
    .map((match) => ({ ...match, first: match.folded.startsWith(start) ? 0 : 1 }))
    .sort((a, b) => a.first - b.first || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(({ item }) => item)
}
