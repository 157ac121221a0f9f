import type { NetscapeParseResult } from './tree'
import { numberLinks, unwrapLinkCopies } from './link-copies'
import { DEFAULT_MAX_DEPTH, readNetscapeDocument } from './walk'
import { inertHtml } from '@/lib/inert-html'

export { fileTime } from './fields'

/** The largest file read, in characters. */
export const MAX_FILE_CHARS = 64 * 1024 * 1024

/** Why a whole file is refused, as shown to the user. */
export const ERRORS = {
  binary: 'This is not a bookmark file: it looks like binary data.',
  empty: 'No bookmarks were found in this file.',
  encoding:
    'This file’s characters could not be read: it is not UTF-8 and does not name an encoding this browser knows. Save it as UTF-8 and import it again.',
  tooLarge: 'This file is too large (the limit is 64 MB).',
  unreadable: 'This file could not be read as a bookmark file.',
} as const

const SNIFF_CHARS = 64 * 1024

/**
 * Whether the start of a text looks like binary data read as text: a NUL, or more than 1% of
 * replacement characters (bytes that were not UTF-8) and control characters.
 */
export function looksBinary(text: string): boolean {
  const head = text.length > SNIFF_CHARS ? text.slice(0, SNIFF_CHARS) : text
  if (head.includes('\0')) return true
  let odd = 0
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i)
    if (c === 0xfffd || (c < 0x20 && c !== 9 && c !== 10 && c !== 12 && c !== 13)) odd++
    else if (c >= 0x7f && c <= 0x9f) odd++
  }
  return odd > head.length / 100
}

/** A whole file refused, and why (one of `ERRORS`): an empty tree. */
export const refusedFile = (error: string): NetscapeParseResult => ({
  root: {
    kind: 'folder',
    title: 'Bookmarks',
    description: '',
    addDate: null,
    lastModified: null,
    role: null,
    children: [],
  },
  refused: [],
  bookmarkCount: 0,
  folderCount: 0,
  error,
})

/**
 * Whether a text may hold bookmarks: a link (`<a` and an `href`, tested apart so that the test
 * stays linear on any input), a folder heading or an entry.
 */
const mayHoldBookmarks = (text: string) =>
  (/<a\b/i.test(text) && /\bhref\s*=/i.test(text)) || /<h[2-6]\b|<dt\b/i.test(text)

/**
 * Reads a Netscape bookmark file (what Chrome, Edge, Firefox, Safari, linkding and Pinboard
 * export) into a tree, with the browser's own HTML parser into a detached document: nothing in
 * the file runs or loads. Tolerates what real files do (no top-level `<DL>`, lists the parser
 * moved into a `<DT>` or `<DD>`, `<HR>`s, headings of any level, truncation). Entries whose
 * address may not be stored are listed in `refused` with their folders and the reason; folders
 * deeper than `maxDepth` (100) are flattened into the deepest allowed. Never throws: a file
 * that cannot be read at all comes back with `error` set and an empty root.
 */
export function parseNetscapeBookmarks(
  text: string,
  options: { maxDepth?: number } = {},
): NetscapeParseResult {
  try {
    if (typeof text !== 'string') return refusedFile(ERRORS.unreadable)
    if (text.length > MAX_FILE_CHARS) return refusedFile(ERRORS.tooLarge)
    if (looksBinary(text)) return refusedFile(ERRORS.binary)
    if (!mayHoldBookmarks(text)) return refusedFile(ERRORS.empty)
    // Handlers and <base> renamed first: parsing them would report a blocked script.
    const doc = new DOMParser().parseFromString(inertHtml(numberLinks(text)), 'text/html')
    unwrapLinkCopies(doc)
    const read = readNetscapeDocument(doc, options.maxDepth ?? DEFAULT_MAX_DEPTH)
    // Folders alone (headings of a page that is not a bookmark file, or empty folders) are
    // nothing to import; refused entries are worth showing.
    if (!read.bookmarkCount && !read.refused.length) return refusedFile(ERRORS.empty)
    return { ...read, error: null }
  } catch {
    return refusedFile(ERRORS.unreadable)
  }
}
