import { plural } from '@/lib/format'

export type JsonIndent = '2' | '4' | 'tab'

export type JsonCheck =
  | { ok: true; value: unknown; summary: string }
  | { ok: false; error: string; line: number; column: number; offset: number }

/** Line and column (from 1) of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)))
  const lines = before.split('\n')
  return { line: lines.length, column: lines.at(-1)!.length + 1 }
}

/** The character offset of a line and column (from 1). */
function offsetOf(text: string, line: number, column: number): number {
  const lines = text.split('\n')
  let offset = 0
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i]!.length + 1
  return Math.min(text.length, offset + column - 1)
}

/** What a parsed JSON value is, in a few words. */
export function describeJson(value: unknown): string {
  if (Array.isArray(value)) return `array of ${plural(value.length, 'item', 'items')}`
  if (value === null) return 'null'
  if (typeof value === 'object')
    return `object with ${plural(Object.keys(value).length, 'key', 'keys')}`
  return typeof value
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9'
const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-f]$/i.test(c)

/**
 * Where JSON text first goes wrong: the offset of the first character that cannot be there, the
 * text's length if it ends too early, or -1 if it is valid JSON. One pass, no recursion (deep
 * nesting cannot overflow the stack). Used when the browser's parser says what but not where.
 */
export function findJsonError(text: string): number {
  const n = text.length
  const open: ('{' | '[')[] = []
  let i = 0
  let expect: 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'next' | 'end' = 'value'
  const afterValue = () => (open.length ? 'next' : 'end')

  /** From an opening quote to just past the closing one, or a negative error (-1 - offset). */
  const string = (start: number): number => {
    let j = start + 1
    while (j < n) {
      const c = text[j]!
      if (c === '"') return j + 1
      if (c < ' ') return -1 - j
      if (c !== '\\') {
        j++
        continue
      }
      const escape = text[j + 1]
      if (escape === undefined) return -1 - n
      if (escape === 'u') {
        for (let k = 2; k < 6; k++) {
          if (j + k >= n) return -1 - n
          if (!isHex(text[j + k])) return -1 - (j + k)
        }
        j += 6
      } else if ('"\\/bfnrt'.includes(escape)) j += 2
      else return -1 - (j + 1)
    }
    return -1 - n
  }

  /** Past a number, or a negative error (-1 - offset). */
  const number = (start: number): number => {
    let j = start
    if (text[j] === '-') j++
    if (text[j] === '0') j++
    else if (isDigit(text[j])) while (isDigit(text[j])) j++
    else return -1 - j
    if (text[j] === '.') {
      j++
      if (!isDigit(text[j])) return -1 - j
      while (isDigit(text[j])) j++
    }
    if (text[j] === 'e' || text[j] === 'E') {
      j++
      if (text[j] === '+' || text[j] === '-') j++
      if (!isDigit(text[j])) return -1 - j
      while (isDigit(text[j])) j++
    }
    return j
  }

  for (;;) {
    while (i < n && ' \t\n\r'.includes(text[i]!)) i++
    if (i >= n) return expect === 'end' ? -1 : n
    const c = text[i]!
    let next: number
    switch (expect) {
      case 'end':
        return i
      case 'colon':
        if (c !== ':') return i
        i++
        expect = 'value'
        continue
      case 'next': {
        const close = open.at(-1) === '{' ? '}' : ']'
        if (c === ',') expect = close === '}' ? 'key' : 'value'
        else if (c === close) {
          open.pop()
          expect = afterValue()
        } else return i
        i++
        continue
      }
      case 'key':
      case 'keyOrClose':
        if (c === '}' && expect === 'keyOrClose') {
          open.pop()
          i++
          expect = afterValue()
          continue
        }
        if (c !== '"') return i
        next = string(i)
        if (next < 0) return -1 - next
        i = next
        expect = 'colon'
        continue
      default:
        if (c === ']' && expect === 'valueOrClose') {
          open.pop()
          i++
          expect = afterValue()
          continue
        }
        if (c === '{' || c === '[') {
          open.push(c)
          i++
          expect = c === '{' ? 'keyOrClose' : 'valueOrClose'
          continue
        }
        if (c === '"') next = string(i)
        else if (c === '-' || isDigit(c)) next = number(i)
        else {
          const word = c === 't' ? 'true' : c === 'f' ? 'false' : c === 'n' ? 'null' : ''
          if (!word) return i
          next = i
          while (next - i < word.length) {
            if (next >= n) return n
            if (text[next] !== word[next - i]) return next
            next++
          }
        }
        if (next < 0) return -1 - next
        i = next
        expect = afterValue()
    }
  }
}

