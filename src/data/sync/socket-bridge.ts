import {
  MessageType,
  WebSocketStatus,
  type HocuspocusProvider,
  type HocuspocusProviderWebsocket,
} from '@hocuspocus/provider'
import * as encoding from 'lib0/encoding'
import type { BridgeIn, OwnerSyncAnswer } from './owner-sync'

/**
 * The page's end of a document synced by its owner in a worker (`owner-sync.ts`): the server's
 * messages for the document, which the page's socket routes by name, go to the owner; what the
 * owner's provider sends goes out on the page's socket. One socket per tab stays one.
 */
export interface SocketBridge {
  /** What the owner's end sends. */
  receive(message: Extract<OwnerSyncAnswer, { socket: 'send' }>): void
  /** Stops: the server forgets the document on this socket, and nothing more passes. */
  stop(): void
}

/** The message asking the server to close a document on a socket (the provider's own). */
function closeMessage(name: string): Uint8Array {
  const encoder = encoding.createEncoder()
  encoding.writeVarString(encoder, name)
  encoding.writeVarUint(encoder, MessageType.CLOSE)
  return encoding.toUint8Array(encoder)
}

export function bridgeSocket(
  socket: HocuspocusProviderWebsocket,
  name: string,
  send: (message: BridgeIn) => void,
): SocketBridge {
  /** Whether the owner was told the socket is open (and not closed since). */
  let open = false
  /** Whether the owner sent the server something since: the server then knows the document. */
  let spoke = false
  let stopped = false
  const opened = () => {
    if (stopped || open || socket.status !== WebSocketStatus.Connected) return
    open = true
    spoke = false
    send({ socket: 'open' })
  }
  const closed = () => {
    if (!open) return
    open = false
    send({ socket: 'close' })
  }
  // What the socket calls of a provider it routes a document's messages to.
  const end = {
    configuration: { name },
    onOpen: opened,
    onMessage: (event: MessageEvent<ArrayBuffer>) => {
      if (open) send({ socket: 'message', data: event.data })
    },
  }
  socket.on('open', opened)
  socket.on('close', closed)
  socket.attach(end as unknown as HocuspocusProvider)
  opened()
  return {
    receive({ data }) {
      if (!open || stopped) return
      spoke = true
      socket.send(data)
    },
    stop() {
      if (stopped) return
      stopped = true
      // As a provider detaching does: else the server would keep the document open on the
      // socket, and take a later close of it for one opened since.
      if (open && spoke) socket.send(closeMessage(name))
      open = false
      socket.off('open', opened)
      socket.off('close', closed)
      const routes = socket.configuration.providerMap
      if ((routes.get(name) as unknown) === end) routes.delete(name)
    },
  }
}
