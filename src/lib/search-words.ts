import MiniSearch from 'minisearch'

/** Splits text into words; empty strings in the result are skipped by MiniSearch. */
export type SplitWords = (text: string) => string[]

/** MiniSearch's own split: at spaces and punctuation. */
const splitAtSpaces = MiniSearch.getDefault('tokenize') as SplitWords

// An emoji with what joins or modifies it (a skin tone, a ZWJ sequence), or a flag. The one
// group makes `split` keep each emoji, at the odd places of its result.
const EMOJI =
  /(\p{Regional_Indicator}{2}|\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic})*)/u
const HAS_EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u

/**
 * A MiniSearch `tokenize` (used for the documents and, unless `searchOptions.tokenize` says
 * otherwise, for the query): `split`'s words, with each emoji a word of its own. MiniSearch
 * splits only at spaces and punctuation and an emoji is neither, so a tag '🔥urgent' was one
 * word that 'urgent' did not find; a split at symbols dropped the emoji, and left the `U+FE0F`
 * of '❤️' glued to the word after it. Text without an emoji costs one regular-expression test.
 */
export function emojiWords(split: SplitWords = splitAtSpaces): SplitWords {
  return (text) => {
    if (!HAS_EMOJI.test(text)) return split(text)
    return text
      .split(EMOJI)
      .flatMap((part, i) => (i % 2 ? part : split(part)))
      .filter(Boolean)
  }
}

/** MiniSearch's words (at spaces and punctuation), with each emoji a word of its own. */
export const searchWords = emojiWords()

/** Whether a word is an emoji (`emojiWords` makes each emoji a word of its own). */
export const isEmoji = (word: string) => HAS_EMOJI.test(word)

/**
 * A MiniSearch `processTerm`: lower case, and an emoji without U+FE0F, which only asks for the
 * emoji's colour drawing: '❤' and '❤️' are the same heart, typed on different keyboards.
 */
export const searchTerm = (term: string) =>
  isEmoji(term) ? term.replaceAll('\uFE0F', '') : term.toLowerCase()

/**
 * A MiniSearch `prefix`: a word finds the longer ones it starts ('ban' finds 'banana'), but an
 * emoji finds only itself. '❤️' is the start of '❤️‍🔥' (heart on fire, a ZWJ sequence), and
 * '👩' of '👩‍💻': each is an emoji of its own.
 */
export const prefixUnlessEmoji = (term: string) => !isEmoji(term)

/**
 * A MiniSearch `fuzzy`: a word of more than three letters may have one typo in five; an emoji
 * none (one code unit changed is another skin tone or another emoji).
 */
export const typoTolerance = (term: string) => (term.length > 3 && !isEmoji(term) ? 0.2 : false)

const EMOJI_ANYWHERE = new RegExp(EMOJI.source, 'gu')

/**
 * Whether `text` has `emoji` as a whole emoji ('❤️' is not in '❤️‍🔥'), U+FE0F or not: for
 * searches that look for a query's words inside the text rather than through an index.
 */
export function hasEmoji(text: string, emoji: string): boolean {
  const wanted = searchTerm(emoji)
  return [...text.matchAll(EMOJI_ANYWHERE)].some((match) => searchTerm(match[0]) === wanted)
}
