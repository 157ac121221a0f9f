import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  body,
  connect,
  leakedSecrets,
  pair,
  startTestServer,
  waitFor,
  type TestServer,
} from './helpers.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('pairing', () => {
  it('turns a pairing code into a device token, once', async () => {
    const user = await server.accounts.addUser('alice')
    expect(user.pairingCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/)

    const first = await pair(server, user.pairingCode, 'Laptop')
    server.secrets.push(user.pairingCode, first.body.token!)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userId: user.userId,
      userName: 'alice',
      deviceId: expect.stringMatching(/^d_/),
    })
    expect(first.headers.get('access-control-allow-origin')).toBe('*')

    const again = await pair(server, user.pairingCode, 'Phone')
    expect(again).toMatchObject({ status: 401, body: { error: 'That pairing code is not valid.' } })
  })

  it('accepts a code typed loosely: lower case, spaces, O for 0', async () => {
    await server.accounts.addUser('typist')
    const code = await server.accounts.addPairingCode('typist')
    server.secrets.push(code)
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o')} `
    expect((await pair(server, typed, 'Tablet')).status).toBe(200)
  })

  it('refuses wrong codes and malformed requests', async () => {
    expect((await pair(server, 'AAAA-BBBB-CCCC-DDDD', 'Laptop')).status).toBe(401)
    expect((await pair(server, 'short', 'Laptop')).status).toBe(401)
    const post = (body: string) => fetch(`${server.httpUrl}/pair`, { method: 'POST', body })
    const notJson = await post('code=1')
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toHaveProperty('error')
    expect((await post(JSON.stringify({ code: 'AAAA-BBBB-CCCC-DDDD' }))).status).toBe(400)
    expect((await post('x'.repeat(10_000))).status).toBe(413)
  })

  it('answers CORS preflights and /health, at any prefix', async () => {
    const preflight = await fetch(`${server.httpUrl}/pair`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i)
    const health = await fetch(`${server.httpUrl}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    expect((await fetch(`${server.httpUrl}/elsewhere`)).status).toBe(404)
    // Under a path a reverse proxy passes through unchanged.
    expect((await fetch(`${server.httpUrl}/sync/health?x=1`)).status).toBe(200)
  })

  it("syncs an edit to the same user's other device", async () => {
    const laptop = await server.addUserWithDevice('bob', 'Laptop')
    const phone = await server.addDevice('bob', 'Phone')
    expect(phone.userId).toBe(laptop.userId)
    const name = `${laptop.userId}/workspace:3f2a1b`

    const [a, b] = [connect(server), connect(server)]
    const onLaptop = a.open(name, laptop.token)
    const onPhone = b.open(name, phone.token)
    expect(await onLaptop.outcome).toBe(true)
    expect(await onPhone.outcome).toBe(true)

    server.secrets.push('written on the laptop', 'and the phone')
    onLaptop.doc.getText('body').insert(0, 'written on the laptop')
    await waitFor(
      () => body(onPhone.doc) === 'written on the laptop',
      2000,
      'the edit on the phone',
    )
    onPhone.doc.getText('body').insert(0, 'and the phone: ')
    await waitFor(() => body(onLaptop.doc).startsWith('and the phone'), 2000, 'the reply')
    a.destroy()
    b.destroy()

    const devices = await server.accounts.listDevices('bob')
    expect(devices.map((d) => d.deviceName)).toEqual(['Laptop', 'Phone'])
  })
})

describe('unpairing', () => {
  const unpair = (token: string | null) =>
    fetch(`${server.httpUrl}/unpair`, {
      method: 'POST',
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
    })

  it('lets a device revoke its own token, and only with that token', async () => {
    const laptop = await server.addUserWithDevice('dora', 'Laptop')
    const phone = await server.addDevice('dora', 'Phone')
    server.secrets.push(laptop.token, phone.token)

    expect((await unpair(null)).status).toBe(401)
    expect((await unpair('not-a-token')).status).toBe(401)
    expect((await unpair(`${phone.token.slice(0, -1)}x`)).status).toBe(401)
    expect((await server.accounts.listDevices('dora')).length).toBe(2)

    const done = await unpair(phone.token)
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ removed: true })
    expect((await server.accounts.listDevices('dora')).map((d) => d.deviceName)).toEqual(['Laptop'])
    // Spent: the token opens nothing and cannot unpair again.
    expect((await unpair(phone.token)).status).toBe(401)
    const client = connect(server)
    const refused = client.open(`${phone.userId}/workspace:x`, phone.token)
    expect(await refused.outcome).toBe(false)
    expect(refused.refusal).toBe('unknown-token')
    client.destroy()
  })

  it('is allowed by CORS preflight with an Authorization header', async () => {
    const preflight = await fetch(`${server.httpUrl}/unpair`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i)
  })
})

describe('logs', () => {
  it('hold no token, pairing code or document text', () => {
    expect(server.logs.some((entry) => entry.event === 'pair.accepted')).toBe(true)
    expect(server.secrets.length).toBeGreaterThan(5)
    expect(leakedSecrets(server)).toEqual([])
  })
})

describe('pairing attempts per address', () => {
  it('are limited after repeated wrong codes (right ones do not count)', async () => {
    const limited = await startTestServer({ limits: { pairingFailureBurst: 3 } })
    try {
      const { pairingCode } = await limited.accounts.addUser('carol')
      expect((await pair(limited, pairingCode, 'Laptop')).status).toBe(200)
      for (let i = 0; i < 3; i++) {
        expect((await pair(limited, 'AAAA-BBBB-CCCC-DDDD', 'Laptop')).status).toBe(401)
      }
      const blocked = await pair(limited, await limited.accounts.addPairingCode('carol'), 'Phone')
      expect(blocked.status).toBe(429)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  })
})
