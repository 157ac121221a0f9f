import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider'
import WebSocket from 'ws'
import * as Y from 'yjs'
import { openAccounts, type Accounts, type PairedDevice } from '../src/accounts.js'
import { peekMessage } from '../src/protocol.js'
import { startServer, type RunningServer, type ServerOptions } from '../src/server.js'

/** A real server on a free port with its own data directory, and what it logged. */
export interface TestServer extends RunningServer {
  dataDir: string
  logs: Record<string, unknown>[]
  /** Tokens and pairing codes the helpers handled; tests add document text. None may be logged. */
  secrets: string[]
  /** A second connection to the server's account store, as the CLI would open. */
  accounts: Accounts
  /** A user with one paired device. */
  addUserWithDevice(name: string, deviceName?: string): Promise<PairedDevice>
  /** Another paired device of an existing user. */
  addDevice(userName: string, deviceName?: string): Promise<PairedDevice>
  close(): Promise<void>
}

export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'hearth-server-test-'))
  const logs: Record<string, unknown>[] = []
  const server = await startServer({
    port: 0,
    dataDir,
    log: (entry) => logs.push(entry),
    ...options,
  })
  const accounts = await openAccounts({ dataDir })
  const secrets: string[] = []
  const pairDevice = async (code: string, deviceName: string) => {
    const device = (await pair(server, code, deviceName)).body as PairedDevice
    secrets.push(code, code.replace(/-/g, ''), device.token)
    return device
  }
  const test: TestServer = {
    ...server,
    dataDir,
    logs,
    secrets,
    accounts,
    async addUserWithDevice(name, deviceName = 'Laptop') {
      return pairDevice((await accounts.addUser(name)).pairingCode, deviceName)
    },
    async addDevice(userName, deviceName = 'Phone') {
      return pairDevice(await accounts.addPairingCode(userName), deviceName)
    },
    async close() {
      await accounts.close()
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return test
}

/** The secrets of `server.secrets` that appear anywhere in its logs (expected: none). */
export function leakedSecrets(server: TestServer): string[] {
  const text = server.logs.map((entry) => JSON.stringify(entry)).join('\n')
  return server.secrets.filter((secret) => text.includes(secret))
}

export async function pair(server: RunningServer, code: string, deviceName: string) {
  const response = await fetch(`${server.httpUrl}/pair`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code, deviceName }),
  })
  // A device on success, `{ error }` otherwise.
  const body = (await response.json()) as Partial<PairedDevice> & { error?: string }
  return { status: response.status, headers: response.headers, body }
}

/** Everything a client received on its websocket, by document name and message type. */
export interface Received {
  documentName: string
  type: number
  bytes: number
}

export interface Client {
  socket: HocuspocusProviderWebsocket
  /** Every message on the socket, for any document. */
  received: Received[]
  closes: number[]
  open(name: string, token: string | undefined, doc?: Y.Doc): Opened
  destroy(): void
}

export interface Opened {
  provider: HocuspocusProvider
  doc: Y.Doc
  /** Resolves with true once authenticated and synced, false on a refusal. */
  outcome: Promise<boolean>
  /** The permission-denied reason, once refused. */
  refusal?: string
}

/** One websocket (as one browser tab has) that documents are opened on. */
export function connect(
  server: RunningServer,
  {
    schema,
    WebSocketPolyfill = WebSocket,
  }: { schema?: number; WebSocketPolyfill?: typeof WebSocket } = {},
): Client {
  const received: Received[] = []
  const closes: number[] = []
  const socket = new HocuspocusProviderWebsocket({
    url: schema ? `${server.wsUrl}?schema=${schema}` : server.wsUrl,
    WebSocketPolyfill,
    // Tests see a refusal's effect at once; a reconnection is what they look for, not retries.
    delay: 50,
    minDelay: 50,
    maxDelay: 200,
  })
  socket.on('message', ({ data }: { data: ArrayBuffer }) => {
    const bytes = new Uint8Array(data)
    const message = peekMessage(bytes)
    if (message) received.push({ ...message, bytes: bytes.length })
  })
  socket.on('close', ({ event }: { event: { code: number } }) => closes.push(event.code))
  const providers: HocuspocusProvider[] = []
  return {
    socket,
    received,
    closes,
    open(name, token, doc = new Y.Doc()) {
      const opened = {} as Opened
      opened.doc = doc
      opened.outcome = new Promise<boolean>((resolve) => {
        opened.provider = new HocuspocusProvider({
          websocketProvider: socket,
          name,
          token: token ?? null,
          document: doc,
          onSynced: () => resolve(true),
          onAuthenticationFailed: ({ reason }) => {
            opened.refusal = reason
            resolve(false)
          },
        })
      })
      opened.provider.attach()
      providers.push(opened.provider)
      return opened
    },
    destroy() {
      // Closing a socket that is still connecting (a reconnection under way) makes Node's ws
      // emit 'error' after the provider has removed its listeners: heard here, not thrown.
      const ws = socket.webSocket as unknown as { on?: (event: string, f: () => void) => void }
      ws?.on?.('error', () => undefined)
      for (const provider of providers) provider.destroy()
      socket.destroy()
    },
  }
}

export async function waitFor(check: () => boolean, timeoutMs = 3000, what = 'condition') {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** A Hocuspocus message as a client would frame it: document name, type, then the payload. */
export function frame(documentName: string, type: number, payload: Uint8Array): Uint8Array {
  const name = new TextEncoder().encode(documentName)
  const varUint = (n: number) => {
    const bytes: number[] = []
    for (; n > 0x7f; n >>>= 7) bytes.push((n & 0x7f) | 0x80)
    return [...bytes, n]
  }
  return Uint8Array.from([...varUint(name.length), ...name, ...varUint(type), ...payload])
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The text of a document's `body` (what the tests write). */
export const body = (doc: Y.Doc) => doc.getText('body').toString()

/** Reads a document as a fresh client of `token` would see it, then disconnects. */
export async function readDocument(server: RunningServer, name: string, token: string) {
  const client = connect(server)
  const opened = client.open(name, token)
  const synced = await opened.outcome
  const text = body(opened.doc)
  client.destroy()
  if (!synced) throw new Error(`Could not read ${name}: ${opened.refusal}`)
  return text
}
