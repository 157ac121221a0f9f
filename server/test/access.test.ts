import { randomBytes } from 'node:crypto'
import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PairedDevice } from '../src/accounts.js'
import { MessageType } from '../src/protocol.js'
import {
  body,
  connect,
  leakedSecrets,
  readDocument,
  startTestServer,
  waitFor,
  type Client,
  type Opened,
  type TestServer,
} from './helpers.js'

const SECRET = "alice's private note"
/** How long after a document's last change the server stores it (`debounce` in server.ts). */
const STORE_DEBOUNCE_MS = 1000
let server: TestServer
let alice: PairedDevice
let bob: PairedDevice
let aliceClient: Client
let aliceDoc: Opened

beforeAll(async () => {
  server = await startTestServer()
  alice = await server.addUserWithDevice('alice')
  bob = await server.addUserWithDevice('bob')
  aliceClient = connect(server)
  aliceDoc = aliceClient.open(`${alice.userId}/personal`, alice.token)
  expect(await aliceDoc.outcome).toBe(true)
  aliceDoc.doc.getText('body').insert(0, SECRET)
  await waitFor(() => aliceClient.received.some((m) => m.type === MessageType.SyncStatus))
})
afterAll(async () => {
  aliceClient.destroy()
  await server.close()
})

/** Messages that carry a document's content or presence (anything but the auth reply). */
const content = (client: Client, names: Set<string>) =>
  client.received.filter((m) => names.has(m.documentName) && m.type !== MessageType.Auth)

describe('token checks', () => {
  it('refuses no token, a wrong token and a removed device, sending nothing of the document', async () => {
    const removed = await server.addDevice('alice', 'Old phone')
    expect(await server.accounts.removeDevice(removed.deviceId)).toBe(true)
    const name = `${alice.userId}/personal`
    const tokens = [
      undefined,
      '',
      'not-a-token',
      randomBytes(32).toString('base64url'),
      removed.token,
    ]
    const reasons = []
    for (const token of tokens) {
      const client = connect(server)
      const opened = client.open(name, token)
      expect(await opened.outcome).toBe(false)
      reasons.push(opened.refusal)
      expect(content(client, new Set([name]))).toEqual([])
      expect(body(opened.doc)).toBe('')
      client.destroy()
    }
    expect(reasons).toEqual([
      'invalid-token',
      'invalid-token',
      'invalid-token',
      'unknown-token',
      'unknown-token',
    ])
  })

  it('closes a connection that authenticates nothing', async () => {
    const quick = await startTestServer({ limits: { authTimeoutMs: 200 } })
    try {
      const client = connect(quick)
      client.open('u_nobody/personal', randomBytes(32).toString('base64url'))
      await waitFor(() => client.closes.includes(4408), 2000, 'the authentication timeout')
      client.destroy()
    } finally {
      await quick.close()
    }
  })
})

/**
 * Names outside Bob's namespace or not well-formed, all different (Hocuspocus answers the first
 * authentication for a name on a socket; a client opens each document once).
 */
function foreignNames(socket: number): string[] {
  const [a, b] = [alice.userId, bob.userId]
  return [
    `${a}/personal`,
    `${a}/workspace:${socket}`,
    `${a}/directory`,
    `${b}/personal`, // Bob's own name, but with someone else's or no valid token (below)
    `${b}/../${a}/personal`,
    `${b}/personal/../../${a}/personal`,
    `${a}`,
    `/${a}/personal`,
    `${a}/personal/`,
    `${a.toUpperCase()}/personal`,
    `${b}/${'x'.repeat(121)}`,
    `${b}x/personal`,
    `${b}/per sonal`,
    `${b}/personal\u0000`,
    `u_${socket}/personal`,
    `${a}/workspace:${socket}%2F..`,
    ' ',
    'personal',
    `${b}/personal:${socket}`, // Bob's namespace again
    `${a}/directory?token=x`,
  ]
}

