const ALLOWED = ['http:', 'https:', 'mailto:', 'ftp:']
const MAX_LENGTH = 4000
// A scheme, unless it is really a host and port ('localhost:8080', 'example.com:8080/x').
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const HOST_PORT = /^[a-z0-9.-]+:\d+(?:[/?#]|$)/i

export type UrlCheck = { ok: true; url: string } | { ok: false; reason: string }

/**
 * Reads an address as typed or imported: a bare host ('example.com/docs') gets `https://`;
 * only http, https, mailto and ftp addresses are accepted, each refusal with a reason.
 */
export function normaliseBookmarkUrl(input: string): UrlCheck {
  const text = input.trim()
  if (!text) return { ok: false, reason: 'Enter an address.' }
  if (text.length > MAX_LENGTH) return { ok: false, reason: 'This address is too long.' }
  const scheme = SCHEME.exec(text)
  const bare = !scheme || HOST_PORT.test(text)
  let url: URL
  try {
    url = new URL(bare ? `https://${text.replace(/^\/+/, '')}` : text)
  } catch {
    return { ok: false, reason: 'This is not a valid address.' }
  }
  if (!ALLOWED.includes(url.protocol))
    return {
      ok: false,
      reason: `Only http, https, mailto and ftp addresses can be saved (this one is “${url.protocol}”).`,
    }
  if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname)
    return { ok: false, reason: 'This is not a valid address.' }
  if (bare && !/^[^\s/]+\.[^\s/]+|^localhost\b|^\[/i.test(url.host))
    return { ok: false, reason: 'This is not a valid address.' }
  if (url.href.length > MAX_LENGTH) return { ok: false, reason: 'This address is too long.' }
  return { ok: true, url: url.href }
}

/**
 * A key under which two addresses of the same page meet: no scheme for http and https, no
 * `www.`, no default port, no trailing slash, no fragment. Never throws.
 */
export function bookmarkUrlKey(address: string): string {
  try {
    const url = new URL(address.trim())
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      url.hash = ''
      return url.href.toLowerCase()
    }
    const host = url.hostname.toLowerCase().replace(/^www\./, '')
    const port = url.port ? `:${url.port}` : ''
    const path = url.pathname.replace(/\/+$/, '')
    return `//${host}${port}${path}${url.search}`
  } catch {
    return address.trim()
  }
}

/** The host to show for an address, without `www.`; a mail address's domain. */
export function bookmarkHost(address: string): string {
  try {
    const url = new URL(address)
    if (url.protocol === 'mailto:') {
      const to = decodeURIComponent(url.pathname)
      return to.includes('@') ? to.slice(to.lastIndexOf('@') + 1) : to
    }
    return url.hostname.replace(/^www\./, '')
  } catch {
    return ''
  }
}
