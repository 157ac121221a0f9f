/**
 * What the page's Content-Security-Policy lets load (docs/security.md). The build carries a
 * policy and `public/pre-paint.js` narrows it per device; the dev server has none.
 */

function sources(policy: string, directive: string): string[] | null {
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name?.toLowerCase() === directive) return values
  }
  return null
}

/**
 * Whether images may load from other sites over https: (the policy Hearth opened with had
 * 'Load site icons' on). A policy cannot widen while the page is open, so turning the setting
 * on takes effect at the next load.
 */
export function pageLoadsRemoteImages(): boolean {
  const policies = document.querySelectorAll<HTMLMetaElement>(
    'meta[http-equiv="Content-Security-Policy" i]',
  )
  return Array.from(policies).every((meta) => {
    const allowed = sources(meta.content, 'img-src') ??
      sources(meta.content, 'default-src') ?? ['*']
    return allowed.includes('https:') || allowed.includes('*')
  })
}

/**
 * Whether the page may load an image from `url` without breaking its policy: its own files,
 * data: and blob: URLs, and https: when {@link pageLoadsRemoteImages}.
 */
export function imageLoads(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url, window.location.href)
  } catch {
    return false
  }
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true
  if (parsed.origin === window.location.origin) return true
  return parsed.protocol === 'https:' && pageLoadsRemoteImages()
}

/** Whether one source of a policy ('self', https:, http://127.0.0.1:*, an origin) allows `url`. */
function sourceAllows(source: string, url: URL): boolean {
  const token = source.toLowerCase()
  if (token === '*') return !/^(?:data|blob|filesystem):$/.test(url.protocol)
  if (token === "'self'") {
    const own = new URL(window.location.href)
    // A page's own origin, and its websocket twin (ws: for http:, wss: for https:).
    const twin = own.protocol === 'https:' ? 'wss:' : 'ws:'
    return url.host === own.host && (url.protocol === own.protocol || url.protocol === twin)
  }
  if (/^[a-z][a-z0-9+.-]*:$/.test(token)) return url.protocol === token
  const match = /^([a-z][a-z0-9+.-]*:)\/\/([^/:]+)(?::(\d+|\*))?\/?$/.exec(token)
  if (!match) return false
  const [, protocol, host, port] = match
  if (url.protocol !== protocol || url.hostname !== host) return false
  if (port === '*') return true
  const defaultPort = protocol === 'https:' || protocol === 'wss:' ? '443' : '80'
  return (url.port || defaultPort) === (port ?? defaultPort)
}

/**
 * Whether the page may connect to `url` (fetch, a websocket) under every policy it carries. The
 * build's allows any server over TLS or on this computer; `public/pre-paint.js` narrows it to
 * the page's own origin and the sync server this device is paired with (or is pairing with).
 */
export function pageConnectsTo(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url, window.location.href)
  } catch {
    return false
  }
  const policies = document.querySelectorAll<HTMLMetaElement>(
    'meta[http-equiv="Content-Security-Policy" i]',
  )
  return Array.from(policies).every((meta) => {
    const allowed = sources(meta.content, 'connect-src') ??
      sources(meta.content, 'default-src') ?? ['*']
    return allowed.some((source) => sourceAllows(source, parsed))
  })
}
