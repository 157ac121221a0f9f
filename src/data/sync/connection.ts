import {
  HocuspocusProvider,
  HocuspocusProviderWebsocket,
  type WebSocketStatus,
} from '@hocuspocus/provider'
import type * as Y from 'yjs'
import { SCHEMA_VERSION } from '../doc/migrations'
import type { OwnerRequests } from '../owner-requests'
import { bridgeSocket, type SocketBridge } from './socket-bridge'
import type { SyncDevice } from './sync-state'

/**
 * The device's one connection to its sync server: a WebSocket shared by every document it
 * syncs (the active workspace and the directory of workspaces). It follows the browser's
 * online state: going offline closes it at once (edits are kept locally meanwhile), coming back
 * opens it again, and the Yjs sync exchange then sends what either side missed.
 */
let socket: HocuspocusProviderWebsocket | null = null
let socketUrl: string | null = null
let watching = false

/** Reasons the server gives (server/src/authenticate.ts) that pairing again is the only cure for. */
const PERMANENT_REFUSALS = new Set(['unknown-token', 'invalid-token', 'outside-namespace'])

export const isPermanentRefusal = (reason: string) => PERMANENT_REFUSALS.has(reason)

/** The server's name for one of the user's documents: in the user's own namespace. */
export const documentName = (device: SyncDevice, docId: string) => `${device.userId}/${docId}`

function watchNetwork() {
  if (watching) return
  watching = true
  window.addEventListener('offline', () => socket?.disconnect())
  window.addEventListener('online', () => void socket?.connect())
}

/**
 * The socket's address: the server's, saying which schema this Hearth knows. The server turns
 * this device read-only for a workspace a newer Hearth has migrated (server/src/schema.ts).
 */
export function socketAddress(wsUrl: string): string {
  const url = new URL(wsUrl)
  url.searchParams.set('schema', String(SCHEMA_VERSION))
  return url.href
}

/** The shared socket to `wsUrl`, opened when first asked for. */
export function openSocket(wsUrl: string): HocuspocusProviderWebsocket {
  if (socket && socketUrl === wsUrl) return socket
  closeSocket()
  watchNetwork()
  socketUrl = wsUrl
  socket = new HocuspocusProviderWebsocket({
    url: socketAddress(wsUrl),
    autoConnect: navigator.onLine,
  })
  return socket
}

/** Closes the socket and stops reconnecting (unpaired, or the server refused this device). */
export function closeSocket() {
  socket?.destroy()
  socket = null
  socketUrl = null
}

/**
 * Drops the connection and lets it reconnect after the usual delay: for a refusal that may pass
 * (the server was busy or restarting), as a provider asks for a document only when it connects.
 */
export function reconnectLater() {
  socket?.webSocket?.close()
}

/** What a document's provider tells of its sync (`attachProvider`). */
export interface ProviderEvents {
  onStatus?: (status: `${WebSocketStatus}`) => void
  onProgress?: (synced: boolean) => void
  onRefused?: (reason: string) => void
  /** The server says a newer Hearth migrated the document: this device may not write to it. */
  onNewerSchema?: (version: number) => void
}

export interface DocumentOptions extends ProviderEvents {
  device: SyncDevice
  docId: string
  doc: Y.Doc
}

/** Syncs one document over the shared socket; `destroy()` the result to stop. */
export function syncDocument(wsUrl: string, options: DocumentOptions): HocuspocusProvider {
  return attach(openSocket(wsUrl), options)
}

/**
 * Syncs a workspace's document in its owner (`owner-sync.ts`), which holds the document, over
 * the shared socket (`socket-bridge.ts`), so that the page never decodes it to sync it; the
 * events are those `syncDocument` gives. `destroy()` the result to stop.
 */
