import { MAX_ICON_LENGTH } from '@/data/records/bookmark'
import { bookmarkHost, normaliseBookmarkUrl } from '../bookmark-url'
import type { NetscapeFolder, NetscapeParseResult } from './tree'

/** The largest file read, in characters. */
export const MAX_FILE_CHARS = 64 * 1024 * 1024
const DEFAULT_MAX_DEPTH = 100

export const ERRORS = {
  binary: 'This is not a bookmark file: it looks like binary data.',
  empty: 'No bookmarks were found in this file.',
  tooLarge: 'This file is too large (the limit is 64 MB).',
  unreadable: 'This file could not be read as a bookmark file.',
} as const

const RASTER_ICON = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)[;,]/i
const HEADING = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6'])

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/**
 * A time from a file: seconds (Chrome, Firefox, linkding), sometimes microseconds (some
 * Firefox versions) or milliseconds. Null when missing or not a number.
 */
export function fileTime(value: string | null): number | null {
  if (!value || !/^\d{1,20}$/.test(value.trim())) return null
  const n = Number(value.trim())
  if (n > 1e14) return Math.floor(n / 1000)
  if (n > 1e11) return n
  return n * 1000
}

function looksBinary(text: string): boolean {
  const head = text.slice(0, 65536)
  if (head.includes('\0')) return true
  let odd = 0
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i)
    if (c === 0xfffd || (c < 32 && c !== 9 && c !== 10 && c !== 13)) odd++
  }
  return odd > head.length / 100
}

/** The text of a `<DD>` up to anything that is not its own text (a nested list). */
function descriptionOf(dd: Element): string {
  let text = ''
  for (const node of dd.childNodes) {
    if (node.nodeType === 3) text += node.textContent ?? ''
    else if (node.nodeType === 1) {
      const tag = (node as Element).tagName
      if (tag === 'DL' || tag === 'DT' || tag === 'DD' || HEADING.has(tag)) break
      if (tag === 'BR') text += '\n'
      else text += node.textContent ?? ''
    }
  }
  return text.replace(/^\s+|\s+$/g, '')
}

const nextElement = (el: Element) => el.nextElementSibling

/**
 * Reads a Netscape bookmark file (what Chrome, Edge, Firefox, Safari and bookmark services
 * export) with the browser's own HTML parser, into a tree. Tolerant of real files: a missing
 * top-level `<DL>`, `<DL>`s the parser moved into a `<DT>` or a `<DD>`, `<HR>`s, headings of any
 * level. Entries with an address that may not be stored are listed in `refused`. Never throws,
 * never runs anything: the file is parsed into a detached document.
 */
export function parseNetscapeBookmarks(
  text: string,
  { maxDepth = DEFAULT_MAX_DEPTH }: { maxDepth?: number } = {},
): NetscapeParseResult {
  const root: NetscapeFolder = {
    kind: 'folder',
    title: 'Bookmarks',
    description: '',
    addDate: null,
    lastModified: null,
    role: null,
    children: [],
  }
  const result: NetscapeParseResult = {
    root,
    refused: [],
    bookmarkCount: 0,
    folderCount: 0,
    error: null,
  }
  const fail = (error: string) => ({ ...result, error })
  if (text.length > MAX_FILE_CHARS) return fail(ERRORS.tooLarge)
  if (looksBinary(text)) return fail(ERRORS.binary)
  if (!/<a\s[^>]*href|<dt|<h[1-6]/i.test(text)) return fail(ERRORS.empty)
  try {
    walk(new DOMParser().parseFromString(text, 'text/html'), result, maxDepth)
  } catch {
    return fail(ERRORS.unreadable)
  }
  if (!result.bookmarkCount && !result.folderCount && !result.refused.length)
    return fail(ERRORS.empty)
  return result
}

interface Task {
  node: Element
  folder: NetscapeFolder
  path: string[]
  depth: number
  /** Pushed by the folder it belongs to. */
  own?: boolean
}

