// @vitest-environment happy-dom
import * as Y from 'yjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { IdbPersistence } from './idb-persistence'

const DB = 'hearth:workspace:compaction-test'

/** How many updates IndexedDB holds for the document. */
async function storedUpdates(): Promise<number> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error as Error)
  })
  try {
    return await new Promise<number>((resolve, reject) => {
      const request = db.transaction('updates').objectStore('updates').count()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error as Error)
    })
  } finally {
    db.close()
  }
}

afterEach(() => vi.useRealTimers())

describe('compacting the stored updates', () => {
  it('waits for a pause in typing, then merges the updates into one', async () => {
    const doc = new Y.Doc()
    const persistence = new IdbPersistence(DB, doc)
    await persistence.whenLoaded
    // Only timers are faked: fake-indexeddb still runs on the real event loop.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    const map = doc.getMap<number>('records')
    for (let i = 0; i < 520; i++) map.set(String(i), i)
    await persistence.flush()
    const before = await storedUpdates()
    expect(before).toBeGreaterThan(500)

    // Ten seconds of typing: a key every 300 ms. Nothing is compacted meanwhile.
    for (let t = 0; t < 10_000; t += 300) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
      await vi.advanceTimersByTimeAsync(300)
    }
    expect(await storedUpdates()).toBe(before)

    // A pause: the compaction runs, and the document reads back whole.
    await vi.advanceTimersByTimeAsync(2000 + 5000)
    vi.useRealTimers()
    await vi.waitFor(async () => expect(await storedUpdates()).toBe(1))
    await persistence.destroy()
    const loaded = await IdbPersistence.loadDoc(DB)
    expect(loaded.getMap('records').size).toBe(520)
  })

  it('runs after half a minute of continuous typing all the same', async () => {
    const doc = new Y.Doc()
    const persistence = new IdbPersistence(DB, doc)
    await persistence.whenLoaded
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    const map = doc.getMap<number>('records')
    for (let i = 0; i < 520; i++) map.set(String(i), i)
    await persistence.flush()
    for (let t = 0; t < 40_000; t += 300) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
      await vi.advanceTimersByTimeAsync(300)
    }
    vi.useRealTimers()
    await vi.waitFor(async () => expect(await storedUpdates()).toBe(1))
    await persistence.destroy()
  })
})
