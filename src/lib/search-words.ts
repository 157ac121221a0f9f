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
