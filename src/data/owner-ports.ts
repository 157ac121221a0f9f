import type { HostPort, HostRequest } from './host-protocol'
import { OwnerElection } from './owner-election'
import { relayedPort } from './owner-relay'

/**
 * A page's port to the owner of its workspace's document, for a page that has no document (a
 * start from rows): one owner for every tab of the origin, a SharedWorker
 * (`document.shared-worker.ts`); where there is none, the worker of the tab that holds the
 * owner's Web Lock, over a BroadcastChannel (`owner-relay.ts`); where Web Locks are missing too,
 * one in a worker of this tab (`document.worker.ts`). `failed`: the owner's worker failed.
 */
export function documentWorker(failed: (event: Event) => void): HostPort {
  if (sharedOwner()) return sharedDocumentPort(failed)
  if (lockedOwner()) {
    electOwner(failed)
    return relayedPort(new BroadcastChannel(OWNER_CHANNEL), navigator.locks)
  }
  const worker = new Worker(new URL('./document.worker.ts', import.meta.url), {
    type: 'module',
    name: 'hearth-document',
  })
  worker.onerror = failed
  return worker
}

/** Whether the origin's tabs share one owner (it needs a Web Lock to know when a page goes). */
const sharedOwner = () =>
  typeof SharedWorker === 'function' && typeof navigator !== 'undefined' && !!navigator.locks

/** Whether the origin's tabs can choose one owner among them by a Web Lock. */
const lockedOwner = () =>
  typeof BroadcastChannel === 'function' && typeof navigator !== 'undefined' && !!navigator.locks

/**
 * The owner's lock and channel: this code's address names the build (its chunk's name has its
 * hash), whose owner it is.
 */
const OWNER_CHANNEL = `hearth:owner:${new URL(import.meta.url).pathname}`

let election: OwnerElection | null = null

/** Asks, once per tab, for the owner's lock (`owner-election.ts`). */
function electOwner(failed: (event: Event) => void) {
  election ??= new OwnerElection(
    OWNER_CHANNEL,
    () =>
      new Worker(new URL('./document.lock-worker.ts', import.meta.url), {
        type: 'module',
        name: 'hearth-document-owner',
      }),
    failed,
  )
}

/**
 * This page's port to the origin's owner of documents. The page holds a Web Lock of its own for
 * as long as it uses the port, and names it as it opens the workspace, so the owner knows when
 * the page is gone; nothing is sent before the page holds it (the owner would be given it
 * first, and take the page for gone).
 */
function sharedDocumentPort(failed: (event: Event) => void): HostPort {
  const worker = new SharedWorker(new URL('./document.shared-worker.ts', import.meta.url), {
    type: 'module',
    name: 'hearth-document',
  })
  worker.onerror = failed
  const { port } = worker
  const lock = `hearth:page:${crypto.randomUUID()}`
  let queue: HostRequest[] | null = []
  let ended = false
  let release = () => {}
  void navigator.locks.request(lock, () => {
    if (ended) return
    for (const message of queue ?? []) port.postMessage(message)
    queue = null
    return new Promise<void>((resolve) => (release = resolve))
  })
  return {
    postMessage(message: HostRequest) {
      if (ended) return
      const named = 'open' in message ? { ...message, lock } : message
      if (queue) queue.push(named)
      else port.postMessage(named)
    },
    get onmessage() {
      return port.onmessage
    },
    set onmessage(listener) {
      port.onmessage = listener
    },
    terminate() {
      ended = true
      port.onmessage = null
      release()
    },
  }
}
