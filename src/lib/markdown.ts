import DOMPurify from 'dompurify'
import { Marked, type Tokens, type TokensList } from 'marked'
import { imageLoads } from './csp'
import { itemPath, KIND_LABELS, kindOf, LINK_SCHEME, type LinkKind } from './item-links'

/** Finds the note a `[[Title]]` link names, case-insensitively; null when there is none. */
export type ResolveTitle = (title: string) => string | null

/** What a link to an item (`[Title](hearth:<id>)`) shows of it: its current state. */
export interface ItemView {
  kind: LinkKind
  /** Its current title ('Untitled' when it has none). */
  title: string
  /** There, in the Trash, or gone for good. */
  state: 'live' | 'trashed' | 'missing'
  /** A todo: whether it is done. */
  done?: boolean
  /** A bookmark: the page it opens, and its site as shown. */
  url?: string
  site?: string
}

/** The item a link points at as the preview shows it; undefined while it is read. */
export type ResolveItem = (id: string) => ItemView | undefined

interface WikiLinkToken extends Tokens.Generic {
  type: 'wikiLink'
  raw: string
  title: string
  label: string
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/**
 * Raw HTML that trips the page's Content-Security-Policy merely by being parsed: an inline
 * event handler (`onerror=`…) or a `<base>`. DOMPurify would remove both, but it has to parse
 * the HTML first, and the browser reports each one then (a blocked script, harmless but
 * noise). Such HTML is shown as text instead. Catching too much only shows more as text;
 * missing some only lets the policy block it.
 */
const TRIPS_POLICY = /[\s/"'`]on[a-z]+\s*=|<base[\s/>]/i

const route = (id: string) => `#${itemPath(id)}`

/**
 * A link to an item, as the preview shows it (`ResolveItem`): a todo as a chip with its
 * checkbox, a bookmark as its title (opening the page) and site, a note, list or folder by its
 * current title; one whose item is gone says so, and offers the Trash when it is there.
 */
function itemLinkHtml(id: string, written: string, item: ItemView | undefined): string {
  const kind = item?.kind ?? kindOf(id)!
  const title = escapeHtml(item?.title ?? written)
  const label = escapeHtml(KIND_LABELS[kind])
  if (!item)
    return `<a href="${route(id)}" class="item-link" data-item-link="${escapeHtml(id)}">${title}</a>`
  if (item.state !== 'live') {
    const gone = `<span class="item-gone" data-item-link="${escapeHtml(id)}"><del>${title}</del> <span class="item-note">(${label.toLowerCase()} deleted)</span></span>`
    return item.state === 'trashed'
      ? `${gone} <a href="#/trash" class="item-trash">Open the Trash</a>`
      : gone
  }
  if (kind === 'todo')
    return `<span class="item-chip${item.done ? ' item-done' : ''}" data-item-link="${escapeHtml(id)}"><input type="checkbox" data-item-todo="${escapeHtml(id)}"${item.done ? ' checked=""' : ''} aria-label="Done: ${title}"><a href="${route(id)}">${title}</a></span>`
  if (kind === 'bookmark' && item.url)
    return `<a href="${escapeHtml(item.url)}" class="item-link" data-item-link="${escapeHtml(id)}">${title}</a>${item.site ? ` <span class="item-note">${escapeHtml(item.site)}</span>` : ''}`
  const to = kind === 'note' ? `#/notes/${encodeURIComponent(id)}` : route(id)
  const badge =
    kind === 'list' || kind === 'folder' ? `<span class="item-kind">${label}</span> ` : ''
  return `<a href="${to}" class="item-link" data-item-link="${escapeHtml(id)}">${badge}${title}</a>`
}

function createMarked(resolve: ResolveTitle | null, resolveItem: ResolveItem = () => undefined) {
  let taskIndex = 0
  const marked = new Marked({
    gfm: true,
    async: false,
    hooks: {
      preprocess(source) {
        taskIndex = 0
        return source
      },
    },
    renderer: {
      link({ href, tokens }) {
        if (!href.startsWith(LINK_SCHEME)) return false
        const id = href.slice(LINK_SCHEME.length)
        if (!kindOf(id)) return false
        return itemLinkHtml(
          id,
          this.parser.parseInline(tokens, this.parser.textRenderer),
          resolveItem(id),
        )
      },
      html({ text }) {
        return TRIPS_POLICY.test(text) ? escapeHtml(text) : text
      },
      // An image Hearth may not load (another site, unless the policy allows it) is a link.
      image({ href, text }) {
        if (imageLoads(href)) return false
        return `<a href="${escapeHtml(href)}">${escapeHtml(text || 'Image')}</a>`
      },
      // Checkboxes are numbered in document order, as `taskMarkers` (markdown-tasks.ts) finds
      // them in these same tokens.
      checkbox({ checked }) {
        const index = taskIndex++
        return `<input type="checkbox" data-task="${index}"${checked ? ' checked=""' : ''} aria-label="Task ${index + 1}"> `
      },
    },
    extensions: [
      {
        name: 'wikiLink',
        level: 'inline',
        start: (source) => source.indexOf('[['),
        tokenizer(source) {
          const match = /^\[\[([^\]\n|]+)(?:\|([^\]\n]+))?\]\]/.exec(source)
          if (!match) return undefined
          const title = match[1]!.trim()
          return { type: 'wikiLink', raw: match[0], title, label: (match[2] ?? title).trim() }
        },
        renderer(token) {
          const { title, label, raw } = token as WikiLinkToken
          // Where note titles are not resolved (a todo's notes), the link stays text.
          if (!resolve) return escapeHtml(raw)
          const id = resolve(title)
          if (id)
            return `<a href="#/notes/${encodeURIComponent(id)}" data-note-link="">${escapeHtml(label)}</a>`
          return `<button type="button" class="missing-note" data-create-note="${escapeHtml(title)}" title="Create note “${escapeHtml(title)}”">${escapeHtml(label)}</button>`
        },
      },
    ],
  })
  return marked
}

