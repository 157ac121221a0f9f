import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PairedDevice } from '../src/accounts.js'
import { clientSchema } from '../src/schema.js'
import {
  body,
  connect,
  readDocument,
  sleep,
  startTestServer,
  waitFor,
  type TestServer,
} from './helpers.js'

let server: TestServer
let alice: PairedDevice
beforeAll(async () => {
  server = await startTestServer()
  alice = await server.addUserWithDevice('alice')
})
afterAll(async () => {
  await server.close()
})

/** Stateless messages a provider received. */
function statelessOf(provider: {
  on(event: 'stateless', f: (data: { payload: string }) => void): void
}) {
  const messages: unknown[] = []
  provider.on('stateless', ({ payload }) => messages.push(JSON.parse(payload)))
  return messages
}

describe('a client on an older schema than the workspace', () => {
  it('reads the schema a client says it knows; saying nothing means schema 8', () => {
    expect(clientSchema(new URLSearchParams('schema=9'))).toBe(9)
    expect(clientSchema(new URLSearchParams(''))).toBe(8)
    expect(clientSchema(new URLSearchParams('schema=nine'))).toBe(8)
    expect(clientSchema(undefined)).toBe(8)
  })

  it('turns read-only and is told when a newer client migrates the document while it is connected', async () => {
    const name = `${alice.userId}/live`
    const older = connect(server)
    const old = older.open(name, alice.token)
    expect(await old.outcome).toBe(true)
    const told = statelessOf(old.provider)
    old.doc.transact(() => {
      old.doc.getMap('meta').set('schemaVersion', 8)
      old.doc.getText('body').insert(0, 'before. ')
    })
    await waitFor(() => !old.provider.unsyncedChanges)

    const newer = connect(server, { schema: 9 })
    const migrated = newer.open(name, alice.token)
    expect(await migrated.outcome).toBe(true)
    migrated.doc.getMap('meta').set('schemaVersion', 9)
    await waitFor(() => told.length > 0, 3000, 'the older client is told')
    expect(told).toEqual([{ type: 'schema', version: 9 }])

    // What the older client writes from now on never reaches the server or other devices.
    old.doc.getText('body').insert(0, 'from the older client. ')
    migrated.doc.getText('body').insert(0, 'from the newer client. ')
    await sleep(300)
    const seen = await readDocument(server, name, alice.token)
    expect(seen).toBe('from the newer client. before. ')
    expect(body(migrated.doc)).toBe('from the newer client. before. ')
    older.destroy()
    newer.destroy()
  })

  it('connecting to a document migrated before it came, it writes nothing from the first message on', async () => {
    const name = `${alice.userId}/handshake`
    const newer = connect(server, { schema: 9 })
    const migrated = newer.open(name, alice.token)
    expect(await migrated.outcome).toBe(true)
    migrated.doc.transact(() => {
      migrated.doc.getMap('meta').set('schemaVersion', 9)
      migrated.doc.getText('body').insert(0, 'migrated. ')
    })
    await waitFor(() => !migrated.provider.unsyncedChanges)

    const older = connect(server)
    const old = older.open(name, alice.token)
    // Edits made offline before it connects are in its first sync message.
    old.doc.getText('body').insert(0, 'offline on the older client. ')
    const told = statelessOf(old.provider)
    expect(await old.outcome).toBe(true)
    await waitFor(() => told.length > 0, 3000, 'the older client is told')
    await sleep(300)
    expect(await readDocument(server, name, alice.token)).toBe('migrated. ')
    // It still receives the document as it is.
    expect(body(old.doc)).toContain('migrated. ')
    older.destroy()
    newer.destroy()
  })
})