/**
 * Parses JSON, and for bad JSON says what is wrong and where (line and column). The place is the
 * position the browser's parser reports; when its message has none (V8's "Unexpected token" and
 * "Unexpected end"), `findJsonError` finds it, and failing that it is the end of the text.
 */
export function checkJson(text: string): JsonCheck {
  if (!text.trim()) {
    const { line, column } = lineAndColumn(text, text.length)
    return {
      ok: false,
      error: 'There is no JSON yet: paste or type some.',
      line,
      column,
      offset: text.length,
    }
  }
  try {
    const value: unknown = JSON.parse(text)
    return { ok: true, value, summary: `Valid JSON: ${describeJson(value)}.` }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const position = /at position (\d+)/.exec(message)
    const lineColumn = /line (\d+) column (\d+)/.exec(message)
    let offset: number
    if (position) offset = Number(position[1])
    else if (lineColumn) offset = offsetOf(text, Number(lineColumn[1]), Number(lineColumn[2]))
    else {
      const found = findJsonError(text)
      offset = found < 0 ? text.length : found
    }
    offset = Math.max(0, Math.min(offset, text.length))
    const { line, column } = lineAndColumn(text, offset)
    const what =
      message
        .replace(/^JSON(\.parse:| Parse error:) /, '')
        // V8 quotes the start of the text: not needed, the place is given.
        .replace(/, ".*" is not valid JSON$/s, '')
        .replace(/ (in JSON )?at (position \d+|line \d+ column \d+).*$/s, '')
        .replace(/ of the JSON data$/, '')
        .trim() || 'Not valid JSON'
    const reason =
      offset >= text.length && /end of (JSON )?(input|data)|unexpected end/i.test(what)
        ? 'The JSON ends too early'
        : what
    return {
      ok: false,
      error: `${reason.charAt(0).toUpperCase()}${reason.slice(1)} at line ${line}, column ${column}.`,
      line,
      column,
      offset,
    }
  }
}

/** The longest result shown: deep nesting formats to a line per level, each longer than the last. */
export const MAX_RESULT = 20_000_000

/**
 * Prints valid JSON text again with `indent` before each line (null: on one line), as written:
 * numbers keep their digits (a parsed value would round 12345678901234567890 and turn 1e400
 * into null), a key given twice stays twice, and strings keep their escapes. One pass and no
 * recursion, so deep nesting cannot overflow the stack. Null when the result would be longer
 * than `MAX_RESULT`.
 */
function reprint(text: string, indent: string | null): string | null {
  const out: string[] = []
  const n = text.length
  const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r'
  let depth = 0
  let length = 0
  const push = (part: string) => {
    out.push(part)
    length += part.length
  }
  const newline = () => (indent === null ? '' : `\n${indent.repeat(depth)}`)
  let i = 0
  while (i < n && length <= MAX_RESULT) {
    const c = text[i]!
    if (isSpace(c)) {
      i++
    } else if (c === '"') {
      let j = i + 1
      while (j < n && text[j] !== '"') j += text[j] === '\\' ? 2 : 1
      push(text.slice(i, j + 1))
      i = j + 1
    } else if (c === '{' || c === '[') {
      let j = i + 1
      while (isSpace(text[j])) j++
      if (text[j] === (c === '{' ? '}' : ']')) {
        push(c + text[j]!)
        i = j + 1
      } else {
        depth++
        push(c + newline())
        i++
      }
    } else if (c === '}' || c === ']') {
      depth--
      push(newline() + c)
      i++
    } else if (c === ',') {
      push(`,${newline()}`)
      i++
    } else if (c === ':') {
      push(indent === null ? ':' : ': ')
      i++
    } else {
      // A number, true, false or null: up to the next space or punctuation.
      let j = i + 1
      while (j < n && !isSpace(text[j]) && !',:]}'.includes(text[j]!)) j++
      push(text.slice(i, j))
      i = j
    }
  }
  return length > MAX_RESULT ? null : out.join('')
}

/** Valid JSON text pretty-printed with the chosen indent; null when too long to show. */
export function formatJson(text: string, indent: JsonIndent): string | null {
  return reprint(text, indent === 'tab' ? '\t' : ' '.repeat(Number(indent)))
}

/** Valid JSON text on one line, without spaces between its parts. */
export function minifyJson(text: string): string | null {
  return reprint(text, null)
}