/**
 * The tokens `renderMarkdown` renders a source from (the same options and extensions), for
 * code that maps what the preview shows back to the source.
 */
export function lexMarkdown(source: string): TokensList {
  return createMarked(() => null).lexer(source)
}

/** Only these URL schemes survive in links; everything else (javascript:, data:, vbscript:…) goes. */
const SAFE_URL = /^(https?:|mailto:|#)/i

/** Elements whose URL attributes make the browser fetch something. */
const FETCHES = new Set(['img', 'image', 'input', 'video', 'audio', 'source', 'track', 'use'])

let hooked = false
function installHooks() {
  if (hooked) return
  hooked = true
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src', 'xlink:href', 'action', 'formaction']) {
      const value = node.getAttribute(attribute)
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute)
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      if (node.getAttribute('href')!.startsWith('#')) node.removeAttribute('target')
      else {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    }
    // Nothing loads from where the page's policy would refuse it (raw HTML's images, say).
    if (FETCHES.has(node.nodeName.toLowerCase()))
      for (const attribute of ['src', 'poster', 'href', 'xlink:href']) {
        const value = node.getAttribute(attribute)
        if (value !== null && !imageLoads(value)) node.removeAttribute(attribute)
      }
    // Only our own task and linked todos' checkboxes are live; any other form control is inert.
    if (
      node.tagName === 'INPUT' &&
      !node.hasAttribute('data-task') &&
      !node.hasAttribute('data-item-todo')
    )
      node.setAttribute('disabled', '')
  })
}

/**
 * Renders a note's Markdown (GitHub-flavoured) to HTML that is safe to insert: raw HTML is
 * sanitised by DOMPurify, scripts, handlers, styles and unsafe URL schemes are removed, and
 * external links open in a new tab with `rel="noopener noreferrer"`. Links to items
 * (`[Title](hearth:<id>)`) show what `resolveItem` says of them (`itemLinkHtml`).
 */
export function renderMarkdown(
  source: string,
  /** Note titles of `[[Title]]` links; null: such links stay text. */
  resolve: ResolveTitle | null,
  resolveItem?: ResolveItem,
): string {
  installHooks()
  const html = createMarked(resolve, resolveItem).parse(source) as string
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'textarea', 'select', 'option', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'srcset', 'ping'],
    ADD_ATTR: ['target'],
  })
}
