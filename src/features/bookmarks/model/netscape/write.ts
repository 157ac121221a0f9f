import { LINKDING_NOTES } from './fields'
import type { NetscapeBookmark, NetscapeFolder, NetscapeNode } from './tree'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A time in the file's unit, whole seconds; null when there is none. */
const seconds = (ms: number | null) =>
  ms !== null && Number.isFinite(ms) && ms > 0 ? String(Math.floor(ms / 1000)) : null

/** ` NAME="value"` for each pair with a value (null, false and '' leave the attribute out). */
function attributes(pairs: [string, string | null | false][]): string {
  let out = ''
  for (const [name, value] of pairs) if (value) out += ` ${name}="${escape(value)}"`
  return out
}

const HEADER = [
  '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
  '<!-- This is an automatically generated file.',
  '     It will be read and overwritten.',
  '     DO NOT EDIT! -->',
  '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
  '<TITLE>Bookmarks</TITLE>',
]
const INDENT = '    '

function linkLine(b: NetscapeBookmark): string {
  // A comma separates tags in the file: one inside a tag becomes a space.
  const tags = b.tags
    .map((tag) => tag.replace(/,/g, ' ').trim())
    .filter(Boolean)
    .join(',')
  const attrs = attributes([
    ['HREF', b.url],
    ['ADD_DATE', seconds(b.addDate)],
    ['LAST_MODIFIED', seconds(b.lastModified)],
    ['ICON', b.icon],
    ['ICON_URI', b.iconUri],
    ['SHORTCUTURL', b.keyword],
    ['TAGS', tags],
    ['PRIVATE', b.isPrivate && '1'],
    ['TOREAD', b.toRead && '1'],
  ])
  return `<DT><A${attrs}>${escape(b.title)}</A>`
}

function headingLine(f: NetscapeFolder): string {
  const attrs = attributes([
    ['ADD_DATE', seconds(f.addDate)],
    ['LAST_MODIFIED', seconds(f.lastModified)],
    ['PERSONAL_TOOLBAR_FOLDER', f.role === 'toolbar' && 'true'],
    ['UNFILED_BOOKMARKS_FOLDER', f.role === 'unfiled' && 'true'],
  ])
  return `<DT><H3${attrs}>${escape(f.title)}</H3>`
}

/** A bookmark's `<DD>` text: its description, then its note as linkding writes notes. */
const withNotes = ({ description, note }: NetscapeBookmark) =>
  note ? `${description}${LINKDING_NOTES.open}${note}${LINKDING_NOTES.close}` : description

/**
 * Writes a Netscape bookmark file as Chrome and Firefox write and import it: `root`'s title as
 * the `<H1>`, its children as the top level; folders in order with their times, the bookmarks
 * bar and unfiled folder marked, descriptions as `<DD>` (line breaks kept), tags, keywords,
 * icons and the linkding/Pinboard flags. A bookmark's note follows its description in the
 * `<DD>` as linkding writes its notes (`[linkding-notes]…[/linkding-notes]`), which linkding
 * and Hearth read back as notes; browsers keep it as part of the description. Dates are written in whole seconds. Iterative: any
 * depth.
 */
export function writeNetscapeBookmarks(root: NetscapeFolder): string {
  const lines = [...HEADER, `<H1>${escape(root.title || 'Bookmarks')}</H1>`, '<DL><p>']
  type Step = { node: NetscapeNode; depth: number } | { close: number }
  const stack: Step[] = []
  const pushChildren = (folder: NetscapeFolder, depth: number) => {
    for (let i = folder.children.length - 1; i >= 0; i--)
      stack.push({ node: folder.children[i]!, depth })
  }
  pushChildren(root, 1)
  while (stack.length) {
    const step = stack.pop()!
    if ('close' in step) {
      lines.push(`${INDENT.repeat(step.close)}</DL><p>`)
      continue
    }
    const { node, depth } = step
    const pad = INDENT.repeat(depth)
    lines.push(pad + (node.kind === 'bookmark' ? linkLine(node) : headingLine(node)))
    const dd = node.kind === 'bookmark' ? withNotes(node) : node.description
    if (dd) lines.push(`${pad}<DD>${escape(dd)}`)
    if (node.kind === 'folder') {
      lines.push(`${pad}<DL><p>`)
      stack.push({ close: depth })
      pushChildren(node, depth + 1)
    }
  }
  lines.push('</DL><p>', '')
  return lines.join('\n')
}
