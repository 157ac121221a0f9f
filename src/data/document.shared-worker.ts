/// <reference lib="webworker" />
// The document's code, available to every module here at once (`doc/yjs.ts`).
import './doc/yjs-kit'
import { DocumentHost } from './document-host'
import { OwnerDocuments } from './owner-document'

/**
 * The one owner of the origin's workspace documents (`owner-document.ts`): every tab that
 * started from rows connects here (`workspace-commands.ts`), each with a `DocumentHost` of its
 * own over the same documents. A page holds a Web Lock of its own for its life and names it as
 * it opens its workspace: once the owner is given that lock, the page is gone (closed, reloaded,
 * crashed), and what it had open here goes with it.
 */
declare const self: SharedWorkerGlobalScope

const documents = new OwnerDocuments()

/** The Web Lock a page names as it opens its workspace (`{ open, lock }`). */
const pageLock = (data: unknown): string | null => {
  if (!data || typeof data !== 'object' || !('open' in data) || !('lock' in data)) return null
  return typeof data.lock === 'string' ? data.lock : null
}

self.onconnect = (event: MessageEvent) => {
  const port = event.ports[0]!
  const host = new DocumentHost((answer) => port.postMessage(answer), documents)
  port.onmessage = ({ data }: MessageEvent<unknown>) => {
    const lock = pageLock(data)
    if (lock) void navigator.locks.request(lock, () => host.close().finally(() => port.close()))
    host.receive(data)
  }
}