/** Every kind of wrong credential: another user's, none, malformed, unknown, a near miss. */
function attackerToken(k: number): string | undefined {
  const tokens = [
    bob.token,
    randomBytes(32).toString('base64url'),
    alice.token.slice(0, -1) + (alice.token.endsWith('A') ? 'B' : 'A'),
    undefined,
    bob.token + '=',
  ]
  return tokens[k % tokens.length]
}

describe("another user's documents", () => {
  it('are neither readable nor writable in 1,000 mixed attempts', async () => {
    const refusedBefore = server.logs.filter((e) => e.event === 'auth.refused').length
    const clients: Client[] = []
    const attempts: { opened: Opened; name: string }[] = []
    for (let socket = 0; attempts.length < 1000; socket++) {
      const client = connect(server)
      clients.push(client)
      // Some sockets also hold a document of Bob's with his token (fewer than his 20 allowed
      // connections): a socket that has authenticated once is still checked for every document.
      if (socket % 4 === 1) client.open(`${bob.userId}/own`, bob.token)
      for (const [j, name] of foreignNames(socket).entries()) {
        let token = attackerToken(socket + j)
        // In Bob's namespace, his token is right; Alice's is the wrong user's there.
        if (name.startsWith(`${bob.userId}/`) && token === bob.token) token = alice.token
        const opened = client.open(name, token)
        // A write attempt: content that would reach the document if anything got through.
        opened.doc.getText('body').insert(0, `attack ${attempts.length}`)
        attempts.push({ opened, name })
      }
    }
    expect(attempts).toHaveLength(1000)

    const outcomes = await Promise.all(attempts.map((a) => a.opened.outcome))
    expect(outcomes.filter(Boolean)).toHaveLength(0)

    // 0 reads: no content, presence or sync message for any of those names reached any socket,
    // and no attacker document holds anything of Alice's.
    const attacked = new Set(attempts.map((a) => a.name))
    const reads = clients.flatMap((client) => content(client, attacked))
    expect(reads).toEqual([])
    expect(attempts.filter((a) => body(a.opened.doc).includes(SECRET))).toEqual([])
    for (const client of clients) client.destroy()

    // 0 writes: Alice's document is what she wrote, her open client saw no change, and the
    // server stored nothing but hers (Bob's documents were opened, never changed).
    expect(body(aliceDoc.doc)).toBe(SECRET)
    expect(await readDocument(server, `${alice.userId}/personal`, alice.token)).toBe(SECRET)
    expect(await readDocument(server, `${bob.userId}/personal`, bob.token)).toBe('')
    const refused = server.logs.filter((e) => e.event === 'auth.refused')
    // Every attempt was refused (each outcome above); a socket that reconnected on a busy
    // machine asks again for its documents, and is refused again.
    expect(refused.length - refusedBefore).toBeGreaterThanOrEqual(1000)
    await waitFor(
      () => server.logs.filter((e) => e.event === 'socket.closed').length >= clients.length,
    )
    // The server stores a document 1 s after its last change: wait for Alice's to be stored,
    // and as long again, so anything stored for an attempt would be there too.
    const stored = Date.now() + 5000
    while (!(await storedNames(server.dataDir)).length && Date.now() < stored)
      await new Promise((resolve) => setTimeout(resolve, 50))
    await new Promise((resolve) => setTimeout(resolve, STORE_DEBOUNCE_MS + 200))
    expect(await storedNames(server.dataDir)).toEqual([`${alice.userId}/personal`])
  }, 20_000)
})

describe('logs', () => {
  it('hold no token, pairing code or document text', () => {
    expect(server.logs.length).toBeGreaterThan(1000)
    server.secrets.push(SECRET, 'attack 1')
    expect(leakedSecrets(server)).toEqual([])
  })
})

async function storedNames(dataDir: string): Promise<string[]> {
  const db = new Database(`${dataDir}/documents.sqlite`, { readonly: true })
  try {
    const rows = db.prepare('SELECT name FROM documents ORDER BY name').all() as { name: string }[]
    return rows.map((row) => row.name)
  } finally {
    db.close()
  }
}
