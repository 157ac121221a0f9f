import WebSocket from 'ws'
import * as Y from 'yjs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { PairedDevice } from '../../src/accounts.js'
import { MessageType } from '../../src/protocol.js'
import { OwnerSync, type OwnerSyncAnswer } from '@/data/sync/owner-sync'
import { bridgeSocket } from '@/data/sync/socket-bridge'
import {
  body,
  connect,
  sleep,
  startTestServer,
  waitFor,
  type Client,
  type TestServer,
} from '../helpers.js'

// A workspace's document synced by its owner (a worker in the app) over the page's one socket
// (`owner-sync.ts`, `socket-bridge.ts`), against a real sync server. Messages between the two
// ends are cloned and delivered a task later, as postMessage does.

let server: TestServer
let alice: PairedDevice
const ends: (() => void)[] = []

beforeAll(async () => {
  server = await startTestServer()
  alice = await server.addUserWithDevice('alice')
})
afterEach(() => {
  for (const end of ends.splice(0)) end()
})
afterAll(() => server.close())

const later =
  <T>(deliver: (message: T) => void) =>
  (message: T) =>
    void setTimeout(() => deliver(structuredClone(message)))

/** The page's socket (as a tab has one) with the owner's document synced over it. */
function ownerOnPage(page: Client, name: string, token = alice.token) {
  const doc = new Y.Doc()
  const said: OwnerSyncAnswer[] = []
  let bridge: ReturnType<typeof bridgeSocket> | null = null
  const owner = new OwnerSync(
    doc,
    later((answer: OwnerSyncAnswer) => {
      if ('socket' in answer) bridge?.receive(answer)
      else said.push(answer)
    }),
  )
  void owner.start(name, token)
  bridge = bridgeSocket(
    page.socket,
    name,
    later((message) => owner.receive(message)),
  )
  const stop = () => {
    bridge?.stop()
    owner.stop()
  }
  ends.push(stop)
  return { doc, said, stop, synced: () => said.some((m) => 'synced' in m && m.synced) }
}

/** Another device, with a socket and provider of its own. */
function otherDevice(name: string) {
  const client = connect(server)
  ends.push(() => client.destroy())
  return client.open(name, alice.token)
}

/** Counts the sockets a test opens (each a `ws` WebSocket). */
function pageSocket(): Client & { opened: () => number } {
  let opened = 0
  class Counted extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args)
      opened++
    }
  }
  const client = connect(server, { WebSocketPolyfill: Counted as typeof WebSocket })
  ends.push(() => client.destroy())
  return Object.assign(client, { opened: () => opened })
}

describe('a document synced by its owner over the page’s socket', () => {
  it('sends and receives edits, on the page’s one socket beside a document of the page’s own', async () => {
    const page = pageSocket()
    const name = `${alice.userId}/bridged-1`
    const owner = ownerOnPage(page, name)
    const directory = page.open(`${alice.userId}/directory`, alice.token)
    const laptop = otherDevice(name)
    expect(await laptop.outcome).toBe(true)
    await waitFor(owner.synced, 5000, 'the owner synced')
    expect(await directory.outcome).toBe(true)

    owner.doc.getText('body').insert(0, 'typed in the owner. ')
    await waitFor(() => body(laptop.doc).includes('typed in the owner.'), 5000, 'the laptop')
    laptop.doc.getText('body').insert(0, 'typed on the laptop. ')
    await waitFor(() => body(owner.doc).includes('typed on the laptop.'), 5000, 'the owner')
    directory.doc.getMap('workspaces').set('w', 1)
    await sleep(200)
    expect(page.opened()).toBe(1)
  })

  it('syncs again once stopped and started on the same socket (a workspace switched back)', async () => {
    const page = pageSocket()
    const name = `${alice.userId}/bridged-2`
    const first = ownerOnPage(page, name)
    await waitFor(first.synced, 5000, 'the first owner synced')
    first.stop()
    // The server closed the document on the page's socket, and sends it nothing more of it.
    const ofIt = () => page.received.filter((m) => m.documentName === name)
    await waitFor(() => ofIt().some((m) => m.type === MessageType.Close), 5000, 'the close')
    const laptop = otherDevice(name)
    expect(await laptop.outcome).toBe(true)
    const before = ofIt().length
    laptop.doc.getText('body').insert(0, 'while no owner synced. ')
    await sleep(300)
    expect(ofIt()).toHaveLength(before)

    const again = ownerOnPage(page, name)
    await waitFor(() => body(again.doc).includes('while no owner synced.'), 5000, 'the owner')
    // The close the first one sent did not end the second's sync on the server.
    await sleep(300)
    laptop.doc.getText('body').insert(0, 'later. ')
    await waitFor(() => body(again.doc).includes('later.'), 5000, 'a later edit')
    expect(page.opened()).toBe(1)
  })

  it('follows the page’s socket going and coming back, sending what was typed meanwhile', async () => {
    const page = pageSocket()
    const name = `${alice.userId}/bridged-3`
    const owner = ownerOnPage(page, name)
    const laptop = otherDevice(name)
    await waitFor(owner.synced, 5000, 'the owner synced')
    expect(await laptop.outcome).toBe(true)

    page.socket.disconnect()
    await waitFor(() => page.closes.length > 0, 5000, 'the page socket closed')
    owner.doc.getText('body').insert(0, 'typed offline. ')
    await sleep(200)
    expect(body(laptop.doc)).not.toContain('typed offline.')

    void page.socket.connect()
    await waitFor(() => body(laptop.doc).includes('typed offline.'), 5000, 'the edit made offline')
    laptop.doc.getText('body').insert(0, 'and back. ')
    await waitFor(() => body(owner.doc).includes('and back.'), 5000, 'the laptop’s edit')
  })

  it('says when the server refuses the device', async () => {
    const page = pageSocket()
    const owner = ownerOnPage(page, `${alice.userId}/bridged-4`, 'not-a-token')
    await waitFor(() => owner.said.some((m) => 'reason' in m), 5000, 'the refusal')
    expect(owner.said.find((m) => 'reason' in m)).toEqual({
      sync: 'refused',
      reason: expect.any(String),
    })
    expect(owner.synced()).toBe(false)
  })
})
