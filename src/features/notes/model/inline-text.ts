/**
 * A line of Markdown as the text it shows, without marked (the notes list must not load it):
 * code spans, links, images, `[[links]]`, escapes and emphasis, strong and strikethrough
 * delimiters lose their syntax; every other character stays, so `MAX_RETRY_COUNT`,
 * `~/my_app` and `2*3*4` read as written.
 */

// Whatever is already plain text (a code span's content, a link's text) is held by a
// private-use character while the delimiters around it are matched, then put back.
const HELD = /[\uE000-\uF8FF]/g

// Each alternative's text is kept: a code span, an escaped character, an image, a link,
// a `[[link]]` or an autolink.
const PIECE = new RegExp(
  [
    /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/.source,
    /\\([!-/:-@[-`{-~])/.source,
    /!\[([^\]]*)\]\([^)\s]*(?:\s+"[^"]*")?\)/.source,
    /\[\[([^\]|\n]+)(?:\|([^\]\n]+))?\]\]/.source,
    /\[([^\]]*)\](?:\([^)\s]*(?:\s+"[^"]*")?\)|\[[^\]]*\])/.source,
    /<((?:https?|mailto):[^\s<>]+)>/.source,
  ].join('|'),
  'g',
)

/**
 * Emphasis (`*`, `_`), strong and strikethrough (`~`): a run opening before a non-space and a
 * run of the same length closing after one. Unlike CommonMark, a delimiter inside a word
 * (`2*3*4`, `snake_case`) is taken as text: an excerpt rather keeps a literal character than
 * drops one.
 */
const DELIMITED = (
  [
    ['\\*', 3],
    ['_', 3],
    ['~', 2],
  ] as const
).map(
  ([c, most]) =>
    new RegExp(
      `(?<![\\p{L}\\p{N}${c}])(${c}{1,${most}})(?![\\s${c}])(.*?[^\\s${c}])\\1(?![\\p{L}\\p{N}${c}])`,
      'gu',
    ),
)

/** The text a line of Markdown shows, with its inline syntax taken off. */
export function inlineText(line: string): string {
  const held: string[] = []
  const hold = (text: string) => {
    held.push(text)
    return String.fromCharCode(0xe000 + held.length - 1)
  }
  let text = line
    .replace(HELD, '')
    .replace(PIECE, (match, ticks, code, escaped, alt, title, label, linkText, url) => {
      if (ticks) return hold(/^ .*[^ ].* $/s.test(code) ? code.slice(1, -1) : code)
      if (escaped) return hold(escaped)
      if (alt !== undefined) return hold(inlineText(alt))
      if (title) return hold((label ?? title).trim())
      if (linkText !== undefined) return hold(inlineText(linkText))
      if (url) return hold(url)
      return match
    })
  // Until nothing changes: `*_both_*` and `**bold *and* more**` take two rounds.
  let before: string
  do {
    before = text
    for (const delimited of DELIMITED) text = text.replace(delimited, '$2')
  } while (text !== before)
  return text.replace(HELD, (char) => held[char.charCodeAt(0) - 0xe000] ?? '')
}
