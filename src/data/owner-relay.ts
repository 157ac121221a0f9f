import * as z from 'zod/mini'
import type { HostPort, HostRequest } from './host-protocol'

/**
 * The owner of the origin's documents where there is no SharedWorker (old Chrome for Android):
 * every tab that writes through an owner asks for one Web Lock (`OWNER_LOCK`); the tab that
 * holds it runs the owner in a dedicated worker (`document.lock-worker.ts`: `serveOwner`, a
 * `DocumentHost` per page over one `OwnerDocuments`, as the SharedWorker does), and every page,
 * its own included, talks to it over a BroadcastChannel, its messages addressed by page id
 * (`relayedPort`). When the owning tab goes, its lock goes to the next tab that asked for it,
 * whose worker starts and says it owns: each page then opens its workspace there again, and
 * its commands take up what the old owner had not stored (`HostPort.onowner`, `DocCommands`).
 * The owner's side is `owner-serve.ts` (the worker's alone: it holds the document's code).
 */

const onPage = typeof document !== 'undefined'

/** What goes over the channel. */
export const envelope = z.union([
  /** A page asks who owns (the owner says so). */
  z.object({ hello: z.string() }),
  /**
   * The owner `owner` serves from now on; `term` orders owners (a later one has a greater term),
   * so that one that lost the lock (a frozen tab's, thawed) is never taken for the owner again.
   */
  z.object({ owner: z.string(), term: z.number() }),
  /** What the tabs say to choose their owner (`owner-election.ts`). */
  z.object({ waits: z.string() }),
  z.object({ hides: z.string() }),
  z.object({ stays: z.string() }),
  /** A page's request to the owner `to`. */
  z.object({ to: z.string(), page: z.string(), request: z.unknown() }),
  /** The owner `from`'s answer to the page `page`. */
  z.object({ from: z.string(), page: z.string(), answer: z.unknown() }),
])
export type Envelope = z.infer<typeof envelope>

/** A BroadcastChannel as the relay uses one. */
export interface RelayChannel {
  postMessage(message: Envelope): void
  onmessage: ((event: MessageEvent) => void) | null
  close(): void
}

/** The Web Locks the relay takes (`navigator.locks`). */
export interface RelayLocks {
  request(name: string, granted: () => Promise<unknown> | unknown): Promise<unknown>
}

/**
 * A page's port to the origin's owner over `channel` (`serveOwner`). Nothing is sent before the
 * page holds its own Web Lock (`lock`, named as it opens: the owner takes it for gone once it is
 * given it) and knows who owns; then to that owner. When a later owner says it serves (the last
 * one's tab went, or was frozen and lost the lock), the page's `open` goes to it again and
 * `onowner` is told: what the last owner was asked and did not answer is for the commands to ask
 * again. An earlier owner is not heard again.
 */
export function relayedPort(
  channel: RelayChannel,
  locks: RelayLocks,
  page = crypto.randomUUID(),
): HostPort {
  const lock = `hearth:page:${page}`
  let owner: string | null = null
  let term = -Infinity
  let holds = false
  let ended = false
  let release = () => {}
  let queue: HostRequest[] = []
  let opening: HostRequest | null = null
  const send = (request: HostRequest) => channel.postMessage({ to: owner!, page, request })
  const flush = () => {
    if (!holds || !owner) return
    for (const request of queue.splice(0)) send(request)
  }
  const port: HostPort = {
    onmessage: null,
    onowner: null,
    postMessage(message) {
      if (ended) return
      const named = 'open' in message ? { ...message, lock } : message
      if ('open' in named) opening = named
      if (holds && owner) send(named)
      else queue.push(named)
    },
    terminate() {
      ended = true
      port.onmessage = null
      port.onowner = null
      channel.close()
      release()
      if (onPage) document.removeEventListener('visibilitychange', askAgain)
    },
  }
  // Shown again (after being frozen, when an owner's word may have been missed): asks who owns.
  const askAgain = () => {
    if (document.visibilityState === 'visible') channel.postMessage({ hello: page })
  }
  if (onPage) document.addEventListener('visibilitychange', askAgain)
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    const parsed = z.safeParse(envelope, data)
    if (ended || !parsed.success) return
    const message = parsed.data
    if ('owner' in message) {
      // The owner this page has, or one that owned before it (a thawed tab's answer).
      if (message.owner === owner || message.term < term) return
      const before = owner
      owner = message.owner
      term = message.term
      // Another owner: the workspace opens there again, and the commands ask again.
      if (before && holds && opening) {
        queue = []
        send(opening)
        port.onowner?.()
      }
      return flush()
    }
    if ('from' in message && message.from === owner && message.page === page)
      port.onmessage?.({ data: message.answer } as MessageEvent)
  }
  void locks.request(lock, () => {
    if (ended) return
    holds = true
    flush()
    return new Promise<void>((resolve) => (release = resolve))
  })
  channel.postMessage({ hello: page })
  return port
}
