/** Every bound the server enforces; `ServerOptions.limits` overrides any of them. */
export interface Limits {
  /** Bigger websocket messages close the connection (1009). @defaultValue 4 MiB */
  maxMessageBytes: number
  /** Open websockets per device token. @defaultValue 20 */
  connectionsPerToken: number
  /** Messages per second per device token (all its connections together). @defaultValue 200 */
  messagesPerSecond: number
  /** Messages a token may send at once before the rate applies. @defaultValue 400 */
  messageBurst: number
  /**
   * Before a connection has authenticated a document, what it sends for that document waits in
   * memory: at most this many messages and bytes per connection. @defaultValue 256, 1 MiB
   */
  pendingMessages: number
  pendingBytes: number
  /** A connection that authenticates nothing in this time is closed. @defaultValue 10 s */
  authTimeoutMs: number
  /** How often open connections' tokens are checked against the database. @defaultValue 1 s */
  revocationCheckMs: number
  /** Wrong pairing codes per IP address at once, then one more per `pairingRefillSeconds`. */
  pairingFailureBurst: number
  /** @defaultValue 60 */
  pairingRefillSeconds: number
  /** New websockets per IP address at once, then `upgradesPerSecond`. @defaultValue 300, 30 */
  upgradeBurst: number
  upgradesPerSecond: number
}

export const DEFAULT_LIMITS: Limits = {
  maxMessageBytes: 4 * 1024 * 1024,
  connectionsPerToken: 20,
  messagesPerSecond: 200,
  messageBurst: 400,
  pendingMessages: 256,
  pendingBytes: 1024 * 1024,
  authTimeoutMs: 10_000,
  revocationCheckMs: 1000,
  pairingFailureBurst: 10,
  pairingRefillSeconds: 60,
  upgradeBurst: 300,
  upgradesPerSecond: 30,
}
