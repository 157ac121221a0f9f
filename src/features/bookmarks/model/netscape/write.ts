import type { NetscapeBookmark, NetscapeFolder } from './tree'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const seconds = (ms: number | null) => (ms === null ? null : String(Math.floor(ms / 1000)))

function attributes(pairs: [string, string | null | false][]): string {
  return pairs
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== '')
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('')
}

const HEADER = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<!-- This is an automatically generated file.
     It will be read and overwritten.
     DO NOT EDIT! -->
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
`

function linkLine(b: NetscapeBookmark): string {
  const attrs = attributes([
    ['HREF', b.url],
    ['ADD_DATE', seconds(b.addDate)],
    ['LAST_MODIFIED', seconds(b.lastModified)],
    ['ICON_URI', b.iconUri],
    ['ICON', b.icon],
    ['SHORTCUTURL', b.keyword],
    // A comma separates tags in the file: one inside a tag becomes a space.
    [
      'TAGS',
      b.tags
        .map((t) => t.replace(/,/g, ' ').trim())
        .filter(Boolean)
        .join(','),
    ],
    ['PRIVATE', b.isPrivate && '1'],
    ['TOREAD', b.toRead && '1'],
  ])
  return `<DT><A${attrs}>${escape(b.title)}</A>`
}

/**
 * Writes a Netscape bookmark file, as Chrome and Firefox write and import it: folders with
 * their order, times, the bookmarks bar marked, and tags, descriptions, keywords and icons.
 */
export function writeNetscapeBookmarks(root: NetscapeFolder): string {
  const lines: string[] = [
    HEADER.trimEnd(),
    `<TITLE>Bookmarks</TITLE>`,
    `<H1>${escape(root.title || 'Bookmarks')}</H1>`,
    `<DL><p>`,
  ]
  // Iterative: a tree may be a hundred folders deep. A frame closes its list when done.
  const stack: ({ node: NetscapeFolder['children'][number]; depth: number } | { close: number })[] =
    root.children
      .slice()
      .reverse()
      .map((node) => ({ node, depth: 1 }))
  while (stack.length) {
    const item = stack.pop()!
    if ('close' in item) {
      lines.push(`${'    '.repeat(item.close)}</DL><p>`)
      continue
    }
    const { node, depth } = item
    const pad = '    '.repeat(depth)
    if (node.kind === 'bookmark') {
      lines.push(pad + linkLine(node))
      if (node.description) lines.push(`${pad}<DD>${escape(node.description)}`)
      continue
    }
    const attrs = attributes([
      ['ADD_DATE', seconds(node.addDate)],
      ['LAST_MODIFIED', seconds(node.lastModified)],
      ['PERSONAL_TOOLBAR_FOLDER', node.role === 'toolbar' && 'true'],
      ['UNFILED_BOOKMARKS_FOLDER', node.role === 'unfiled' && 'true'],
    ])
    lines.push(`${pad}<DT><H3${attrs}>${escape(node.title)}</H3>`)
    if (node.description) lines.push(`${pad}<DD>${escape(node.description)}`)
    lines.push(`${pad}<DL><p>`)
    stack.push({ close: depth })
    for (let i = node.children.length - 1; i >= 0; i--)
      stack.push({ node: node.children[i]!, depth: depth + 1 })
  }
  lines.push('</DL><p>', '')
  return lines.join('\n')
}
