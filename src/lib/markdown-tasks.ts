import type { Token, Tokens } from 'marked'
import { lexMarkdown } from './markdown'

/** A task checkbox of a Markdown source, as the preview renders it. */
export interface TaskMarker {
  /** Where its `[ ]` or `[x]` starts in the source; -1 if it could not be placed. */
  offset: number
  checked: boolean
}

/** An edit of a source: replace `from`–`to` with `insert`. */
export interface TaskEdit {
  from: number
  to: number
  insert: string
}

const MARKER = /\[([ xX])\]/

/** The raw text of a token as it stands in the text it was lexed from. */
function rawOf(token: Token): string {
  // In a loose list marked puts the task's checkbox back in front of the first paragraph's raw;
  // the text the item was lexed from has no checkbox there.
  const first = token.type === 'paragraph' ? (token as Tokens.Paragraph).tokens[0] : undefined
  return first?.type === 'checkbox' ? token.raw.slice(first.raw.length) : token.raw
}

/** Where `raw` starts in `text` at or after `from`, at the start of a line; -1 if nowhere. */
function lineStartIndex(text: string, raw: string, from: number): number {
  for (let at = text.indexOf(raw, from); at >= 0; at = text.indexOf(raw, at + 1))
    if (at === 0 || text[at - 1] === '\n') return at
  return -1
}

/** The line of each position in `text`, asked for in increasing order. */
function lineCounter(text: string, firstLine: number) {
  let counted = 0
  let line = firstLine
  return (position: number) => {
    for (; counted < position; counted++) if (text.charCodeAt(counted) === 10) line++
    return line
  }
}

/**
 * The task checkboxes the preview shows, in its order (its `data-task`), and where each sits in
 * the source. They come from the tokens the preview renders, so a `[ ]` shown as text (in code,
 * raw HTML, a comment, an item with nothing after it) is never counted.
 *
 * List items and block quotes lex their content with each line's prefix (indentation, `>`)
 * taken off, so offsets inside them are not the source's, but line numbers are. A task's line
 * comes from the tokens; its marker is the first `[ ]`/`[x]` on that line, since what can stand
 * before it there (indentation, `>`, bullets, numbers) holds no `[`.
 */
export function taskMarkers(source: string): TaskMarker[] {
  // marked reads `\r\n` and `\r` as `\n`: the lines are the same.
  const lines = source.split(/\r\n|\r|\n/)
  const lineStarts = [0]
  for (const end of source.matchAll(/\r\n|\r|\n/g)) lineStarts.push(end.index + end[0].length)
  const markers: TaskMarker[] = []

  const addTask = (item: Tokens.ListItem, line: number) => {
    const match = MARKER.exec(lines[line] ?? '')
    const placed = match !== null && (match[1] !== ' ') === item.checked
    markers.push({ offset: placed ? lineStarts[line]! + match.index : -1, checked: !!item.checked })
  }

  // `text` is what `tokens` were lexed from; its first line is the source's `firstLine`.
  const walk = (tokens: readonly Token[], text: string, firstLine: number) => {
    let cursor = 0
    const lineOf = lineCounter(text, firstLine)
    for (const token of tokens) {
      if (token.type === 'checkbox') continue
      const raw = rawOf(token)
      const container = token.type === 'list' || token.type === 'blockquote'
      const at = container ? lineStartIndex(text, raw, cursor) : text.indexOf(raw, cursor)
      if (at >= 0) cursor = at + raw.length
      const line = lineOf(at >= 0 ? at : cursor)
      if (token.type === 'blockquote') {
        const quote = token as Tokens.Blockquote
        walk(quote.tokens, quote.text, line)
      } else if (token.type === 'list') {
        let start = 0
        const itemLineOf = lineCounter(token.raw, line)
        for (const item of (token as Tokens.List).items) {
          const itemAt = token.raw.indexOf(item.raw, start)
          if (itemAt >= 0) start = itemAt + item.raw.length
          const itemLine = itemLineOf(itemAt >= 0 ? itemAt : start)
          if (item.task) addTask(item, itemLine)
          walk(item.tokens, item.text, itemLine)
        }
      }
    }
  }
  walk(lexMarkdown(source), source.replace(/\r\n|\r/g, '\n'), 0)
  return markers
}

/**
 * The edit that ticks or unticks the n-th task checkbox the preview shows, or null if there is
 * none. Nothing is edited unless, read again, exactly that task changed.
 */
export function toggleTask(source: string, index: number): TaskEdit | null {
  const markers = taskMarkers(source)
  const marker = markers[index]
  if (!marker || marker.offset < 0) return null
  const edit = {
    from: marker.offset,
    to: marker.offset + 3,
    insert: marker.checked ? '[ ]' : '[x]',
  }
  const after = taskMarkers(source.slice(0, edit.from) + edit.insert + source.slice(edit.to))
  const exact =
    after.length === markers.length &&
    after.every((next, i) => next.checked === (i === index ? !marker.checked : markers[i]!.checked))
  return exact ? edit : null
}
