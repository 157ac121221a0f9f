/**
 * Walks the start tags of HTML as the tokenizer does (names end at whitespace, `/`, `>` or `=`;
 * values are quoted or run to whitespace), so a `<` inside an attribute value is no tag: `tag`
 * gets each tag's name and the offset of its `<`, `attribute` the offset of each attribute's name.
 */
export function scanTags(
  html: string,
  tag: (name: string, at: number) => unknown,
  attribute: (at: number) => unknown = () => {},
): void {
  const TAG = /<([a-zA-Z][^\s/>]*)/g
  const GAP = /[\s/]+/y
  const NAME = /[^\s/>][^\s/>=]*/y
  const VALUE = /\s*=\s*(?:"[^"]*"?|'[^']*'?|[^\s>]*)/y
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    tag(match[1]!, match.index)
    let i = match.index + match[0].length
    while (i < html.length && html[i] !== '>') {
      GAP.lastIndex = i
      if (GAP.test(html)) i = GAP.lastIndex
      if (i >= html.length || html[i] === '>') break
      NAME.lastIndex = i
      NAME.test(html)
      attribute(i)
      VALUE.lastIndex = NAME.lastIndex
      i = VALUE.test(html) ? VALUE.lastIndex : NAME.lastIndex
    }
    TAG.lastIndex = i
  }
}

/**
 * Renames what would trip the page's Content-Security-Policy merely by being parsed, in HTML
 * that is about to be read (an imported bookmarks file, say) rather than shown: inline event
 * handler attributes (`onerror=` becomes `data-inert-onerror=`) and `<base>` elements (become
 * `<data-inert-base>`). Parsing such HTML never runs it (the parsed document is inert), but the
 * browser still reports every handler and base URL it meets as a blocked script, and a page
 * whose policy reports nothing is one that is easy to watch.
 *
 * It walks tags as the HTML tokenizer does (`scanTags`), so text, and attribute values such as
 * `TAGS="turn on"`, stay exactly as they were. Missing an odd case only means the policy blocks
 * it.
 */
export function inertHtml(html: string): string {
  // Where to insert the prefix, in order: the file is copied once, only if one is found.
  const marks: number[] = []
  scanTags(
    html,
    (name, at) => /^base$/i.test(name) && marks.push(at + 1),
    (at) =>
      (html[at] === 'o' || html[at] === 'O') && /n/i.test(html[at + 1] ?? '') && marks.push(at),
  )
  if (!marks.length) return html
  let out = ''
  let at = 0
  for (const mark of marks) {
    out += `${html.slice(at, mark)}data-inert-`
    at = mark
  }
  return out + html.slice(at)
}
