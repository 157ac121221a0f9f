/**
 * Tags as typed: 'a, b #c' → ['a', 'b', 'c'], each once. A tag of `kept` (the bookmark's own)
 * stays whole while the text between its commas is as it was: one from a bookmark file may
 * hold a space ('to read') or start with '#'.
 */
export const parseTags = (text: string, kept: readonly string[] = []) => [
  ...new Set(
    text
      .split(',')
      .flatMap((part) =>
        kept.includes(part.trim())
          ? [part.trim()]
          : part.split(/\s+/).map((t) => t.replace(/^#/, '').trim()),
      )
      .filter(Boolean)
      .map((t) => t.slice(0, 100)),
  ),
]
