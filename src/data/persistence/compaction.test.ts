// @vitest-environment happy-dom
import * as Y from 'yjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import BOOT from '../../../public/boot.js?raw'
import { ACTIVE_WORKSPACE_KEY } from '../session'
import { workspaceDbName } from '../workspace'
import { compactLog } from './compact-log'
import { releaseEarlyReads } from './early-read'
import { openDatabase } from './idb-requests'
import { IdbPersistence } from './idb-persistence'
import { LogCompaction } from './log-compaction'
import { loadStoredDoc, clearStoredDoc } from './stored-document'

const DB = workspaceDbName('compaction-test')

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

afterEach(() => {
  LogCompaction.elsewhere = null
  vi.useRealTimers()
  releaseEarlyReads()
  delete window.hearthEarlyReads
  localStorage.clear()
})

/**
 * Lets the compaction's timers pass: its pause after the last key (the tests above pressed keys
 * on a faked clock, up to 40 s ahead of this one), then its idle callback.
 */
async function pause() {
  await vi.advanceTimersByTimeAsync(90_000)
  vi.useRealTimers()
}

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
    const loaded = await loadStoredDoc(DB)
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

  it('merges a few updates when asked (after a migration rewrote every record)', async () => {
    const doc = new Y.Doc()
    const persistence = new IdbPersistence(DB, doc)
    await persistence.whenLoaded
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    for (let i = 0; i < 3; i++) doc.getMap<string>('records').set('a', `version ${i}`)
    await persistence.flush()
    expect(await storedUpdates()).toBeGreaterThan(1)
    persistence.compactSoon()
    await pause()
    await vi.waitFor(async () => expect(await storedUpdates()).toBe(1))
    await persistence.destroy()
    expect((await loadStoredDoc(DB)).getMap('records').get('a')).toBe('version 2')
  })

  it('merges several large stored updates on the next load; small ones wait for 500', async () => {
    for (const [size, merged] of [
      [600_000, true],
      [1000, false],
    ] as const) {
      await clearStoredDoc(DB)
      const doc = new Y.Doc()
      const persistence = new IdbPersistence(DB, doc)
      await persistence.whenLoaded
      doc.getMap<string>('records').set('a', 'x'.repeat(size))
      doc.getMap<string>('records').set('b', 'y'.repeat(size))
      await persistence.destroy()
      const stored = await storedUpdates()
      expect(stored).toBeGreaterThan(1)

      // The next page load: boot.js reads the stored updates early, as in the browser.
      localStorage.setItem(ACTIVE_WORKSPACE_KEY, 'compaction-test')
      ;(0, eval)(BOOT)
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
      const again = new IdbPersistence(DB, new Y.Doc())
      await again.whenLoaded
      await pause()
      if (merged) await vi.waitFor(async () => expect(await storedUpdates()).toBe(1))
      else expect(await storedUpdates()).toBe(stored)
      await again.destroy()
      releaseEarlyReads()
    }
  })

  it('merges the stored bytes in the worker, without this tab’s document, keeping what comes meanwhile', async () => {
    // What the worker runs, in this process (tests have no workers).
    let runs = 0
    LogCompaction.elsewhere = async (name) => {
      runs++
      const db = await openDatabase(name)
      try {
        const merging = compactLog(db)
        // Stored while the worker holds the log: it comes after the merged update.
        doc.getMap<string>('records').set('late', 'kept')
        return await merging
      } finally {
        db.close()
      }
    }
    const doc = new Y.Doc()
    const persistence = new IdbPersistence(DB, doc)
    await persistence.whenLoaded
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    for (let i = 0; i < 3; i++) doc.getMap<string>('records').set('a', `version ${i}`)
    await persistence.flush()
    persistence.compactSoon()
    await pause()
    await vi.waitFor(() => expect(runs).toBe(1))
    await persistence.flush()
    // The merged update, then the one stored meanwhile.
    await vi.waitFor(async () => expect(await storedUpdates()).toBe(2))
    await persistence.destroy()
    const loaded = (await loadStoredDoc(DB)).getMap('records')
    expect(loaded.get('a')).toBe('version 2')
    expect(loaded.get('late')).toBe('kept')
  })
})
