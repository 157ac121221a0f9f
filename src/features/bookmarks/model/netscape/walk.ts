import { bookmarkHost, normaliseBookmarkUrl } from '../bookmark-url'
import {
  STRUCTURE,
  cleanText,
  descriptionOf,
  notesOfDescription,
  fileTime,
  iconFrom,
  iconUriFrom,
  tagsFrom,
} from './fields'
import type { NetscapeFolder, NetscapeParseResult } from './tree'

/** Folders deeper than this are flattened into the deepest one allowed. */
export const DEFAULT_MAX_DEPTH = 100

const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6'])
/** Never entries, nor holding any: passed over with all they contain. */
const SKIPPED = new Set(['HEAD', 'HR', 'SCRIPT', 'STYLE', 'TEMPLATE', 'TITLE', 'IFRAME', 'OBJECT'])

interface Frame {
  node: Element
  folder: NetscapeFolder
  /** The titles of the folders `folder` is in, and its own (empty for the root). */
  path: string[]
  depth: number
  /** Set when a folder pushed its own list: that list is read with it, not again in place. */
  own?: true
}

/** The next element in document order; after `el`'s own descendants when `past` is set. */
function following(el: Element, past: boolean): Element | null {
  if (!past && el.firstElementChild) return el.firstElementChild
  for (let at: Element | null = el; at; at = at.parentElement)
    if (at.nextElementSibling) return at.nextElementSibling
  return null
}

/**
 * Where the entries begin that the parser put inside a heading left open (`<DT><H3>Work` and
 * no `</H3>`: everything up to the end of the list it is in): its first list, entry or
 * separator. The heading's title is the text before.
 */
function headingEnd(heading: Element): Element | null {
  for (let child = heading.firstElementChild; child; child = child.nextElementSibling)
    if (child.tagName !== 'A' && STRUCTURE.has(child.tagName)) return child
  return null
}

/** A heading's text, up to `end` (its first child that is an entry or a list). */
function headingText(heading: Element, end: Element | null): string {
  let text = ''
  for (let node = heading.firstChild; node && node !== end; node = node.nextSibling)
    text += node.textContent ?? ''
  return cleanText(text)
}

function emptyFolder(title: string): NetscapeFolder {
  const dates = { addDate: null, lastModified: null }
  return { kind: 'folder', title, description: '', ...dates, role: null, children: [] }
}

/**
 * Reads a bookmark file already parsed by the browser's HTML parser into a tree, depth first
 * in document order, with a stack rather than recursion (files nest a thousand levels deep).
 * A folder is a heading (`<H3>`, or any of `<H2>`–`<H6>`); its entries are the first `<DL>`
 * after it, before any other entry: inside the same `<DT>`, after it, after a `<p>`, or inside
 * the `<DD>` holding the folder's description, wherever the parser put it. The first `<H1>`
 * names the file. Nothing here runs or loads anything.
 */
