import type { Note } from '@/data/records/note'
import { bodyFrontMatter, withFrontMatter } from './front-matter'
import { inlineText } from './inline-text'

/** What a note is called in lists and links: its title, or 'Untitled'. */
export function noteTitle(note: Pick<Note, 'title'>): string {
  return note.title.trim() || 'Untitled'
}

const excerpts = new WeakMap<object, string>()

/** `excerpt()` of a note, computed once per version of the note (snapshots are immutable). */
export function noteExcerpt(note: Pick<Note, 'title' | 'body'>): string {
  let text = excerpts.get(note)
  if (text === undefined) excerpts.set(note, (text = excerpt(note.body, note.title)))
  return text
}

/** Only the start of a long body is read for an excerpt. */
const EXCERPT_SOURCE = 800

/**
 * The first lines of a Markdown body as plain text, for the notes list and search. A first
 * heading equal to the title is skipped, since the list shows the title already. Only syntax
 * goes: a code block's lines stay as written, and so does every character that marks nothing.
 */
export function excerpt(body: string, title = '', max = 160): string {
  const lines = body.slice(0, EXCERPT_SOURCE).split(/\r\n|\r|\n/)
  const first = lines.findIndex((line) => line.trim())
  const atx = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(lines[first] ?? '')
  // `Title` underlined with `===` or `---` is a heading too (setext).
  const setext =
    !atx &&
    first >= 0 &&
    !BLOCK_START.test(lines[first]!) &&
    SETEXT_UNDERLINE.test(lines[first + 1] ?? '')
  const heading = atx ? atx[1]! : setext ? lines[first]! : null
  if (heading !== null && heading.trim() === title.trim()) lines.splice(first, setext ? 2 : 1)
  let fence: string | null = null
  let table = false
  const text = lines
    .map((line, i) => {
      const mark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1]
      if (mark && (!fence || (mark[0] === fence[0] && mark.length >= fence.length))) {
        fence = fence ? null : mark
        table = false
        return ''
      }
      if (fence) return line
      // A table runs from its header row to a blank line or another block.
      if (!table) table = startsTable(line, lines[i + 1])
      else if (!DELIMITER_ROW.test(line)) table = line.trim() !== '' && !BLOCK_START.test(line)
      // Rules, table separator rows and heading underlines are not text.
      if (/^[\s|:*_-]*$/.test(line)) return ''
      if (/^\s{0,3}=+\s*$/.test(line) && lines[i - 1]?.trim()) return ''
      // Only a table's pipes are syntax (an escaped one is text in a cell).
      const cells = table ? line.replace(/(?<!\\)\|/g, ' ') : line
      return inlineText(
        cells
          .replace(/^\s{0,3}(#{1,6}\s+|>\s*)+/, '')
          .replace(/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/, ''),
      )
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

/** A setext heading's underline: `===` (level 1) or `---` (level 2) under a paragraph. */
const SETEXT_UNDERLINE = /^\s{0,3}(=+|-+)\s*$/

/** A line that starts a block other than a paragraph, and so ends a table (GFM). */
const BLOCK_START = /^\s{0,3}(#{1,6}(\s|$)|>|[-*+]\s|\d+[.)]\s|`{3}|~{3})/

/** A table's delimiter row: cells of `-` with optional `:` at either end, and a pipe. */
const DELIMITER_ROW = /^\s{0,3}(?=[^|]*\|)\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/

/** Cells in a table row: split at pipes that are not escaped, less the outer ones. */
const cellCount = (row: string) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/).length

/** Whether `line` is a table's header row: a delimiter row with as many cells follows it. */
function startsTable(line: string, next: string | undefined): boolean {
  return (
    line.includes('|') &&
    next !== undefined &&
    DELIMITER_ROW.test(next) &&
    cellCount(line) === cellCount(next)
  )
}

/** Words in a text: runs of letters, digits or other non-space characters. */
export function countWords(text: string): number {
  let count = 0
  let inWord = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const space = code === 32 || code === 10 || code === 9 || code === 13 || code === 160
    if (!space && !inWord) count++
    inWord = !space
  }
  return count
}

/** Characters as people count them: an emoji or an accented letter is one, not two. */
export function countCharacters(text: string): number {
  let count = text.length
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    // The second half of a surrogate pair belongs to the character before it.
    if (code >= 0xdc00 && code <= 0xdfff) count--
  }
  return count
}

/**
 * The text of the first Markdown heading, if the text has one: `# Title`, or a paragraph
 * underlined with `===` or `---` (setext), as the preview reads it.
 */
export function firstHeading(text: string): string | null {
  let fenced = false
  // The lines of the paragraph so far: a setext underline makes them a heading.
  let paragraph: string[] = []
  for (const line of text.split(/\r\n|\r|\n/, 400)) {
    if (/^\s{0,3}(```|~~~)/.test(line)) fenced = !fenced
    if (fenced) {
      paragraph = []
      continue
    }
    const match = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
    if (match) return match[1]!.trim()
    if (paragraph.length && SETEXT_UNDERLINE.test(line)) {
      const heading = paragraph.join(' ').replace(/\s+/g, ' ').trim()
      if (heading) return heading
    }
    // Blank lines and rules end a paragraph; a list, a quote or indented code start none.
    const startsNone =
      !line.trim() ||
      BLOCK_START.test(line) ||
      /^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(line) ||
      (!paragraph.length && /^( {4}|\t)/.test(line))
    if (startsNone) paragraph = []
    else paragraph.push(line)
  }
  return null
}

/** A note's title from an imported file: the text of its first heading, else the file name. */
export function titleFromFile(fileName: string, heading: string | null): string {
  if (heading) return heading.slice(0, 1000)
  return fileName.replace(/\.(md|markdown|txt)$/i, '').trim() || 'Untitled'
}

/**
 * A note as a Markdown file: its title as the first heading unless the body starts with it,
 * and its tags and pin in front matter (`readFrontMatter` reads them back on import).
 */
export function noteToMarkdown(
  note: Pick<Note, 'title' | 'body'> & Partial<Pick<Note, 'tags' | 'pinned'>>,
): string {
  const own = bodyFrontMatter(note.body)
  const body = own ? own.rest : note.body
  const title = note.title.trim()
  const text = !title || firstHeading(body) === title ? body : `# ${title}\n\n${body}`
  return withFrontMatter(note, text, own?.block)
}

/** A file name for a note, safe on every system: 'Meeting notes.md'. */
export function noteFileName(note: Pick<Note, 'title'>): string {
  const base = noteTitle(note)
    // Characters Windows, macOS or Linux refuse in file names, and control characters.
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 100)
  return `${base || 'Untitled'}.md`
}

/** File names made unique within one archive: 'Ideas.md', 'Ideas (2).md'. */
export function uniqueFileNames(names: readonly string[]): string[] {
  const used = new Set<string>()
  return names.map((name) => {
    const stem = name.replace(/\.md$/, '')
    let candidate = name
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n}).md`
    used.add(candidate.toLowerCase())
    return candidate
  })
}
