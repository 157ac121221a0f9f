// A simulated device for the scale-out test and the load script: paired with a code, one
// websocket (as a browser tab has) carrying the documents it opens, named `${userId}/${docId}`.
import {
  HocuspocusProvider,
  HocuspocusProviderWebsocket,
  WebSocketStatus,
} from '@hocuspocus/provider'
import WebSocket from 'ws'
import * as Y from 'yjs'

export interface Paired {
  token: string
  userId: string
  userName: string
  deviceId: string
}

export async function pairDevice(httpUrl: string, code: string, deviceName: string) {
  const response = await fetch(`${httpUrl}/pair`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code, deviceName }),
  })
  if (!response.ok) throw new Error(`pairing ${deviceName}: HTTP ${response.status}`)
  return (await response.json()) as Paired
}

export class Device {
  readonly socket: HocuspocusProviderWebsocket
  readonly providers = new Map<string, HocuspocusProvider>()
  /** How many times the connection dropped. */
  drops = 0

  constructor(
    url: string,
    readonly paired: Paired,
    readonly name = paired.deviceId,
  ) {
    this.socket = new HocuspocusProviderWebsocket({
      url,
      WebSocketPolyfill: WebSocket,
      // Reconnect quickly (a browser would back off further; here an instance was just killed).
      delay: 50,
      minDelay: 50,
      maxDelay: 500,
      factor: 1.5,
    })
    this.socket.on('disconnect', () => (this.drops += 1))
  }

  /** Opens `docId` and resolves with its Y.Doc once synced with the server. */
  open(docId: string, doc = new Y.Doc()): Promise<Y.Doc> {
    return new Promise((resolve, reject) => {
      const provider = new HocuspocusProvider({
        websocketProvider: this.socket,
        name: `${this.paired.userId}/${docId}`,
        token: this.paired.token,
        document: doc,
        awareness: null, // Hearth shows no presence: document updates only
        onSynced: () => resolve(doc),
        onAuthenticationFailed: ({ reason }) => reject(new Error(`${this.name}: ${reason}`)),
      })
      this.providers.set(docId, provider)
      provider.attach()
    })
  }

  doc(docId: string): Y.Doc {
    const provider = this.providers.get(docId)
    if (!provider) throw new Error(`${this.name} has not opened ${docId}`)
    return provider.document
  }

  get connected(): boolean {
    return this.socket.status === WebSocketStatus.Connected
  }

  /** True when every document is synced and the server acknowledged every local change. */
  get settled(): boolean {
    return [...this.providers.values()].every((p) => p.synced && !p.hasUnsyncedChanges)
  }

  destroy(): void {
    // Node's ws reports closing a still-connecting socket as an 'error' event, after the
    // provider has removed its listeners: heard here, so it does not end the process.
    const ws = this.socket.webSocket as unknown as { on?: (event: string, f: () => void) => void }
    ws?.on?.('error', () => undefined)
    for (const provider of this.providers.values()) provider.destroy()
    this.socket.destroy()
  }
}

/** Resolves once `check()` holds, looking after every update of `doc`; rejects after a while. */
export function whenDoc(doc: Y.Doc, check: () => boolean, timeoutMs = 5000, what = 'a change') {
  return new Promise<void>((resolve, reject) => {
    const look = () => {
      if (!check()) return
      clearTimeout(timer)
      doc.off('update', look)
      resolve()
    }
    const timer = setTimeout(() => {
      doc.off('update', look)
      reject(new Error(`no ${what} within ${timeoutMs} ms`))
    }, timeoutMs)
    doc.on('update', look)
    look()
  })
}
