import { itemLink } from '@/lib/item-links'

/** A line of a note to become a todo: where it is, what stays before it, its title. */
export interface TodoLine {
  /** Where the line starts and ends in the text. */
  from: number
  to: number
  /** The line as it was, to check it is still there before it is replaced. */
  text: string
  /** What stays in front of the link: indentation, a list marker, a heading's `#`s. */
  prefix: string
  title: string
  /** A ticked task (`- [x]`) becomes a done todo. */
  done: boolean
}

/** A todo's title is at most this long (its schema's limit). */
const MAX_TITLE = 2000

const LINE = /^(\s*(?:(?:[-*+]|\d{1,9}[.)])\s+|#{1,6}\s+|>\s*)?)(?:\[([ xX])\]\s+)?(.*)$/

/**
 * The lines the selection `from`–`to` touches (the caret's line when nothing is selected),
 * each as a todo to be: its list marker, task box or heading `#`s taken off its title. Lines
 * with no text are left out.
 */
export function todoLines(text: string, from: number, to: number): TodoLine[] {
  const start = text.lastIndexOf('\n', Math.max(0, from - 1)) + 1
  // A selection ending at the start of a line does not take that line.
  const stop = to > from && text[to - 1] === '\n' ? to - 1 : to
  const lines: TodoLine[] = []
  let at = from === 0 || text[from - 1] === '\n' ? from : start
  while (at <= stop) {
    const end = text.indexOf('\n', at)
    const lineEnd = end < 0 ? text.length : end
    const line = text.slice(at, lineEnd)
    const [, prefix = '', box, rest = ''] = LINE.exec(line)!
    const title = rest.trim().slice(0, MAX_TITLE)
    if (title)
      lines.push({ from: at, to: lineEnd, text: line, prefix, title, done: /x/i.test(box ?? '') })
    if (end < 0) break
    at = end + 1
  }
  return lines
}

/** A line after its todo was made: what was in front of it, then a link to the todo. */
export const linkedLine = (line: TodoLine, todoId: string) =>
  `${line.prefix}${itemLink(todoId, line.title)}`