export function syncInOwner(
  wsUrl: string,
  owner: Pick<OwnerRequests, 'sync'>,
  options: Omit<DocumentOptions, 'doc'>,
): { destroy(): void } {
  const { device, onStatus, onProgress, onRefused, onNewerSchema } = options
  const socket = openSocket(wsUrl)
  const name = documentName(device, options.docId)
  let bridge: SocketBridge | null = null
  let channel: ReturnType<typeof owner.sync>
  const start = () => {
    channel = owner.sync(
      name,
      device.token,
      (answer) => {
        if ('socket' in answer) return bridge?.receive(answer)
        if (answer.sync === 'progress') onProgress?.(answer.synced)
        else if (answer.sync === 'refused') onRefused?.(answer.reason)
        else onNewerSchema?.(answer.version)
      },
      // Another owner took over: the server forgets the last one's sync, the new one's starts.
      () => {
        bridge?.stop()
        start()
      },
    )
    bridge = bridgeSocket(socket, name, channel.send)
  }
  start()
  // A provider's status is its socket's.
  const status = ({ status }: { status: `${WebSocketStatus}` }) => onStatus?.(status)
  socket.on('status', status)
  return {
    destroy() {
      socket.off('status', status)
      bridge?.stop()
      channel.stop()
    },
  }
}

/**
 * Fills `doc` with the server's copy of a document, over a connection of its own that closes
 * with it: done on the shared socket, its closing could reach the server after the workspace's
 * own sync of the same document had begun there, which then never completed. Rejects with an
 * Error meant for the user.
 */
export function fetchCopy(wsUrl: string, options: DocumentOptions, timeout: number): Promise<void> {
  const socket = new HocuspocusProviderWebsocket({ url: socketAddress(wsUrl) })
  return new Promise<void>((resolve, reject) => {
    let ended = false
    const end = (error?: Error) => {
      if (ended) return
      ended = true
      clearTimeout(timer)
      // Not from inside the provider's own event: destroying it there would cut it short.
      queueMicrotask(() => {
        provider.destroy()
        socket.destroy()
      })
      if (error) reject(error)
      else resolve()
    }
    const timer = setTimeout(
      () => end(new Error('The server did not send the workspace in time. Try again.')),
      timeout,
    )
    const provider = attach(socket, {
      ...options,
      onProgress: (synced) => synced && end(),
      onRefused: () => end(new Error('The server refused to send that workspace.')),
    })
  })
}

function attach(socket: HocuspocusProviderWebsocket, options: DocumentOptions) {
  const { device, docId, doc } = options
  return attachProvider(socket, {
    ...options,
    name: documentName(device, docId),
    token: device.token,
    doc,
  })
}

/**
 * A Hocuspocus provider of `doc`, under the server's `name` for it, on `socket`: the page's, or
 * (in the document's owner) one bridged to the page's (`owner-sync.ts`).
 */
export function attachProvider(
  socket: HocuspocusProviderWebsocket,
  options: ProviderEvents & { name: string; token: string; doc: Y.Doc },
): HocuspocusProvider {
  const { name, token, doc, onStatus, onProgress, onRefused, onNewerSchema } = options
  const provider: HocuspocusProvider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    document: doc,
    token,
    onStatus: ({ status }) => onStatus?.(status),
    onSynced: () => onProgress?.(provider.isSynced && !provider.unsyncedChanges),
    onUnsyncedChanges: () => onProgress?.(provider.isSynced && !provider.unsyncedChanges),
    onAuthenticationFailed: ({ reason }) => onRefused?.(reason),
    onStateless: ({ payload }) => {
      const version = newerSchema(payload)
      if (version !== null) onNewerSchema?.(version)
    },
  })
  provider.attach()
  return provider
}

/** The schema version in the server's "newer schema" message, or null for any other message. */
export function newerSchema(payload: string): number | null {
  try {
    const message: unknown = JSON.parse(payload)
    if (!message || typeof message !== 'object') return null
    const { type, version } = message as Record<string, unknown>
    return type === 'schema' && typeof version === 'number' && version > SCHEMA_VERSION
      ? version
      : null
  } catch {
    return null
  }
}
