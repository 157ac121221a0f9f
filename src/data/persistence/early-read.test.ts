// @vitest-environment happy-dom
import * as Y from 'yjs'
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import BOOT from '../../../public/boot.js?raw'
import { ACTIVE_WORKSPACE_KEY } from '../session'
import { workspaceDbName } from '../workspace'
import { REGISTRY_DB } from '../workspace-registry'
import { releaseEarlyReads } from './early-read'
import { IdbPersistence } from './idb-persistence'
import { loadStoredDoc, clearStoredDoc } from './stored-document'
import { storeFromAnotherTab } from './test-rows'

/** Runs public/boot.js as the page does (its shell parts find no boot shell here). */
const runBoot = () => (0, eval)(BOOT) as void

async function storeDoc(name: string, fill: (doc: Y.Doc) => void) {
  const doc = new Y.Doc()
  const persistence = new IdbPersistence(name, doc)
  await persistence.whenLoaded
  fill(doc)
  await persistence.destroy()
}

/** Everything stored for a database, read straight from IndexedDB. */
async function storedUpdates(name: string): Promise<Uint8Array[]> {
  const db = await new Promise<IDBDatabase>((done, fail) => {
    const request = indexedDB.open(name)
    request.onsuccess = () => done(request.result)
    request.onerror = () => fail(request.error as Error)
  })
  try {
    return await new Promise((done, fail) => {
      const request = db.transaction('updates').objectStore('updates').getAll()
      request.onsuccess = () => done(request.result as Uint8Array[])
      request.onerror = () => fail(request.error as Error)
    })
  } finally {
    db.close()
  }
}

const titles = (doc: Y.Doc) => doc.getMap<{ title: string }>('todos').toJSON()

afterEach(() => {
  releaseEarlyReads()
  delete window.hearthEarlyReads
  localStorage.clear()
})

describe("boot.js's early read of the workspace", () => {
  it('opens the workspace from the early read, with what another tab stored after it', async () => {
    const name = workspaceDbName('early')
    await storeDoc(name, (doc) => doc.getMap('todos').set('a', { title: 'Stored before' }))
    localStorage.setItem(ACTIVE_WORKSPACE_KEY, 'early')
    runBoot()
    expect(Object.keys(window.hearthEarlyReads ?? {})).toEqual([REGISTRY_DB, name])
    await window.hearthEarlyReads![name]

    const other = new Y.Doc()
    other.getMap('todos').set('b', { title: 'Stored by another tab meanwhile' })
    await storeFromAnotherTab(name, Y.encodeStateAsUpdate(other))

    const doc = new Y.Doc()
    const persistence = new IdbPersistence(name, doc)
    await persistence.whenLoaded
    expect(window.hearthEarlyReads![name]).toBeUndefined()
    expect(titles(doc)).toEqual({
      a: { title: 'Stored before' },
      b: { title: 'Stored by another tab meanwhile' },
    })
    // Writes after it are stored, and a later open (no early read) finds everything.
    doc.getMap('todos').set('c', { title: 'Written after the open' })
    await persistence.destroy()
    const again = await loadStoredDoc(name)
    expect(Object.keys(titles(again)).sort()).toEqual(['a', 'b', 'c'])
  })

  it('creates a new database the way the data layer does', async () => {
    localStorage.setItem(ACTIVE_WORKSPACE_KEY, 'new')
    runBoot()
    const doc = new Y.Doc()
    const persistence = new IdbPersistence(workspaceDbName('new'), doc)
    await persistence.whenLoaded
    doc.getMap('todos').set('a', { title: 'First' })
    await persistence.destroy()
    expect(titles(await loadStoredDoc(workspaceDbName('new')))).toEqual({
      a: { title: 'First' },
    })
  })

  it('ignores something that is not a read, and reads the database itself', async () => {
    const name = workspaceDbName('odd')
    await storeDoc(name, (doc) => doc.getMap('todos').set('a', { title: 'Kept' }))
    window.hearthEarlyReads = { [name]: Promise.resolve({ db: 'not a database', updates: [1] }) }
    const doc = await loadStoredDoc(name)
    expect(titles(doc)).toEqual({ a: { title: 'Kept' } })
  })

  it("rejects the open when the early read's data cannot be decoded, and changes nothing", async () => {
    const name = workspaceDbName('broken')
    await storeDoc(name, (doc) => doc.getMap('todos').set('a', { title: 'x' }))
    await storeFromAnotherTab(name, Uint8Array.of(1, 2, 3, 250, 250))
    const before = await storedUpdates(name)
    expect(before).toContainEqual(Uint8Array.of(1, 2, 3, 250, 250))
    localStorage.setItem(ACTIVE_WORKSPACE_KEY, 'broken')
    runBoot()
    const persistence = new IdbPersistence(name, new Y.Doc())
    await expect(persistence.whenLoaded).rejects.toThrow()
    await persistence.destroy()
    expect(await storedUpdates(name)).toEqual(before)
  })

  it('closes the connection of a read no open took, so its database can be deleted', async () => {
    const name = workspaceDbName('gone')
    await storeDoc(name, (doc) => doc.getMap('todos').set('a', { title: 'x' }))
    localStorage.setItem(ACTIVE_WORKSPACE_KEY, 'gone')
    runBoot()
    await window.hearthEarlyReads![name]
    const blocked = await Promise.race([
      clearStoredDoc(name).then(() => false),
      new Promise((done) => setTimeout(() => done(true), 200)),
    ])
    expect(blocked).toBe(true)
    releaseEarlyReads()
    await clearStoredDoc(name)
    expect(window.hearthEarlyReads).toEqual({})
  })
})
