import * as Y from 'yjs'
import { expect, it, vi } from 'vitest'
import { CollectionStore } from './collection-store'
import { nextTask } from './read-in-slices'
import { Repository } from './repository'
import { decodeStored } from './doc/records-in-doc'

it('a touch replaces the touched record’s snapshot and tells its listeners, like any field', () => {
  const doc = new Y.Doc()
  const notes = new Repository({ doc, readOnly: false }, 'notes')
  const note = notes.create({ title: 'T', body: 'one' })
  const other = notes.create({ title: 'Other' })
  const store = new CollectionStore('notes', doc)
  const before = store.get(note.id)!
  const otherBefore = store.get(other.id)
  const all = store.getAll()
  const any = vi.fn()
  const recordsOnly = vi.fn()
  const touched = vi.fn()
  const untouched = vi.fn()
  store.subscribe(any)
  store.subscribeRecords(recordsOnly)
  store.subscribeTo(note.id, touched)
  store.subscribeTo(other.id, untouched)

  vi.spyOn(Date, 'now').mockReturnValue(before.updatedAt + 1000)
  notes.touch(note.id)
  vi.restoreAllMocks()

  // The edit time is a field of the record: selectors that ignore text see it too.
  expect(any).toHaveBeenCalledTimes(1)
  expect(recordsOnly).toHaveBeenCalledTimes(1)
  expect(touched).toHaveBeenCalledTimes(1)
  expect(untouched).not.toHaveBeenCalled()
  const after = store.get(note.id)!
  expect(after).not.toBe(before)
  expect(after).toEqual({ ...before, updatedAt: before.updatedAt + 1000 })
  expect(store.get(other.id)).toBe(otherBefore)
  expect(store.getAll()).not.toBe(all)
  // Only the time was written: the record's own value is the one it had.
  expect(decodeStored(doc.getMap('notes').get(note.id))).toMatchObject({
    title: 'T',
    updatedAt: before.updatedAt,
  })

  // A touch for a record that is gone (deleted elsewhere at the same moment) changes nothing.
  notes.remove(other.id)
  untouched.mockClear()
  any.mockClear()
  doc.getMap('notes.touched').set(other.id, Date.now())
  expect(any).not.toHaveBeenCalled()
  expect(untouched).not.toHaveBeenCalled()
  expect(store.get(other.id)).toBeUndefined()
  store.dispose()
})

it('preload reads records a slice at a time, and edits made meanwhile are not lost', async () => {
  const doc = new Y.Doc()
  const repo = new Repository({ doc, readOnly: false }, 'bookmarks')
  const made = repo.createMany(
    Array.from({ length: 500 }, (_, i) => ({ title: `B${i}`, url: `https://b${i}.example/` })),
  )
  const store = new CollectionStore('bookmarks', doc)
  const done = store.preload()
  // Once it has read a slice (200, without idle callbacks): one record read changes, one is
  // deleted, one is added.
  await new Promise((resolve) => setTimeout(resolve, 0))
  repo.update(made[0]!.id, { title: 'Changed' })
  repo.remove(made[1]!.id)
  const added = repo.create({ title: 'Added', url: 'https://added.example/' })
  await done
  const all = store.getAll()
  expect(all).toHaveLength(500)
  expect(store.get(made[0]!.id)?.title).toBe('Changed')
  expect(store.get(made[1]!.id)).toBeUndefined()
  expect(store.get(added.id)?.title).toBe('Added')
  expect(all.map((b) => b.title).sort()).toEqual(
    [...made.slice(2).map((b) => b.title), 'Changed', 'Added'].sort(),
  )
  // Already read: nothing more to do.
  await store.preload()
  expect(store.getAll()).toBe(all)
})

