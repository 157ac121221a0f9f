import type { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider'
import type * as Y from 'yjs'

/**
 * Server sync of a workspace's document in its owner (a worker, `document-host.ts`), so that a
 * page that started from rows never decodes the document to sync it. The device keeps one
 * socket per tab, the page's (`connection.ts`), which the directory of workspaces shares: the
 * owner's Hocuspocus provider talks through a socket bridged to it (`socket-bridge.ts` is the
 * page's end). The page says when its socket opens and closes and passes on the server's
 * messages for this document; the owner's provider sends through the page.
 */

/** What the page's end of the bridge tells the owner's. */
export type BridgeIn =
  /** The page's socket is open (at the start too, if it was): the provider may connect. */
  | { socket: 'open' }
  /** The page's socket closed: what the server knew of this document on it is gone. */
  | { socket: 'close' }
  /** A message from the server for this document. */
  | { socket: 'message'; data: ArrayBuffer }

/** What the owner tells the page: a message for the server, or what its provider says. */
export type OwnerSyncAnswer =
  | { socket: 'send'; data: Uint8Array }
  | { sync: 'progress'; synced: boolean }
  | { sync: 'refused'; reason: string }
  | { sync: 'newer'; version: number }

const CONNECTING = 0
const OPEN = 1
const CLOSED = 3

type Listener = (event: unknown) => void

/**
 * A WebSocket as Hocuspocus' provider uses one, whose other end is the page's socket: it opens
 * once made (the owner connects only while the page's socket is open), sends through the page,
 * and closes when the page's socket does.
 */
function bridgedSockets(post: (answer: OwnerSyncAnswer) => void) {
  let current: BridgedSocket | null = null
  let ended = false
  /** The socket the provider uses now: it made a new one to connect again. */
  const using = (socket: BridgedSocket) => (current = socket)

  class BridgedSocket {
    binaryType = 'arraybuffer'
    identifier = 0
    readyState = CONNECTING
    private readonly listeners = new Map<string, Set<Listener>>()

    constructor(readonly url: string) {
      using(this)
      // The provider listens once it has made the socket.
      setTimeout(() => {
        if (current !== this || this.readyState !== CONNECTING) return
        this.readyState = OPEN
        this.dispatch('open', { type: 'open' })
      })
    }

    addEventListener(type: string, listener: Listener) {
      let set = this.listeners.get(type)
      if (!set) this.listeners.set(type, (set = new Set()))
      set.add(listener)
    }

    removeEventListener(type: string, listener: Listener) {
      this.listeners.get(type)?.delete(listener)
    }

    send(data: Uint8Array) {
      if (this.readyState === OPEN && current === this && !ended) post({ socket: 'send', data })
    }

    close() {
      if (this.readyState === CLOSED) return
      this.readyState = CLOSED
      if (current === this) current = null
      // At once (a WebSocket's comes later): the provider is then disconnected before it may
      // be asked to connect again.
      this.dispatch('close', { code: 1000, reason: '' })
    }

    dispatch(type: string, event: unknown) {
      for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event)
    }
  }

  return {
    Socket: BridgedSocket,
    /** A message from the server, to the open socket. */
    message(data: ArrayBuffer) {
      if (current?.readyState === OPEN && !ended) current.dispatch('message', { data })
    },
    /** Nothing more goes to the page (the sync stops). */
    end() {
      ended = true
      current = null
    },
  }
}

/** Longer than any session: the page's socket notices a silent server (`connection.ts`). */
const NEVER_MS = 2 ** 31 - 1

export class OwnerSync {
  private stopCurrent: (() => void) | null = null
  /** The bridged socket of the running sync, once its code is loaded. */
  private socket: HocuspocusProviderWebsocket | null = null
  private bridge: ReturnType<typeof bridgedSockets> | null = null
  /** Whether the page's socket is open. */
  private up = false
  private runs = 0

  constructor(
    private readonly doc: Y.Doc,
    private readonly post: (answer: OwnerSyncAnswer) => void,
  ) {}

  /** Syncs the document as `name` on the server, with the device's `token`. */
  async start(name: string, token: string) {
    this.stop()
    const run = ++this.runs
    const [{ HocuspocusProviderWebsocket }, { attachProvider }] = await Promise.all([
      import('@hocuspocus/provider'),
      import('./connection'),
    ])
    if (run !== this.runs) return
    const bridge = bridgedSockets(this.post)
    const socket = new HocuspocusProviderWebsocket({
      url: 'wss://page.invalid',
      WebSocketPolyfill: bridge.Socket,
      // It connects when the page's socket is open, and only then (`receive`).
      autoConnect: false,
      messageReconnectTimeout: NEVER_MS,
    })
    const { post } = this
    const provider: HocuspocusProvider = attachProvider(socket, {
      name,
      token,
      doc: this.doc,
      onProgress: (synced) => post({ sync: 'progress', synced }),
      onRefused: (reason) => post({ sync: 'refused', reason }),
      onNewerSchema: (version) => post({ sync: 'newer', version }),
    })
    this.socket = socket
    this.bridge = bridge
    this.stopCurrent = () => {
      bridge.end()
      provider.destroy()
      socket.destroy()
    }
    if (this.up) void socket.connect()
  }

  /** What the page's end says (`BridgeIn`). */
  receive(message: BridgeIn) {
    if (message.socket === 'message') return this.bridge?.message(message.data)
    this.up = message.socket === 'open'
    if (this.up) void this.socket?.connect()
    else this.socket?.disconnect()
  }

  stop() {
    this.runs++
    // The next sync may go over another page's socket, which says when it is open.
    this.up = false
    this.stopCurrent?.()
    this.stopCurrent = null
    this.socket = null
    this.bridge = null
  }
}
