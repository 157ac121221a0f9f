/**
 * YAML front matter on exported and imported notes: the fields a Markdown file has no place for
 * (tags, pinned) in a block at its start, the way Obsidian, Jekyll and Hugo write them:
 *
 * ```
 * ---
 * tags: [travel, to do]
 * pinned: true
 * ---
 * ```
 *
 * Only the few keys Hearth knows are read (`tags`, `pinned`, `title`); other keys stay in the
 * note's body as written, in a block of their own, and go back out with it.
 */

/** What a file's front matter says about the note, and the body without the keys read. */
export interface FrontMatter {
  title?: string
  tags?: string[]
  pinned?: boolean
  body: string
}

/** A block's first and last lines; `...` may end one too (YAML's end of document). */
const BLOCK = /^---\n([\s\S]*?\n)?(?:---|\.\.\.)[ \t]*(?:\n|$)/

/** A top-level key: `tags: [a, b]`, `pinned: true`, `aliases:` (a list follows). */
const KEY_LINE = /^([A-Za-z_][\w-]*)[ \t]*:(?:[ \t]+(.*?))?[ \t]*$/

/** A line that continues the key above: indented, or an item of its list. */
const CONTINUATION = /^([ \t]+\S|-([ \t]|$))/

/** Tags a note can have, and their length (the note record's limits). */
const MAX_TAGS = 100
const MAX_TAG_LENGTH = 100

interface Entry {
  key: string
  /** The value on the key's line, if any. */
  value: string
  /** The key's line and the lines that continue it, as written. */
  lines: string[]
}

/**
 * A text's front matter split into entries, and the text after it; null when the text does not
 * start with a block of `key: value` lines (a rule and a heading underlined with `---` are text).
 */
function splitBlock(text: string): { entries: Entry[]; rest: string } | null {
  const block = BLOCK.exec(text)
  if (!block) return null
  const entries: Entry[] = []
  for (const line of (block[1] ?? '').replace(/\n$/, '').split('\n')) {
    const key = KEY_LINE.exec(line)
    if (key) entries.push({ key: key[1]!, value: key[2] ?? '', lines: [line] })
    else if (!line.trim() || line.trimStart().startsWith('#') || CONTINUATION.test(line)) {
      // Blank lines and comments before the first key belong to no key; they stay as written.
      if (entries.length) entries.at(-1)!.lines.push(line)
      else entries.push({ key: '', value: '', lines: [line] })
    } else return null
  }
  if (!entries.some((entry) => entry.key)) return null
  return { entries, rest: text.slice(block[0].length) }
}

/** A YAML scalar as text: quoted ('it''s', "a \"b\""), or plain, less a trailing comment. */
function scalar(value: string): string {
  const text = value.trim()
  if (text.startsWith("'") && text.endsWith("'") && text.length > 1)
    return text.slice(1, -1).replace(/''/g, "'")
  if (text.startsWith('"') && text.endsWith('"') && text.length > 1) {
    try {
      return JSON.parse(text) as string
    } catch {
      return text.slice(1, -1)
    }
  }
  return text.replace(/\s+#.*$/, '')
}

/** The items of a flow list, `[a, "b, c", 'd']`, split at commas outside quotes. */
function flowItems(list: string): string[] {
  const items: string[] = []
  let item = ''
  let quote: string | null = null
  for (let i = 0; i < list.length; i++) {
    const char = list[i]!
    if (quote) {
      if (char === '\\' && quote === '"') item += char + (list[++i] ?? '')
      else {
        if (char === quote) quote = null
        item += char
      }
    } else if (char === ',') {
      items.push(item)
      item = ''
    } else {
      if (char === '"' || char === "'") quote = char
      item += char
    }
  }
  return [...items, item]
}

/** A `tags` entry's list, or null when it is not one (then the entry stays in the body). */
function readTags(entry: Entry): string[] | null {
  const value = entry.value.replace(/\s+#[^\]'"]*$/, '').trim()
  let items: string[]
  if (value.startsWith('[')) {
    if (!value.endsWith(']') || entry.lines.length > 1) return null
    items = flowItems(value.slice(1, -1))
  } else if (value) {
    // `tags: travel, work` (Obsidian takes this form too).
    items = flowItems(value)
  } else {
    items = []
    for (const line of entry.lines.slice(1)) {
      const item = /^[ \t]*-(?:[ \t]+(.*))?$/.exec(line)
      if (item) items.push(item[1] ?? '')
      else if (line.trim() && !line.trimStart().startsWith('#')) return null
    }
  }
  const tags = items.map((item) => scalar(item).trim()).filter(Boolean)
  return [...new Set(tags.map((tag) => tag.slice(0, MAX_TAG_LENGTH)))].slice(0, MAX_TAGS)
}

/**
 * Reads a file's front matter: tags, pinned and title, and the body without them. Keys Hearth
 * does not know (and a known key whose value it cannot read) stay at the body's start in a
 * block of their own. A text without front matter comes back as it is.
 */
export function readFrontMatter(text: string): FrontMatter {
  const split = splitBlock(text)
  if (!split) return { body: text }
  const result: FrontMatter = { body: split.rest }
  const kept: string[] = []
  for (const entry of split.entries) {
    const key = entry.key.toLowerCase()
    const single = entry.lines.slice(1).every((line) => !line.trim())
    if (key === 'tags') {
      const tags = readTags(entry)
      if (tags) {
        result.tags = tags
        continue
      }
    } else if (key === 'pinned' && single && /^(true|false)$/i.test(scalar(entry.value))) {
      result.pinned = scalar(entry.value).toLowerCase() === 'true'
      continue
    } else if (key === 'title' && single && !/^[|>[{]/.test(entry.value)) {
      const title = scalar(entry.value)
      if (title) result.title = title.slice(0, 1000)
      continue
    }
    kept.push(...entry.lines)
  }
  if (kept.some((line) => line.trim())) result.body = `---\n${kept.join('\n')}\n---\n${split.rest}`
  return result
}

/** A tag as a YAML scalar: plain when YAML reads it back as the same text, else quoted. */
function yamlText(text: string): string {
  const plain =
    /^[\p{L}\p{M}_][\p{L}\p{M}\p{N}_ ./+-]*$/u.test(text) &&
    !text.endsWith(' ') &&
    !/^(true|false|yes|no|on|off|null|y|n)$/i.test(text)
  return plain ? text : JSON.stringify(text)
}

/**
 * A note's Markdown with its tags and pin in front matter, before `markdown` (the title and
 * body). `kept` is the block the body started with (keys Hearth kept from an import): the tags
 * and pin join it rather than start a second block. Nothing is added for a note with neither.
 */
export function withFrontMatter(
  fields: { tags?: readonly string[]; pinned?: boolean },
  markdown: string,
  kept: readonly string[] = [],
): string {
  const lines: string[] = []
  if (fields.tags?.length) lines.push(`tags: [${fields.tags.map(yamlText).join(', ')}]`)
  if (fields.pinned) lines.push('pinned: true')
  if (!lines.length && !kept.length) return markdown
  return `---\n${[...lines, ...kept].join('\n')}\n---\n${markdown}`
}

/** A body's own front matter block, as its lines, and the text after it; null without one. */
export function bodyFrontMatter(body: string): { block: string[]; rest: string } | null {
  const split = splitBlock(body)
  return split && { block: split.entries.flatMap((entry) => entry.lines), rest: split.rest }
}
