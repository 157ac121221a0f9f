import { scanTags } from '@/lib/inert-html'

/** Set on every `<A>` of a file before it is parsed: the copies the parser makes share it. */
const MARK = 'data-hearth-link'

/**
 * Numbers every `<A>` start tag of a file (`<A data-hearth-link=7 HREF=…>`), so that the
 * copies the HTML parser makes of it can be told apart from it (`unwrapLinkCopies`). Tags are
 * walked as the tokenizer does (`scanTags`): an `<a` inside an attribute value is not a
 * tag and stays as it is.
 */
export function numberLinks(html: string): string {
  const parts: string[] = []
  let at = 0
  let count = 0
  scanTags(html, (name, start) => {
    if (name !== 'a' && name !== 'A') return
    parts.push(html.slice(at, start + 2), ` ${MARK}=${count++} `)
    at = start + 2
  })
  if (!count) return html
  parts.push(html.slice(at))
  return parts.join('')
}

/**
 * Undoes the copies the HTML parser makes of a link left open (`<DT><A HREF=…>Title` and no
 * `</A>`, as hand-edited files and some exporters write): the next `<DT>`, `<DD>` or `</DL>`
 * closes it, but `<A>` is a formatting element, so the parser opens a copy of it (the same
 * attributes) around whatever text comes next (a folder's heading, a description, the line
 * breaks between entries) until the next `<A>`. Each copy is replaced by what it holds; the
 * first element of a number, in document order, is the link itself.
 */
export function unwrapLinkCopies(doc: Document): void {
  const seen = new Set<string>()
  for (const link of doc.querySelectorAll(`a[${MARK}]`)) {
    const n = link.getAttribute(MARK)!
    if (!seen.has(n)) seen.add(n)
    else link.replaceWith(...link.childNodes)
  }
}
