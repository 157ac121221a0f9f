import DOMPurify from 'dompurify'
import { Marked, type Tokens } from 'marked'

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
      // Checkboxes are numbered in document order, as `taskMarkers` counts them in the source.
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

/** Only these URL schemes survive in links; everything else (javascript:, data:, vbscript:…) goes. */
const SAFE_URL = /^(https?:|mailto:|#)/i

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
