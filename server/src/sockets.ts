import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Hocuspocus } from '@hocuspocus/server'
import type { RawData, WebSocket } from 'ws'
import type { Accounts, DeviceIdentity } from './accounts.js'
import type { Limits } from './limits.js'
import { errorMessage, type Logger } from './log.js'
import { peekMessage } from './protocol.js'
import { KeyedBuckets, TokenBucket } from './rate-limit.js'

/** One open websocket: who it has authenticated as, and what it may still send. */
export interface SocketState {
  readonly id: string
  readonly ip: string
  readonly ws: WebSocket
  /** By token hash: usually one, since a client sends the same token for every document. */
  readonly identities: Map<string, DeviceIdentity>
  /** Documents this socket has authenticated; messages for others wait in Hocuspocus' queue. */
  readonly authorised: Set<string>
  readonly pending: Map<string, { messages: number; bytes: number }>
  pendingMessages: number
  pendingBytes: number
  /** Set when the server decided to close it: nothing it sends is handled any more. */
  closing: boolean
  /** Its rate before it has a token's (which all of that token's sockets share). */
  readonly ownBucket: TokenBucket
}

/** Close codes: Hocuspocus' Unauthorized and ConnectionTimeout, the standard policy code. */
const CLOSE = {
  revoked: [4401, 'device-removed'],
  authTimeout: [4408, 'authentication-timeout'],
  policy: [1008, 'limit-exceeded'],
  shutdown: [1001, 'server-stopping'],
} as const

/**
 * Every websocket passes through here before Hocuspocus sees it: messages are counted against
 * their token's rate and, until their document is authenticated, against what may wait in
 * memory; devices removed from the database (by any process) are found and cut off.
 */
export class SocketRegistry {
  private readonly sockets = new Set<SocketState>()
  private readonly byToken = new Map<string, Set<SocketState>>()
  private readonly tokenBuckets: KeyedBuckets
  /** Messages already counted: Hocuspocus re-emits queued ones once a document is set up. */
  private readonly counted = new WeakSet<object>()
  private sweeping = false

  constructor(
    private readonly hocuspocus: Hocuspocus,
    private readonly accounts: Accounts,
    private readonly limits: Limits,
    private readonly log: Logger,
  ) {
    this.tokenBuckets = new KeyedBuckets(limits.messagesPerSecond, limits.messageBurst)
  }

  get size(): number {
    return this.sockets.size
  }

