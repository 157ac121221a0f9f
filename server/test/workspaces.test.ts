import Database from 'libsql'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { PairedDevice } from '../src/accounts.js'
import { connect, startTestServer, waitFor, type TestServer } from './helpers.js'

let server: TestServer
let alice: PairedDevice
let bob: PairedDevice

beforeAll(async () => {
  server = await startTestServer()
  alice = await server.addUserWithDevice('alice')
  bob = await server.addUserWithDevice('bob')
})
afterAll(() => server.close())

async function remove(token: string | undefined, workspace: unknown) {
  const response = await fetch(`${server.httpUrl}/remove-workspace`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ workspace }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The names of the documents stored on the server, as its database holds them. */
function stored(): string[] {
  const db = new Database(`${server.dataDir}/documents.sqlite`, { readonly: true })
  try {
    const rows = db.prepare('SELECT name FROM documents ORDER BY name').all() as { name: string }[]
    return rows.map((row) => row.name)
  } finally {
    db.close()
  }
}

it('removes a workspace once no device syncs it: its document and its entry in the directory', async () => {
  const client = connect(server)
  const old = client.open(`${alice.userId}/old`, alice.token)
  const directory = client.open(`${alice.userId}/directory`, alice.token)
  expect(await old.outcome).toBe(true)
  expect(await directory.outcome).toBe(true)
  old.doc.getText('body').insert(0, 'notes from last year')
  const listed = directory.doc.getMap('workspaces')
  listed.set('old', { name: 'Old', updatedAt: 1 })
  listed.set('work', { name: 'Work', updatedAt: 1 })
  await waitFor(() => stored().includes(`${alice.userId}/old`), 5000, 'the workspace stored')

  // While a device syncs it, it stays: that device would store it again.
  expect(await remove(alice.token, 'old')).toMatchObject({ status: 409 })
  expect(stored()).toContain(`${alice.userId}/old`)

  // The device lets go of it; the removal waits until the server has let go of it too.
  old.provider.destroy()
  expect(await remove(alice.token, 'old')).toEqual({ status: 200, body: { removed: true } })
  expect(stored()).not.toContain(`${alice.userId}/old`)
  // Every device's directory follows (this one is still open).
  await waitFor(() => !listed.has('old'), 3000, 'the directory entry gone')
  expect([...listed.keys()]).toEqual(['work'])
  client.destroy()
})

it("removes only from the device's own user, and refuses what is not a workspace", async () => {
  // Bob names alice's workspace: his own namespace holds none, and alice's stays.
  const client = connect(server)
  const work = client.open(`${alice.userId}/work`, alice.token)
  expect(await work.outcome).toBe(true)
  work.doc.getText('body').insert(0, 'keep me')
  await waitFor(() => stored().includes(`${alice.userId}/work`), 5000, 'the workspace stored')
  work.provider.destroy()
  expect(await remove(bob.token, 'work')).toMatchObject({ status: 200 })
  expect(stored()).toContain(`${alice.userId}/work`)

  expect(await remove(alice.token, 'directory')).toMatchObject({ status: 400 })
  expect(await remove(alice.token, '../u_other/work')).toMatchObject({ status: 400 })
  expect(await remove(alice.token, 42)).toMatchObject({ status: 400 })
  expect(await remove(undefined, 'work')).toMatchObject({
    status: 401,
    body: { error: 'This device is not paired with this server.' },
  })
  expect(stored()).toContain(`${alice.userId}/directory`)
  client.destroy()
})