function walk(doc: Document, result: NetscapeParseResult, maxDepth: number) {
  const { root } = result
  const heading = doc.querySelector('h1')
  root.title = clean(heading?.textContent) || clean(doc.title) || 'Bookmarks'
  const used = new Set<Element>()
  let flattened = false
  // Depth first, in document order, without recursion: files nest a thousand levels deep.
  const stack: Task[] = [{ node: doc.body, folder: root, path: [], depth: 0 }]
  const pushChildren = (task: Task, of: Element) => {
    for (let child = of.lastElementChild; child; child = child.previousElementSibling)
      stack.push({ ...task, node: child, own: false })
  }

  while (stack.length) {
    const task = stack.pop()!
    const { node } = task
    // A list or description a folder or bookmark took is read with it, not again here.
    if (used.has(node) && !task.own) continue
    const tag = node.tagName
    if (tag === 'A') {
      link(node, task, nextDescription(node))
      continue
    }
    if (HEADING.has(tag)) {
      if (tag === 'H1' && node === heading) continue
      openFolder(node, task)
      continue
    }
    if (tag === 'HR' || tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TITLE') continue
    // DL, DT, P, BODY and anything unexpected: what is inside belongs to the same folder.
    pushChildren(task, node)
  }

  /** The `<DD>` after the `<DT>` an element is in: its description. */
  function nextDescription(el: Element): string {
    const dt = el.closest('dt') ?? el
    const dd = nextElement(dt)
    if (dd?.tagName !== 'DD') return ''
    const hasList = dd.querySelector(':scope > dl')
    if (!hasList) used.add(dd)
    return descriptionOf(dd)
  }

  function link(a: Element, { folder, path }: Task, description: string) {
    const href = a.getAttribute('href') ?? ''
    const title = clean(a.textContent)
    const checked = normaliseBookmarkUrl(href)
    if (!checked.ok) {
      result.refused.push({ title, url: href.slice(0, 500), path, reason: checked.reason })
      return
    }
    const icon = a.getAttribute('icon')
    const iconUri = a.getAttribute('icon_uri')
    folder.children.push({
      kind: 'bookmark',
      title: title || bookmarkHost(checked.url) || checked.url,
      url: checked.url,
      description,
      tags: [
        ...new Set(
          (a.getAttribute('tags') ?? '')
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
        ),
      ],
      addDate: fileTime(a.getAttribute('add_date')),
      lastModified: fileTime(a.getAttribute('last_modified')),
      icon: icon && icon.length <= MAX_ICON_LENGTH && RASTER_ICON.test(icon) ? icon : null,
      iconUri: iconUri && /^https?:\/\//i.test(iconUri) && iconUri.length <= 4000 ? iconUri : null,
      keyword: clean(a.getAttribute('shortcuturl')).slice(0, 200),
      isPrivate: a.getAttribute('private') === '1',
      toRead: a.getAttribute('toread') === '1',
    })
    result.bookmarkCount++
  }

  /** A heading names a folder; its list is in the same `<DT>`, the next `<DD>` or next. */
  function openFolder(h: Element, task: Task) {
    const title = clean(h.textContent)
    const dt = h.parentElement?.tagName === 'DT' ? h.parentElement : null
    let list: Element | null = null
    let description = ''
    for (let at = nextElement(h); at && !list; at = nextElement(at)) {
      if (at.tagName === 'DL') list = at
      else if (HEADING.has(at.tagName) || at.tagName === 'A') break
    }
    const after = nextElement(dt ?? h)
    if (!list && after?.tagName === 'DD') {
      description = descriptionOf(after)
      list = after.querySelector(':scope > dl')
      used.add(after)
      if (!list) {
        const next = nextElement(after)
        if (next?.tagName === 'DL') list = next
      }
    } else if (!list && after?.tagName === 'DL') list = after
    else if (after?.tagName === 'DD' && !after.querySelector(':scope > dl')) {
      description = descriptionOf(after)
      used.add(after)
    }
    let into: NetscapeFolder
    let depth = task.depth
    if (task.depth >= maxDepth) {
      into = task.folder
      if (!flattened) {
        flattened = true
        result.refused.push({
          title,
          url: '',
          path: task.path,
          reason: `Folders nested deeper than ${maxDepth} levels were flattened.`,
        })
      }
    } else {
      into = {
        kind: 'folder',
        title,
        description,
        addDate: fileTime(h.getAttribute('add_date')),
        lastModified: fileTime(h.getAttribute('last_modified')),
        role:
          h.getAttribute('personal_toolbar_folder') === 'true'
            ? 'toolbar'
            : h.getAttribute('unfiled_bookmarks_folder') === 'true'
              ? 'unfiled'
              : null,
        children: [],
      }
      task.folder.children.push(into)
      result.folderCount++
      depth++
    }
    if (list) {
      used.add(list)
      stack.push({
        own: true,
        node: list,
        folder: into,
        path: into === task.folder ? task.path : [...task.path, title],
        depth,
      })
    }
  }
}
