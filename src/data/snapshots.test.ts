import * as Y from 'yjs'
import { expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { addDefaultWidgets } from './doc/default-widgets'
import { writeRecords } from './transfer'
import {
  listSnapshots,
  scheduleDailySnapshots,
  snapshotRecords,
  snapshotTaker,
  SNAPSHOTS_KEPT,
  takeDailySnapshot,
  type SnapshotTry,
} from './snapshots'

function docWithNotes(n: number) {
  const doc = new Y.Doc()
  writeRecords(doc, {
    todoLists: [],
    todos: [],
    bookmarkFolders: [],
    bookmarks: [],
    widgets: [],
    colors: [],
    settings: [],
    notes: Array.from({ length: n }, (_, i) => ({
      id: `note:${i}`,
      title: `N${i}`,
      body: '',
      tags: [],
      pinned: false,
      trashedAt: null,
      createdAt: 1,
      updatedAt: 1,
    })),
  })
  return doc
}

it('takes one snapshot a day, skips empty workspaces and keeps the newest seven', async () => {
  expect(await takeDailySnapshot('w', new Y.Doc(), new Date(2026, 0, 1))).toBeNull()
  for (let day = 1; day <= 10; day++) {
    const taken = await takeDailySnapshot('w', docWithNotes(day), new Date(2026, 0, day, 9))
    expect(taken?.counts.notes).toBe(day)
    expect(await takeDailySnapshot('w', docWithNotes(99), new Date(2026, 0, day, 18))).toBeNull()
  }
  const list = await listSnapshots('w')
  expect(list).toHaveLength(SNAPSHOTS_KEPT)
  expect(list.map((s) => s.day)).toEqual([
    '2026-01-10',
    '2026-01-09',
    '2026-01-08',
    '2026-01-07',
    '2026-01-06',
    '2026-01-05',
    '2026-01-04',
  ])
  expect(await listSnapshots('other')).toEqual([])
})

it('gives back the records a snapshot holds', async () => {
  const taken = await takeDailySnapshot('w', docWithNotes(3), new Date(2026, 5, 1))
  const records = await snapshotRecords(taken!.key)
  expect(records.notes.map((n) => n.title).sort()).toEqual(['N0', 'N1', 'N2'])
})

it('takes none of a new workspace that holds only its default Overview, and one once a widget is the user’s own', async () => {
  const doc = new Y.Doc()
  addDefaultWidgets(doc)
  expect(doc.getMap('widgets').size).toBeGreaterThan(0)
  expect(await takeDailySnapshot('fresh', doc, new Date(2026, 2, 1))).toBeNull()
  doc.getMap('widgets').set('widget:mine', { id: 'widget:mine', kind: 'timer' })
  expect((await takeDailySnapshot('fresh', doc, new Date(2026, 2, 1)))?.counts.widgets).toBe(
    doc.getMap('widgets').size,
  )
})

it('takes the daily snapshot in a worker where there is one, and from the page’s document where not', async () => {
  const doc = docWithNotes(2)
  const inWorker = vi.fn(async (_signal: AbortSignal) => ({ snapshot: true as const }))
  const signal = new AbortController().signal
  // In a worker: the page's document is not encoded, nothing is stored from here.
  expect(await snapshotTaker('in-worker', doc, inWorker)(signal)).toBe('taken')
  expect(inWorker).toHaveBeenCalledWith(signal)
  expect(await listSnapshots('in-worker')).toEqual([])
  // Without workers: from the page's document, once a day.
  const onPage = snapshotTaker('on-page', doc, null)
  expect(await snapshotTaker('on-page', new Y.Doc(), null)(signal)).toBe('nothing-to-keep')
  expect(await onPage(signal)).toBe('taken')
  expect(await onPage(signal)).toBe('not-taken')
  expect((await listSnapshots('on-page')).map((s) => s.counts.notes)).toEqual([2])
})

it('takes today’s snapshot a moment after opening and every hour, until stopped', async () => {
  vi.useFakeTimers()
  try {
    const take = vi.fn(async (_signal: AbortSignal): Promise<SnapshotTry> => 'taken')
    const onTaken = vi.fn()
    const stop = scheduleDailySnapshots(take, onTaken)
    await vi.advanceTimersByTimeAsync(1999)
    expect(take).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(take).toHaveBeenCalledOnce()
    expect(onTaken).toHaveBeenCalledOnce()
    // The hourly check counts from the opening.
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 2000)
    expect(take).toHaveBeenCalledTimes(2)
    // Stopped while a snapshot is being taken: its end is not told.
    take.mockImplementationOnce(
      (signal) =>
        new Promise((resolve) =>
          setTimeout(() => resolve(signal.aborted ? 'not-taken' : 'taken'), 10),
        ),
    )
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000)
    stop()
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000)
    expect(take).toHaveBeenCalledTimes(3)
    expect(onTaken).toHaveBeenCalledTimes(2)
  } finally {
    vi.useRealTimers()
  }
})

it('asks the worker for a snapshot only once the page’s writes are stored', async () => {
  let stored = () => {}
  const writes = new Promise<void>((resolve) => (stored = resolve))
  const inWorker = vi.fn(async (_signal: AbortSignal) => ({ snapshot: true as const }))
  const tried = snapshotTaker(
    'w',
    docWithNotes(1),
    inWorker,
    () => writes,
  )(new AbortController().signal)
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(inWorker).not.toHaveBeenCalled()
  stored()
  expect(await tried).toBe('taken')
  expect(inWorker).toHaveBeenCalledOnce()
  // What the worker says of a workspace with nothing the user made.
  inWorker.mockResolvedValueOnce({ nothingToKeep: true } as never)
  expect(await snapshotTaker('w', new Y.Doc(), inWorker)(new AbortController().signal)).toBe(
    'nothing-to-keep',
  )
})

it('a new workspace’s snapshot is tried again a moment after its next change, not an hour later', async () => {
  vi.useFakeTimers()
  try {
    const tries: SnapshotTry[] = ['nothing-to-keep', 'nothing-to-keep', 'taken']
    const take = vi.fn(async (_signal: AbortSignal) => tries.shift() ?? 'not-taken')
    const onTaken = vi.fn()
    const listeners = new Set<() => void>()
    const change = () => listeners.forEach((listener) => listener())
    const stop = scheduleDailySnapshots(take, onTaken, (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    })
    await vi.advanceTimersByTimeAsync(2000)
    expect(take).toHaveBeenCalledOnce()
    // Nothing to keep: no try until a change, then one a moment after it (however many came).
    await vi.advanceTimersByTimeAsync(60_000)
    expect(take).toHaveBeenCalledOnce()
    change()
    change()
    await vi.advanceTimersByTimeAsync(1999)
    expect(take).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(1)
    expect(take).toHaveBeenCalledTimes(2)
    change()
    await vi.advanceTimersByTimeAsync(2000)
    expect(take).toHaveBeenCalledTimes(3)
    expect(onTaken).toHaveBeenCalledOnce()
    // Taken: changes no longer try.
    expect(listeners.size).toBe(0)
    change()
    await vi.advanceTimersByTimeAsync(2000)
    expect(take).toHaveBeenCalledTimes(3)
    // Stopped while waiting for a change: it stops listening.
    stop()
    const again = scheduleDailySnapshots(
      async () => 'nothing-to-keep',
      onTaken,
      (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    )
    await vi.advanceTimersByTimeAsync(2000)
    expect(listeners.size).toBe(1)
    again()
    expect(listeners.size).toBe(0)
  } finally {
    vi.useRealTimers()
  }
})
