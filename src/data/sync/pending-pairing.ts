import * as z from 'zod/mini'
import { pageConnectsTo } from '@/lib/csp'
import type { ServerAddress } from './server-address'

/**
 * Pairing with a server the page's policy does not name yet. A page may connect only to its own
 * origin and this device's sync server (`public/pre-paint.js`), and a policy cannot widen while
 * the page is open: so the address and code are kept for this tab (sessionStorage, which
 * pre-paint.js reads to allow that one server), the page reloads, and the form pairs at once.
 */
export const PAIRING_KEY = 'hearth:sync-pairing'

const pendingSchema = z.object({
  serverUrl: z.string(),
  address: z.string().check(z.maxLength(500)),
  code: z.string().check(z.maxLength(200)),
})

/** Whether this page may reach the server now (its policy names it). */
export const pageReaches = (server: ServerAddress): boolean =>
  pageConnectsTo(server.httpUrl) && pageConnectsTo(server.wsUrl)

/** Keeps what the form holds for this tab and reloads the page, which may then reach `server`. */
export function pairAfterReload(server: ServerAddress, address: string, code: string) {
  sessionStorage.setItem(PAIRING_KEY, JSON.stringify({ serverUrl: server.httpUrl, address, code }))
  location.reload()
}

/** What the form held before the reload, if it is waiting to pair. */
export function peekPendingPairing(): { address: string; code: string } | null {
  try {
    const raw = sessionStorage.getItem(PAIRING_KEY)
    const parsed = raw ? z.safeParse(pendingSchema, JSON.parse(raw)) : null
    return parsed?.success ? { address: parsed.data.address, code: parsed.data.code } : null
  } catch {
    return null
  }
}

/** The same, taken: the code is not kept longer than the reload. */
export function takePendingPairing(): { address: string; code: string } | null {
  const pending = peekPendingPairing()
  try {
    sessionStorage.removeItem(PAIRING_KEY)
  } catch {
    // Storage refused: nothing was kept either.
  }
  return pending
}
