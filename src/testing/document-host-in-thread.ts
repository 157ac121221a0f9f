import type { HostPort } from '@/data/host-protocol'
import { DocumentHost } from '@/data/document-host'
import { OwnerDocuments } from '@/data/owner-document'

/**
 * The owner of a workspace's document as a worker runs it (`document.worker.ts`), in this
 * thread: messages are cloned and arrive in tasks of their own, as a worker's do.
 */
export const documentHostInThread = () => hostInThread()

/**
 * Ports of pages to one owner of documents, in this thread (a SharedWorker's: each page's
 * `DocumentHost` over the same documents).
 */
export function oneOwnerInThread(): () => HostPort {
  const documents = new OwnerDocuments()
  return () => hostInThread(documents)
}

function hostInThread(
  documents?: OwnerDocuments,
): HostPort & { host: DocumentHost; ended: boolean } {
  const port: HostPort & { host: DocumentHost; ended: boolean } = {
    onmessage: null,
    ended: false,
    host: new DocumentHost((answer) => {
      const data = structuredClone(answer)
      setTimeout(() => !port.ended && port.onmessage?.({ data } as MessageEvent))
    }, documents),
    postMessage(message) {
      const data = structuredClone(message)
      setTimeout(() => !port.ended && port.host.receive(data))
    },
    terminate() {
      port.ended = true
      void port.host.close()
    },
  }
  return port
}
