import DOMPurify from 'dompurify'
import { Marked, type Tokens, type TokensList } from 'marked'
import { imageLoads } from './csp'

/** Finds the note a `[[Title]]` link names, case-insensitively; null when there is none. */
export type ResolveTitle = (title: string) => string | null

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

function createMarked(resolve: ResolveTitle) {
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
          const { title, label } = token as WikiLinkToken
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
    // Only our own task checkboxes are live; any other form control is inert.
    if (node.tagName === 'INPUT' && !node.hasAttribute('data-task'))
      node.setAttribute('disabled', '')
  })
}

/**
 * Renders a note's Markdown (GitHub-flavoured) to HTML that is safe to insert: raw HTML is
 * sanitised by DOMPurify, scripts, handlers, styles and unsafe URL schemes are removed, and
 * external links open in a new tab with `rel="noopener noreferrer"`.
 */
export function renderMarkdown(source: string, resolve: ResolveTitle): string {
  installHooks()
  const html = createMarked(resolve).parse(source) as string
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'textarea', 'select', 'option', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'srcset', 'ping'],
    ADD_ATTR: ['target'],
  })
}