  accept(ws: WebSocket, request: IncomingMessage, ip: string): void {
    const state: SocketState = {
      id: randomUUID().slice(0, 8),
      ip,
      ws,
      identities: new Map(),
      authorised: new Set(),
      pending: new Map(),
      pendingMessages: 0,
      pendingBytes: 0,
      closing: false,
      ownBucket: new TokenBucket(this.limits.messagesPerSecond, this.limits.messageBurst),
    }
    this.sockets.add(state)
    this.log.info('socket.opened', { socket: state.id, ip })

    ws.on('error', (error) => {
      // ws reports a message over maxPayload here, then closes with 1009.
      this.log.warn('socket.error', { socket: state.id, error: errorMessage(error) })
    })
    const authTimer = setTimeout(() => {
      if (state.identities.size > 0) return
      this.log.info('socket.auth-timeout', { socket: state.id, ip })
      this.close(state, CLOSE.authTimeout)
    }, this.limits.authTimeoutMs)
    ws.once('close', (code) => {
      clearTimeout(authTimer)
      this.forget(state)
      const identity = state.identities.values().next().value
      this.log.info('socket.closed', { socket: state.id, code, ...identity })
    })

    // Hocuspocus registers its message listener synchronously in handleConnection; it is moved
    // behind our gate so that a message we refuse never reaches it.
    this.hocuspocus.handleConnection(ws, request, { socket: state })
    const downstream = ws.listeners('message') as ((data: RawData, isBinary: boolean) => void)[]
    if (downstream.length !== 1) {
      // A newer Hocuspocus that listens differently: the tests would fail; say why in the log.
      this.log.error('socket.unexpected-listeners', { socket: state.id, count: downstream.length })
    }
    ws.removeAllListeners('message')
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!this.admit(state, data)) return
      for (const listener of downstream) listener.call(ws, data, isBinary)
    })
  }

  private admit(state: SocketState, data: RawData): boolean {
    if (state.closing) return false
    if (typeof data !== 'object' || this.counted.has(data)) return true
    this.counted.add(data)
    const [hash] = state.identities.keys()
    const bucket = hash ? this.tokenBuckets.get(hash) : state.ownBucket
    if (!bucket.take()) return this.refuse(state, 'rate-limited')
    const bytes = Buffer.isBuffer(data)
      ? data
      : Array.isArray(data)
        ? Buffer.concat(data)
        : Buffer.from(data)
    const message = peekMessage(bytes)
    if (!message || state.authorised.has(message.documentName)) return true
    const pending = state.pending.get(message.documentName) ?? { messages: 0, bytes: 0 }
    pending.messages += 1
    pending.bytes += bytes.length
    state.pending.set(message.documentName, pending)
    state.pendingMessages += 1
    state.pendingBytes += bytes.length
    if (
      state.pendingMessages > this.limits.pendingMessages ||
      state.pendingBytes > this.limits.pendingBytes
    ) {
      return this.refuse(state, 'too-much-before-authentication')
    }
    return true
  }

  private refuse(state: SocketState, reason: string): false {
    const identity = state.identities.values().next().value
    this.log.warn('socket.limit', { socket: state.id, ip: state.ip, reason, ...identity })
    this.close(state, CLOSE.policy)
    return false
  }

  /**
   * Records that `state` authenticated `documentName` as `identity`; a reason string when it
   * may not (too many connections for that token).
   */
  authorise(
    state: SocketState,
    tokenHash: string,
    identity: DeviceIdentity,
    documentName: string,
  ): string | null {
    if (state.closing) return 'closing'
    let sockets = this.byToken.get(tokenHash)
    if (!sockets?.has(state)) {
      if ((sockets?.size ?? 0) >= this.limits.connectionsPerToken) return 'too-many-connections'
      sockets ??= new Set()
      sockets.add(state)
      this.byToken.set(tokenHash, sockets)
      state.identities.set(tokenHash, identity)
    }
    state.authorised.add(documentName)
    const pending = state.pending.get(documentName)
    if (pending) {
      // Hocuspocus replays and drops that document's queue now.
      state.pendingMessages -= pending.messages
      state.pendingBytes -= pending.bytes
      state.pending.delete(documentName)
    }
    return null
  }

  /** Closes the sockets of tokens no longer in the database (removed devices). */
  async sweep(): Promise<void> {
    if (this.sweeping) return
    this.sweeping = true
    try {
      const hashes = [...this.byToken.keys()]
      const existing = await this.accounts.existingTokens(hashes)
      for (const hash of hashes) if (!existing.has(hash)) this.revoke(hash)
      this.tokenBuckets.prune()
    } catch (error) {
      this.log.error('revocation.check-failed', { error: errorMessage(error) })
    } finally {
      this.sweeping = false
    }
  }

  private revoke(tokenHash: string): void {
    const sockets = [...(this.byToken.get(tokenHash) ?? [])]
    const identity = sockets[0]?.identities.get(tokenHash)
    for (const state of sockets) this.close(state, CLOSE.revoked)
    this.byToken.delete(tokenHash)
    this.log.info('device.revoked', { ...identity, sockets: sockets.length })
  }

  /** Stops handling what `state` sends, closes it, and cuts it off if the peer does not answer. */
  private close(state: SocketState, [code, reason]: readonly [number, string]) {
    if (state.closing) return
    state.closing = true
    state.ws.close(code, reason)
    setTimeout(() => state.ws.terminate(), 1000).unref()
  }

  private forget(state: SocketState): void {
    this.sockets.delete(state)
    for (const hash of state.identities.keys()) {
      const sockets = this.byToken.get(hash)
      sockets?.delete(state)
      if (sockets?.size === 0) this.byToken.delete(hash)
    }
  }

  /** Closes every socket at once (the server is stopping). */
  closeAll(): void {
    for (const state of this.sockets) {
      state.closing = true
      state.ws.close(...CLOSE.shutdown)
      state.ws.terminate()
    }
  }
}
