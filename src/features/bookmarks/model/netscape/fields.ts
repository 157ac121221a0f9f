import { MAX_ICON_LENGTH } from '@/data/records/bookmark'

/** The latest time a `Date` can hold, in milliseconds. */
const MAX_TIME = 8.64e15

/**
 * A time from a file, in milliseconds: files hold seconds (Chrome, Firefox, linkding), some
 * Firefox versions microseconds, some tools milliseconds. Null when missing, zero (Chrome's
 * 'never modified') or not a whole number.
 */
export function fileTime(value: string | null): number | null {
  const text = value?.trim()
  if (!text || !/^\d{1,20}$/.test(text)) return null
  const n = Number(text)
  const ms = n > 1e14 ? Math.floor(n / 1000) : n > 1e11 ? n : n * 1000
  return ms > 0 && ms <= MAX_TIME ? ms : null
}

const RASTER_ICON =
  /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)((?:;[^;,]*)*),/i
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * An `ICON` worth keeping: a raster `data:image/…` URL (PNG, JPEG, GIF, WebP, AVIF, BMP, ICO),
 * base64 or plain, of at most 16 KB. SVG (which can hold script) and anything else: null.
 */
export function iconFrom(value: string | null): string | null {
  if (!value || value.length > MAX_ICON_LENGTH) return null
  const head = RASTER_ICON.exec(value)
  if (!head) return null
  const isBase64 = /;base64$/i.test(head[1]!)
  return isBase64 && !BASE64.test(value.slice(head[0].length)) ? null : value
}

/** Firefox's `ICON_URI` when it is an http or https address (never loaded, kept for export). */
export function iconUriFrom(value: string | null): string | null {
  const text = value?.trim()
  if (!text || text.length > 4000) return null
  try {
    const { protocol } = new URL(text)
    return protocol === 'http:' || protocol === 'https:' ? text : null
  } catch {
    return null
  }
}

/** `TAGS="a, b,,a"` → ['a', 'b']. */
export function tagsFrom(value: string | null): string[] {
  if (!value) return []
  const tags = value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
  return [...new Set(tags)]
}

/** Text as a title: HTML whitespace collapsed and trimmed (other spaces, like U+00A0, kept). */
export function cleanText(text: string | null | undefined): string {
  return (text ?? '').replace(/[\t\n\f\r ]+/g, ' ').replace(/^ | $/g, '')
}

/** How linkding writes a bookmark's notes in its `<DD>`, after the description. */
export const LINKDING_NOTES = { open: '[linkding-notes]', close: '[/linkding-notes]' }

/**
 * A `<DD>`'s text as its description and linkding's notes, as linkding reads it: the notes are
 * what follows `[linkding-notes]`, up to `[/linkding-notes]` or the end; both trimmed.
 */
export function notesOfDescription(text: string): { description: string; note: string } {
  const at = text.indexOf(LINKDING_NOTES.open)
  if (at < 0) return { description: text, note: '' }
  const rest = text.slice(at + LINKDING_NOTES.open.length)
  const end = rest.indexOf(LINKDING_NOTES.close)
  return {
    description: trimHtmlSpace(text.slice(0, at)),
    note: trimHtmlSpace(end < 0 ? rest : rest.slice(0, end)),
  }
}

/** Elements where a description ends and the file's structure goes on. */
export const STRUCTURE = new Set(['DL', 'DT', 'DD', 'HR', 'A', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6'])

/**
 * The text of a `<DD>`, up to the first element that belongs to the file's structure (the
 * parser leaves the next folder's list, or a separator, inside an unclosed `<DD>`). Line breaks
 * are kept; the whole is trimmed.
 */
export function descriptionOf(dd: Element): string {
  let text = ''
  for (let node = dd.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 3) text += node.nodeValue ?? ''
    else if (node.nodeType === 1) {
      const tag = (node as Element).tagName
      if (STRUCTURE.has(tag)) break
      text += tag === 'BR' ? '\n' : (node.textContent ?? '')
    }
  }
  return trimHtmlSpace(text)
}

/** Text without HTML whitespace at its ends (other spaces, like U+00A0, kept). */
const trimHtmlSpace = (text: string) => text.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '')
