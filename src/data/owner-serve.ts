import * as z from 'zod/mini'
import { DocumentHost } from './document-host'
import type { HostAnswer } from './host-protocol'
import { OwnerDocuments } from './owner-document'
import { envelope, type RelayChannel, type RelayLocks } from './owner-relay'

/** The Web Lock a page names as it opens its workspace (`{ open, lock }`). */
const pageLock = (request: unknown): string | null => {
  if (!request || typeof request !== 'object' || !('open' in request) || !('lock' in request))
    return null
  return typeof request.lock === 'string' ? request.lock : null
}

/**
 * The term an owner serves in, stored in each workspace it opens under a key of its channel
 * (one per build): an owner of the same build before it (a frozen tab's, thawed) then stores
 * nothing more there (`IdbPersistence.takeOver`). Owners of another build (tabs not reloaded
 * since an update) serve on another channel and write beside it, as tabs do.
 */
export const ownerFence = (owner: { term: number; channel: string }) => ({
  key: `hearth:owner-term:${owner.channel}`,
  term: owner.term,
})

/**
 * Serves the pages of the origin as their owner (`id`; `term`: greater than every owner's before
 * it) over `channel`, in the worker of the tab that holds the owner's lock: a `DocumentHost`
 * for each page, closed once the owner is given the Web Lock the page names as it opens (the
 * page is gone); each document it opens is taken over in its term (`ownerFence`). `leave()`
 * stops serving: nothing more is heard or answered, and what the pages had open closes, stored
 * first; the next owner takes up what was not answered. An owner that hears of a later one (its
 * tab lost the lock, frozen, and has not yet heard) leaves too.
 */
export function serveOwner(
  channel: RelayChannel,
  owner: { id: string; term: number; channel: string },
  locks: RelayLocks,
  documents = new OwnerDocuments(ownerFence(owner)),
): { leave(): Promise<void> } {
  const { id, term } = owner
  const hosts = new Map<string, DocumentHost>()
  const hostOf = (page: string) => {
    let host = hosts.get(page)
    if (host) return host
    const answer = (answer: HostAnswer) => channel.postMessage({ from: id, page, answer })
    hosts.set(page, (host = new DocumentHost(answer, documents)))
    return host
  }
  let left: Promise<void> | null = null
  const leave = () =>
    (left ??= (async () => {
      channel.onmessage = null
      channel.close()
      const closing = [...hosts.values()]
      hosts.clear()
      await Promise.all(closing.map((host) => host.close()))
    })())
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    const parsed = z.safeParse(envelope, data)
    if (!parsed.success) return
    const message = parsed.data
    if ('hello' in message) return channel.postMessage({ owner: id, term })
    if ('owner' in message && message.term > term) return void leave()
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
  channel.postMessage({ owner: id, term })
  return { leave }
}
