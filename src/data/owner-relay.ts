import * as z from 'zod/mini'
import { DocumentHost } from './document-host'
import type { HostAnswer, HostPort, HostRequest } from './host-protocol'
import { OwnerDocuments } from './owner-document'

/**
 * The owner of the origin's documents where there is no SharedWorker (old Chrome for Android):
 * every tab that writes through an owner asks for one Web Lock (`OWNER_LOCK`); the tab that
 * holds it runs the owner in a dedicated worker (`document.lock-worker.ts`: `serveOwner`, a
 * `DocumentHost` per page over one `OwnerDocuments`, as the SharedWorker does), and every page,
 * its own included, talks to it over a BroadcastChannel, its messages addressed by page id
 * (`relayedPort`). When the owning tab goes, its lock goes to the next tab that asked for it,
 * whose worker starts and says it owns: each page then opens its workspace there again, and
 * its commands take up what the old owner had not stored (`HostPort.onowner`, `DocCommands`).
 */

/** What goes over the channel. */
const envelope = z.union([
  /** A page asks who owns (the owner says so). */
  z.object({ hello: z.string() }),
  /** The owner `owner` serves from now on. */
  z.object({ owner: z.string() }),
  /** A visible tab waits for the owner's lock: a hidden owner gives it up (`owner-ports.ts`). */
  z.object({ waits: z.string() }),
  /** The owning tab hid: a visible tab that waits says so. */
  z.object({ hides: z.string() }),
  /** A page's request to the owner `to`. */
  z.object({ to: z.string(), page: z.string(), request: z.unknown() }),
  /** The owner `from`'s answer to the page `page`. */
  z.object({ from: z.string(), page: z.string(), answer: z.unknown() }),
])
type Envelope = z.infer<typeof envelope>

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

/** The Web Lock a page names as it opens its workspace (`{ open, lock }`). */
const pageLock = (request: unknown): string | null => {
  if (!request || typeof request !== 'object' || !('open' in request) || !('lock' in request))
    return null
  return typeof request.lock === 'string' ? request.lock : null
}

/**
 * Serves the pages of the origin as their owner, `id`, over `channel` (in the worker of the tab
 * that holds the owner's lock): a `DocumentHost` for each page, closed once the owner is given
 * the Web Lock the page names as it opens (the page is gone). `leave()` stops serving: nothing
 * more is heard or answered, and what the pages had open closes, stored first; the next owner
 * takes up what was not answered.
 */
export function serveOwner(
  channel: RelayChannel,
  id: string,
  locks: RelayLocks,
  documents = new OwnerDocuments(),
): { leave(): Promise<void> } {
  const hosts = new Map<string, DocumentHost>()
  const hostOf = (page: string) => {
    let host = hosts.get(page)
    if (host) return host
    const answer = (answer: HostAnswer) => channel.postMessage({ from: id, page, answer })
    hosts.set(page, (host = new DocumentHost(answer, documents)))
    return host
  }
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    const parsed = z.safeParse(envelope, data)
    if (!parsed.success) return
    const message = parsed.data
    if ('hello' in message) return channel.postMessage({ owner: id })
    if (!('to' in message) || message.to !== id) return
    const { page, request } = message
    const lock = pageLock(request)
    if (lock && !hosts.has(page))
      void locks.request(lock, () => {
        const host = hosts.get(page)
        hosts.delete(page)
        return host?.close()
      })
    hostOf(page).receive(request)
  }
  channel.postMessage({ owner: id })
  return {
    async leave() {
      channel.onmessage = null
      channel.close()
      const left = [...hosts.values()]
      hosts.clear()
      await Promise.all(left.map((host) => host.close()))
    },
  }
}

/**
 * A page's port to the origin's owner over `channel` (`serveOwner`). Nothing is sent before the
 * page holds its own Web Lock (`lock`, named as it opens: the owner takes it for gone once it is
 * given it) and knows who owns; then to that owner. When another owner says it serves (the last
 * one's tab went), the page's `open` goes to it again and `onowner` is told: what the last owner
 * was asked and did not answer is for the commands to ask again.
 */
export function relayedPort(
  channel: RelayChannel,
  locks: RelayLocks,
  page = crypto.randomUUID(),
): HostPort {
  const lock = `hearth:page:${page}`
  let owner: string | null = null
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
    },
  }
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    const parsed = z.safeParse(envelope, data)
    if (ended || !parsed.success) return
    const message = parsed.data
    if ('owner' in message) {
      if (message.owner === owner) return
      const before = owner
      owner = message.owner
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
