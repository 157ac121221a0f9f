const ALLOWED = new Set(['http:', 'https:', 'mailto:', 'ftp:'])
const MAX_LENGTH = 4000
const SCHEME = /^[a-z][a-z0-9+.-]*:/i
/** 'localhost:8080', 'example.com:8080/x', '10.0.0.1:80': a host and a port, not a scheme. */
const HOST_PORT = /^(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+):\d{1,5}(?:[/?#]|$)/i
/** A bare mail address ('me@example.com'): a mailto: address, not a user at a web host. */
const MAILBOX = /^[^\s@/:?#]+@[^\s@/:?#]+\.[^\s@/:?#]+$/
/** What a bare address must look like once parsed: a dotted name, localhost, or [IPv6]. */
const BARE_HOST = /^(?:[^\s/.]+(?:\.[^\s/.]+)+|localhost|\[[0-9a-f:.]+\])(?::\d+)?$/i

/** An address checked by `normaliseBookmarkUrl`: the address to store, or why it may not be. */
export type UrlCheck = { ok: true; url: string } | { ok: false; reason: string }

const refuse = (reason: string): UrlCheck => ({ ok: false, reason })
const INVALID = 'This is not a valid address.'

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
  let url: URL
  try {
    if (!bare) url = new URL(text)
    else if (MAILBOX.test(text)) return normaliseBookmarkUrl(`mailto:${text}`)
    else url = new URL(`https://${text.replace(/^\/+/, '')}`)
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
  if (url.href.length > MAX_LENGTH) return refuse('This address is too long.')
  return { ok: true, url: url.href }
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
