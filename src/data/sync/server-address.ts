/**
 * A sync server's address as a user types it ('sync.example.com', 'https://…', 'wss://…',
 * 'localhost:1234'), checked and turned into the URLs the client uses. Without encryption only
 * a server on this computer may be reached: anything else must be https:// or wss://.
 */
export type ServerAddress = { httpUrl: string; wsUrl: string }

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export function parseServerAddress(input: string): ServerAddress | { error: string } {
  const text = input.trim()
  if (!text) return { error: 'Enter the address of your sync server.' }
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
    ? text
    : `${/^(localhost|127\.0\.0\.1|\[::1\])([:/]|$)/i.test(text) ? 'http' : 'https'}://${text}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return { error: 'That is not a server address. Example: https://sync.example.com' }
  }
  const secure = url.protocol === 'https:' || url.protocol === 'wss:'
  if (!secure && url.protocol !== 'http:' && url.protocol !== 'ws:')
    return { error: 'A sync server address starts with https:// or wss://.' }
  if (!secure && !LOCAL_HOSTS.has(url.hostname))
    return {
      error:
        'Use https:// (or wss://): only a server on this computer (localhost) may be reached without encryption.',
    }
  if (url.username || url.password || url.search || url.hash)
    return { error: 'Enter only the server address, without a name, password or query.' }
  const path = url.pathname.replace(/\/+$/, '')
  const host = url.host
  return {
    httpUrl: `${secure ? 'https' : 'http'}://${host}${path}`,
    wsUrl: `${secure ? 'wss' : 'ws'}://${host}${path}`,
  }
}
