import type { ServerWorkspace, SyncStatus } from './sync-state'

/**
 * One tab syncs each document for the device. Of the tabs that have a document open, the one
 * holding the Web Lock named after it syncs it with the server. The others send their changes,
 * and get the server's, through the tabs' own channel (`persistence/tab-sync.ts`); when the
 * syncing tab closes, its lock passes to a waiting tab, which connects. What the syncing tab
 * knows (its status, the server's list of workspaces) it posts here for the others to show.
 *
 * Before, every tab opened a socket of its own and sent each change again, whichever tab made
 * it: the server allows 20 sockets per device, fewer than the tabs of someone whose new tab
 * page is Hearth, and typing in one of 20 tabs sent every keystroke 20 times.
 */
export type Relayed =
  | { kind: 'status'; doc: string; status: SyncStatus; error: string | null }
  | { kind: 'server-workspaces'; list: ServerWorkspace[] | null }
  | { kind: 'hello'; doc?: string }

const CHANNEL = 'hearth:sync-relay'
let channel: BroadcastChannel | null = null
const listeners = new Set<(message: Relayed) => void>()

function open(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel
  channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent<Relayed>) => {
    for (const listener of [...listeners]) listener(event.data)
  }
  return channel
}

/** Tells the other tabs of this browser. */
export function relay(message: Relayed) {
  open()?.postMessage(message)
}

/** Listens to what the other tabs relay. */
export function onRelayed(listener: (message: Relayed) => void): () => void {
  open()
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Runs `onLead` once this tab holds the lock `name` (at once where the browser has no Web
 * Locks: every tab then syncs, as before). The returned function gives the lock up, or stops
 * waiting for it.
 */
export function lead(name: string, onLead: () => void): () => void {
  if (typeof navigator === 'undefined' || !navigator.locks) {
    onLead()
    return () => {}
  }
  let given = false
  let release = () => {}
  const abort = new AbortController()
  navigator.locks
    .request(name, { signal: abort.signal }, () => {
      if (given) return
      onLead()
      return new Promise<void>((resolve) => (release = resolve))
    })
    // Given up while waiting.
    .catch(() => {})
  return () => {
    given = true
    abort.abort()
    release()
  }
}
