import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { MessageType } from '../src/protocol.js'
import {
  body,
  connect,
  frame,
  leakedSecrets,
  readDocument,
  sleep,
  startTestServer,
  waitFor,
  type Client,
  type TestServer,
} from './helpers.js'

let server: TestServer | undefined
let clients: Client[] = []
afterEach(async () => {
  for (const client of clients) client.destroy()
  clients = []
  if (server) expect(leakedSecrets(server)).toEqual([])
  await server?.close()
  server = undefined
})

/** Two synced devices of one new user on `${userId}/personal`. */
async function twoDevices(test: TestServer, user: string) {
  const laptop = await test.addUserWithDevice(user, 'Laptop')
  const phone = await test.addDevice(user, 'Phone')
  const name = `${laptop.userId}/personal`
  const [a, b] = [connect(test), connect(test)]
  clients.push(a, b)
  const [onLaptop, onPhone] = [a.open(name, laptop.token), b.open(name, phone.token)]
  expect(await onLaptop.outcome).toBe(true)
  expect(await onPhone.outcome).toBe(true)
  return { laptop, phone, name, a, b, onLaptop, onPhone }
}

describe('limits', () => {
  it('closes a connection that sends an oversized message; the document is unchanged', async () => {
    server = await startTestServer({ maxMessageBytes: 64 * 1024 })
    const { laptop, name, a, onLaptop, onPhone } = await twoDevices(server, 'erin')
    onLaptop.doc.getText('body').insert(0, 'small')
    await waitFor(() => body(onPhone.doc) === 'small', 2000, 'a small edit')
    server.secrets.push('small')

    onLaptop.doc.getText('body').insert(5, 'x'.repeat(100 * 1024))
    await waitFor(() => a.closes.includes(1009), 2000, 'the close for a message too big')
    a.destroy()
    await sleep(200)
    expect(body(onPhone.doc)).toBe('small')
    expect(await readDocument(server, name, laptop.token)).toBe('small')
    expect(server.logs.some((e) => e.event === 'socket.error')).toBe(true)
  })

  it('closes a connection whose token sends too many messages per second', async () => {
    server = await startTestServer({ limits: { messagesPerSecond: 20, messageBurst: 40 } })
    const { a, onLaptop } = await twoDevices(server, 'frank')
    for (let i = 0; i < 100; i++) onLaptop.doc.getText('body').insert(0, 'y')
    await waitFor(() => a.closes.includes(1008), 2000, 'the close for the rate')
    expect(server.logs.find((e) => e.event === 'socket.limit')).toMatchObject({
      reason: 'rate-limited',
      userId: onLaptop.provider.configuration.name.split('/')[0],
    })
  })

  it('bounds the connections of one token', async () => {
    server = await startTestServer({ limits: { connectionsPerToken: 2 } })
    const device = await server.addUserWithDevice('gina')
    const name = `${device.userId}/personal`
    const opened = [connect(server), connect(server), connect(server)].map((client) => {
      clients.push(client)
      return client.open(name, device.token)
    })
    const outcomes = await Promise.all(opened.map((o) => o.outcome))
    expect(outcomes.sort()).toEqual([false, true, true])
    expect(opened.map((o) => o.refusal).filter(Boolean)).toEqual(['too-many-connections'])
  })

  it('closes a connection that sends much before authenticating', async () => {
    server = await startTestServer({ limits: { pendingMessages: 50 } })
    const ws = new WebSocket(server.wsUrl)
    await new Promise((resolve) => ws.once('open', resolve))
    const closed = new Promise<number>((resolve) => ws.once('close', resolve))
    const received: unknown[] = []
    ws.on('message', (data) => received.push(data))
    for (let i = 0; i < 60; i++)
      ws.send(frame('u_someone/personal', MessageType.Sync, new Uint8Array(8)))
    expect(await closed).toBe(1008)
    expect(received).toEqual([])
  })
})

describe('removing a device', () => {
  it('cuts off its open connection within 2 s; its later edits reach no one', async () => {
    server = await startTestServer()
    const { laptop, phone, name, b, onLaptop, onPhone } = await twoDevices(server, 'hugo')
    onPhone.doc.getText('body').insert(0, 'before')
    await waitFor(() => body(onLaptop.doc) === 'before', 2000, 'the edit before removal')

    const removedAt = Date.now()
    expect(await server.accounts.removeDevice(phone.deviceId)).toBe(true)
    await waitFor(() => b.closes.includes(4401), 2500, 'the phone to be cut off')
    expect(Date.now() - removedAt).toBeLessThan(2000)

    // It reconnects on its own and is refused from now on.
    await waitFor(() => onPhone.refusal === 'unknown-token', 2000, 'the refusal')
    onPhone.doc.getText('body').insert(0, 'after removal ')
    server.secrets.push('before', 'after removal')
    await sleep(300)
    expect(body(onLaptop.doc)).toBe('before')
    expect(await readDocument(server, name, laptop.token)).toBe('before')
    expect(server.logs.find((e) => e.event === 'device.revoked')).toMatchObject({
      deviceId: phone.deviceId,
      sockets: 1,
    })
  })
})