it('preload goes on in slices when the browser is never idle, and every caller shares it', async () => {
  const doc = new Y.Doc()
  const repo = new Repository({ doc, readOnly: false }, 'bookmarks')
  repo.createMany(
    Array.from({ length: 450 }, (_, i) => ({ title: `B${i}`, url: `https://b${i}.example/` })),
  )
  // A busy page: every idle callback comes only when its timeout runs out.
  const timeouts: (number | undefined)[] = []
  vi.stubGlobal(
    'requestIdleCallback',
    (step: IdleRequestCallback, options?: IdleRequestOptions) => {
      timeouts.push(options?.timeout)
      return setTimeout(() => step({ didTimeout: true, timeRemaining: () => 0 }), 0)
    },
  )
  try {
    const store = new CollectionStore('bookmarks', doc)
    expect(store.isLoaded).toBe(false)
    const first = store.preload()
    expect(store.preload()).toBe(first)
    await first
    expect(store.isLoaded).toBe(true)
    // 450 records, 200 a slice: three slices, each asking for an idle period with a timeout.
    expect(timeouts).toHaveLength(3)
    expect(timeouts.every((ms) => typeof ms === 'number' && ms > 0)).toBe(true)
    expect(store.getAll()).toHaveLength(450)
  } finally {
    vi.unstubAllGlobals()
  }
})

it('a reader waiting for a preload hurries it: it no longer waits for the browser to be idle', async () => {
  const doc = new Y.Doc()
  const repo = new Repository({ doc, readOnly: false }, 'bookmarks')
  repo.createMany(
    Array.from({ length: 3000 }, (_, i) => ({ title: `B${i}`, url: `https://b${i}.example/` })),
  )
  // A browser that is never idle: idle callbacks never come.
  const idle = vi.fn(() => 1)
  vi.stubGlobal('requestIdleCallback', idle)
  vi.stubGlobal('cancelIdleCallback', vi.fn())
  try {
    const store = new CollectionStore('bookmarks', doc)
    // In the background, it waits for an idle period after its first (empty) step.
    const background = store.preload()
    expect(idle).toHaveBeenCalledTimes(1)
    expect(store.isLoaded).toBe(false)
    // A widget waits for the same records: the shared reading goes on without idle periods.
    const waiting = store.preload({ soon: true })
    expect(waiting).toBe(background)
    await waiting
    expect(store.isLoaded).toBe(true)
    expect(store.getAll()).toHaveLength(3000)
    expect(idle).toHaveBeenCalledTimes(1)
  } finally {
    vi.unstubAllGlobals()
  }
})

it('a hurried reading starts after its caller, not inside it', async () => {
  const doc = new Y.Doc()
  const repo = new Repository({ doc, readOnly: false }, 'bookmarks')
  repo.createMany(
    Array.from({ length: 50 }, (_, i) => ({ title: `B${i}`, url: 'https://b.example/' })),
  )
  const store = new CollectionStore('bookmarks', doc)
  const read = vi.spyOn(store as unknown as { refresh: (id: string) => void }, 'refresh')
  const reading = store.preload({ soon: true })
  // Nothing was read in the call (a widget's effect, in the commit that shows the workspace).
  expect(read).not.toHaveBeenCalled()
  await reading
  expect(read).toHaveBeenCalledTimes(50)
  expect(store.getAll()).toHaveLength(50)
})

it('one record read before the collection is reads that record only, and follows its edits', () => {
  const doc = new Y.Doc()
  const notes = new Repository({ doc, readOnly: false }, 'notes')
  const note = notes.create({ title: 'Shown', body: 'one' })
  for (let i = 0; i < 20; i++) notes.create({ title: `N${i}` })
  const store = new CollectionStore('notes', doc)
  const read = vi.spyOn(store as unknown as { refresh: (id: string) => void }, 'refresh')
  const first = store.get(note.id)!
  expect(first.title).toBe('Shown')
  expect(read).toHaveBeenCalledTimes(1)
  expect(store.isLoaded).toBe(false)
  // Read again unchanged: the same snapshot, nothing read.
  expect(store.get(note.id)).toBe(first)
  expect(store.get('no-such-note')).toBeUndefined()
  expect(read).toHaveBeenCalledTimes(1)
  notes.update(note.id, { title: 'Renamed' })
  expect(store.get(note.id)!.title).toBe('Renamed')
  // The whole collection, when asked for, has all of them.
  expect(store.getAll()).toHaveLength(21)
})

it('reports a slice that throws in a prioritised task as an error of the page', async () => {
  const failure = new Error('slice failed')
  vi.stubGlobal('scheduler', {
    postTask: (task: () => void) => Promise.resolve().then(task),
  })
  const reportError = vi.fn()
  vi.stubGlobal('reportError', reportError)
  try {
    nextTask(() => {
      throw failure
    })
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledWith(failure))
  } finally {
    vi.unstubAllGlobals()
  }
})