export function readNetscapeDocument(
  doc: Document,
  maxDepth = DEFAULT_MAX_DEPTH,
): Omit<NetscapeParseResult, 'error'> {
  const fileHeading = doc.querySelector('h1')
  const root = emptyFolder(
    (fileHeading && headingText(fileHeading, headingEnd(fileHeading))) ||
      cleanText(doc.title) ||
      'Bookmarks',
  )
  const result = {
    root,
    refused: [] as NetscapeParseResult['refused'],
    bookmarkCount: 0,
    folderCount: 0,
  }
  /** Lists taken by the heading before them. */
  const taken = new Set<Element>()
  let flattened = false
  const stack: Frame[] = [
    { node: doc.body ?? doc.documentElement, folder: root, path: [], depth: 0 },
  ]

  while (stack.length) {
    const frame = stack.pop()!
    const { node } = frame
    const tag = node.tagName
    if (SKIPPED.has(tag) || (taken.has(node) && !frame.own)) continue
    if (tag === 'A') readLink(node, frame)
    else if (HEADINGS.has(tag)) {
      // What a heading left open holds from its end on is read in place, after its own list.
      const end = headingEnd(node)
      for (let child = node.lastElementChild; end && child; child = child.previousElementSibling) {
        stack.push({ node: child, folder: frame.folder, path: frame.path, depth: frame.depth })
        if (child === end) break
      }
      if (node !== fileHeading) openFolder(node, end, frame)
    } else {
      // DL, DT, P, BODY, and whatever else a hand-made file holds: its elements belong to the
      // same folder. A <DD>'s own text is a description, read with the entry before it.
      let stop: Element | null = null
      if (tag === 'DD') {
        stop = node.firstElementChild
        while (stop && !STRUCTURE.has(stop.tagName)) stop = stop.nextElementSibling
        if (!stop) continue
      }
      for (let child = node.lastElementChild; child; child = child.previousElementSibling) {
        stack.push({ node: child, folder: frame.folder, path: frame.path, depth: frame.depth })
        if (child === stop) break
      }
    }
  }
  return result

  /** The `<DD>` right after an entry (only inline content between), if any. */
  function descriptionAfter(el: Element): string {
    for (let at = following(el, true); at; at = following(at, false)) {
      if (at.tagName === 'DD') return descriptionOf(at)
      if (STRUCTURE.has(at.tagName)) return ''
    }
    return ''
  }

  function readLink(a: Element, { folder, path }: Frame) {
    const href = a.getAttribute('href')
    if (href === null) return // A named anchor, not an entry.
    const title = cleanText(a.textContent)
    const checked = normaliseBookmarkUrl(href)
    if (!checked.ok) {
      result.refused.push({ title, url: href.trim().slice(0, 500), path, reason: checked.reason })
      return
    }
    folder.children.push({
      kind: 'bookmark',
      title: /\S/.test(title) ? title : bookmarkHost(checked.url) || checked.url,
      url: checked.url,
      ...notesOfDescription(descriptionAfter(a)),
      tags: tagsFrom(a.getAttribute('tags')),
      addDate: fileTime(a.getAttribute('add_date')),
      lastModified: fileTime(a.getAttribute('last_modified')),
      icon: iconFrom(a.getAttribute('icon')),
      iconUri: iconUriFrom(a.getAttribute('icon_uri')),
      keyword: cleanText(a.getAttribute('shortcuturl')).slice(0, 200),
      isPrivate: a.getAttribute('private') === '1',
      toRead: a.getAttribute('toread') === '1',
    })
    result.bookmarkCount++
  }

  function openFolder(heading: Element, end: Element | null, frame: Frame) {
    const title = headingText(heading, end)
    let list: Element | null = null
    let description: string | null = null
    for (let at = end ?? following(heading, true); at; at = following(at, false)) {
      const tag = at.tagName
      if (tag === 'DL') {
        if (!taken.has(at)) list = at
        break
      }
      if (tag === 'A' || HEADINGS.has(tag)) break
      if (tag === 'DD' && description === null) description = descriptionOf(at)
    }
    let folder = frame.folder
    let path = frame.path
    let depth = frame.depth
    if (depth >= maxDepth) {
      if (!flattened) {
        flattened = true
        const reason = `Folders nested deeper than ${maxDepth} levels were flattened.`
        result.refused.push({ title, url: '', path, reason })
      }
    } else {
      folder = {
        ...emptyFolder(title),
        description: description ?? '',
        addDate: fileTime(heading.getAttribute('add_date')),
        lastModified: fileTime(heading.getAttribute('last_modified')),
        role:
          heading.getAttribute('personal_toolbar_folder') === 'true'
            ? 'toolbar'
            : heading.getAttribute('unfiled_bookmarks_folder') === 'true'
              ? 'unfiled'
              : null,
      }
      frame.folder.children.push(folder)
      result.folderCount++
      path = [...path, title]
      depth++
    }
    if (list) {
      taken.add(list)
      stack.push({ node: list, folder, path, depth, own: true })
    }
  }
}
