/**
 * The one replacement that turns `from` into `to`: what lies between their common start and
 * their common end (`at`, the length `removed` there, and `inserted`). Null when they are equal.
 * An edit of a text made this way keeps what did not change as it was (its place in a shared
 * text, where another tab or device may be typing).
 */
export function textDifference(
  from: string,
  to: string,
): { at: number; removed: number; inserted: string } | null {
  if (from === to) return null
  let start = 0
  const shorter = Math.min(from.length, to.length)
  while (start < shorter && from[start] === to[start]) start++
  // Never between the two halves of a character outside the BMP (an emoji): each half alone
  // is no character, and a shared text would store it as such.
  if (start > 0 && isHighSurrogate(from.charCodeAt(start - 1))) start--
  let end = 0
  while (end < shorter - start && from[from.length - 1 - end] === to[to.length - 1 - end]) end++
  if (end > 0 && isLowSurrogate(from.charCodeAt(from.length - end))) end--
  return {
    at: start,
    removed: from.length - end - start,
    inserted: to.slice(start, to.length - end),
  }
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff
