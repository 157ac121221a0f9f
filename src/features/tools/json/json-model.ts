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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What a parsed JSON value is, in a few words. */
export function describeJson(value: unknown): string {
  if (Array.isArray(value)) return `array of ${plural(value.length, 'item', 'items')}`
  if (value === null) return 'null'
  if (typeof value === 'object')
    return `object with ${plural(Object.keys(value).length, 'key', 'keys')}`
  return typeof value
}

/**
 * Parses JSON, and for bad JSON says what is wrong and where (line and column), from the
 * position the browser's parser reports; an error without one (the text ended early) is at
 * the end.
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
    const offset = position
      ? Number(position[1])
      : lineColumn
        ? offsetOf(text, Number(lineColumn[1]), Number(lineColumn[2]))
        : text.length
    const { line, column } = lineAndColumn(text, offset)
    const what =
      message
        .replace(/^JSON\.parse: /, '')
        .replace(/ (in JSON )?at (position \d+|line \d+ column \d+).*$/s, '')
        .replace(/ of the JSON data$/, '')
        .trim() || 'Not valid JSON'
    const reason = /end of (JSON )?(input|data)/i.test(what) ? 'The JSON ends too early' : what
    return {
      ok: false,
      error: `${reason.charAt(0).toUpperCase()}${reason.slice(1)} at line ${line}, column ${column}.`,
      line,
      column,
      offset,
    }
  }
}

/** Pretty-prints a parsed value with the chosen indent. */
export function formatJson(value: unknown, indent: JsonIndent): string {
  return JSON.stringify(value, null, indent === 'tab' ? '\t' : Number(indent))
}

/** The shortest text of a parsed value. */
export function minifyJson(value: unknown): string {
  return JSON.stringify(value)
}
