import type { onAuthenticatePayload } from '@hocuspocus/server'
import type { Accounts } from './accounts.js'
import { errorMessage, type Logger } from './log.js'
import { parseDocumentName } from './protocol.js'
import { looksLikeToken, sha256 } from './secrets.js'
import type { SocketRegistry, SocketState } from './sockets.js'

/**
 * Why a document was refused; the client receives it as the permission-denied reason.
 * `unknown-token` means the device was removed (or never paired): pairing again is the way back.
 */
export type RefusalReason =
  | 'invalid-document-name'
  | 'invalid-token'
  | 'unknown-token'
  | 'outside-namespace'
  | 'too-many-connections'
  | 'closing'
  | 'server-error'

/**
 * Hocuspocus' onAuthenticate, run for every document a connection opens: the token must belong
 * to a device (looked up by hash, every time: no cache to outlive a removal), and the document
 * must be in that device's user's namespace, `${userId}/…`. Until this passes, Hocuspocus
 * sends that document nothing and queues what the client sends for it.
 */
export function createAuthenticator(accounts: Accounts, sockets: SocketRegistry, log: Logger) {
  return async ({ token, documentName, context }: onAuthenticatePayload) => {
    const socket = (context as { socket: SocketState }).socket
    const parsed = parseDocumentName(documentName)
    const refuse = (reason: RefusalReason, fields: Record<string, string> = {}): never => {
      log.warn('auth.refused', {
        reason,
        socket: socket.id,
        ip: socket.ip,
        // Only a well-formed name is logged: anything else is arbitrary text from the network.
        documentName: parsed ? documentName : undefined,
        ...fields,
      })
      // A plain object, not an Error: Hocuspocus prints an Error's message to the console, and
      // sends `reason` to the client.
      throw { reason }
    }

    if (socket.closing) refuse('closing')
    if (!parsed) refuse('invalid-document-name')
    if (!looksLikeToken(token)) refuse('invalid-token')
    const tokenHash = sha256(token)
    let device
    try {
      device = await accounts.findDevice(tokenHash)
    } catch (error) {
      log.error('auth.lookup-failed', { socket: socket.id, error: errorMessage(error) })
      refuse('server-error')
    }
    if (!device) return refuse('unknown-token')
    if (device.userId !== parsed!.userId) refuse('outside-namespace', { ...device })
    const refusal = sockets.authorise(socket, tokenHash, device, documentName)
    if (refusal) refuse(refusal as RefusalReason, { ...device })

    log.info('auth.accepted', { socket: socket.id, documentName, ...device })
    accounts.touchDevice(device.deviceId).catch(() => undefined)
    return { userId: device.userId, deviceId: device.deviceId }
  }
}
