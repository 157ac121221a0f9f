const ALLOWED = new Set(['http:', 'https:', 'mailto:', 'ftp:'])
const MAX_LENGTH = 4000
const SCHEME = /^[a-z][a-z0-9+.-]*:/i
/** 'localhost:8080', 'example.com:8080/x', '10.0.0.1:80': a host and a port, not a scheme. */
const HOST_PORT = /^(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+):\d{1,5}(?:[/?#]|$)/i
/** A bare mail address ('me@example.com'): a mailto: address, not a user at a web host. */
const MAILBOX = /^[^\s@/:?#]+@[^\s@/:?#]+\.[^\s@/:?#]+$/
/** What a bare address must look like once parsed: a dotted name, localhost, or [IPv6]. */
const BARE_HOST = /^(?:[^\s/.]+(?:\.[^\s/.]+)+|localhost|\[[0-9a-f:.]+\])(?::\d+)?$/i
/**
 * The host of an http, https or ftp address as typed: after `//` and any `user@`, up to the
 * port, path, query or fragment.
 */
const TYPED_HOST = /^(?:https?|ftp):\/\/(?:[^/?#\\]*@)?(\[[^\]]*\]|[^/?#\\:]*)/i
/**
 * A host a site can have, once `URL` has lowercased it and written an international name in
 * punycode: letters, digits, '-' and '_' between dots (a final dot allowed), or [IPv6]. `URL`
 * itself lets through `*`, `!`, `{`…, and Chromium keeps a space as `%20`.
 */
const SITE_HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])$/i

/** An address checked by `normaliseBookmarkUrl`: the address to store, or why it may not be. */
export type UrlCheck = { ok: true; url: string } | { ok: false; reason: string }

const refuse = (reason: string): UrlCheck => ({ ok: false, reason })
const INVALID = 'This is not a valid address.'
const badHost = (host: string) =>
  refuse(`A site’s name can only have letters, digits, hyphens and dots (not “${host}”).`)

/**
 * Reads an address as typed or imported: trimmed; a bare host or host and path
 * ('example.com/docs', 'localhost:8080') gets `https://`, a bare mail address `mailto:`; only
 * http, https, mailto and ftp addresses are accepted, at most 4,000 characters. Returns the
 * address as `URL` normalises it, or the reason to show.
 */
export function normaliseBookmarkUrl(input: string): UrlCheck {
  const text = input.trim()
  if (!text) return refuse('Enter an address.')
  if (text.length > MAX_LENGTH) return refuse('This address is too long.')
  const bare = !SCHEME.test(text) || HOST_PORT.test(text)
  if (bare && MAILBOX.test(text)) return normaliseBookmarkUrl(`mailto:${text}`)
  const full = bare ? `https://${text.replace(/^\/+/, '')}` : text
  // Checked as typed too: a space in the host makes `URL` throw in most browsers (and in
  // Node) but not in Chromium; the reason is the same in all of them. `URL` drops tabs and
  // line breaks anywhere. Bare words with no dot ('not a url') are no address at all (below).
  const typedHost = TYPED_HOST.exec(full)?.[1]?.replace(/[\t\n\r]/g, '')
  if (typedHost && /\s/.test(typedHost) && (!bare || typedHost.includes('.')))
    return badHost(typedHost)
  let url: URL
  try {
    url = new URL(full)
  } catch {
    return refuse(INVALID)
  }
  if (!ALLOWED.has(url.protocol))
    return refuse(
      `Only http, https, mailto and ftp addresses can be saved (this one is “${url.protocol}”).`,
    )
  if (url.protocol === 'mailto:' ? !url.pathname : !url.hostname) return refuse(INVALID)
  // A bare word ('hello', 'notes') is far more often a slip than an intranet host.
  if (bare && !BARE_HOST.test(url.host)) return refuse(INVALID)
  if (url.hostname && !SITE_HOST.test(url.hostname)) return badHost(decoded(url.hostname))
  if (url.href.length > MAX_LENGTH) return refuse('This address is too long.')
  return { ok: true, url: url.href }
}

/**
 * What 'Edit bookmark' saves as the address. One the user changed is checked like a new one.
 * The stored one left as it was is kept as it is, even when these checks refuse it: it passed
 * the record's own check (an http, https, mailto or ftp address, never one that runs code) but
 * came in by a workspace file, sync or an older version that checked less, and it must not stop
 * the other fields from saving. `problem` says what is wrong with it, for a note by the field.
 */
export function checkEditedUrl(
  typed: string,
  stored: string,
): { ok: true; url: string; problem?: string } | { ok: false; reason: string } {
  const checked = normaliseBookmarkUrl(typed)
  if (checked.ok || typed.trim() !== stored.trim()) return checked
  return { ok: true, url: stored, problem: checked.reason }
}

const WEB = new Set(['http:', 'https:'])

/** Decodes percent-escapes where they are well formed; never throws. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * The key under which two addresses of the same page meet, for finding duplicates: scheme and
 * host lowercased, no `www.`, no default port, no trailing slash, no fragment, the query kept;
 * http and https are the same page (the key has no scheme for them). Never throws: what does
 * not parse is its own key (trimmed).
 */
export function bookmarkUrlKey(address: string): string {
  const text = address.trim()
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return text
  }
  if (url.protocol === 'mailto:') {
    // The mailbox as written, its domain lowercased.
    const to = url.pathname.replace(/@([^@]*)$/, (_, domain: string) => `@${domain.toLowerCase()}`)
    return `mailto:${to}${url.search}`
  }
  const host = url.hostname.replace(/^www\./, '')
  const port = url.port ? `:${url.port}` : ''
  const path = url.pathname.replace(/\/+$/, '')
  const scheme = WEB.has(url.protocol) ? '' : url.protocol
  return `${scheme}//${host}${port}${path}${url.search}`
}

/**
 * The host to show for an address, without `www.`; for a mail address its domain (or the
 * address, if it has none). '' when the address does not parse.
 */
export function bookmarkHost(address: string): string {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return ''
  }
  if (url.protocol === 'mailto:') {
    const to = decoded(url.pathname).split(',')[0]!.trim()
    const at = to.lastIndexOf('@')
    return at >= 0 ? to.slice(at + 1).toLowerCase() : to
  }
  return url.hostname.replace(/^www\./, '')
}
