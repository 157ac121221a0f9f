import { describe, expect, it } from 'vitest'
import type { FeedChange, IndexAnswer, IndexRequest } from './index-server'
import type { IndexPort } from './index-in-worker'
import { IndexOfRows, ReadingTurns, rowsIndexFor, type RowsToFollow } from './index-of-rows'

/** A worker's port that records what the page posts; the test answers for it. */
function fakePort() {
  const posted: IndexRequest[] = []
  const port: IndexPort & { posted: IndexRequest[]; answer(data: IndexAnswer): void } = {
    posted,
    onmessage: null,
    onerror: null,
    postMessage: (request) => void posted.push(request),
    terminate: () => {},
    answer: (data) => port.onmessage?.({ data } as MessageEvent<IndexAnswer>),
  }
  return port
}

function rows(complete = true) {
  const listeners = new Set<(change: FeedChange) => void>()
  const followed: RowsToFollow & { announce(change: FeedChange): void } = {
    db: 'hearth:workspace:w',
    collection: 'bookmarks',
    isComplete: () => complete,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    announce: (change) => listeners.forEach((listener) => listener(change)),
  }
  return followed
}

const row = (c: string, id: string) => ({ c, id, r: { id, title: id } })

describe('IndexOfRows', () => {
  it("asks the worker to follow the rows, and forwards only its collection's changes", () => {
    const port = fakePort()
    const followed = rows()
    new IndexOfRows(port, followed)
    expect(port.posted).toEqual([{ follow: { db: 'hearth:workspace:w', collection: 'bookmarks' } }])
    followed.announce({ put: [row('todos', 't')], remove: [['notes', 'n']] })
    expect(port.posted).toHaveLength(1)
    followed.announce({
      put: [row('bookmarks', 'b'), row('todos', 't')],
      remove: [['bookmarks', 'x']],
    })
    followed.announce({ reset: true })
    expect(port.posted.slice(1)).toEqual([
      { feed: { put: [row('bookmarks', 'b')], remove: [['bookmarks', 'x']] }, complete: true },
      { feed: { reset: true }, complete: true },
    ])
  })

  it('answers with the records found, or null when the rows cannot answer', async () => {
    const port = fakePort()
    const index = new IndexOfRows(port, rows(), ['title'])
    const found = index.search('r', { limit: 8, select: { text: true } })
    expect(port.posted[1]).toEqual({
      search: 1,
      text: 'r',
      fields: ['title'],
      limit: 8,
      records: { select: { text: true } },
    })
    port.answer({ answer: 1, ids: ['a'], records: [{ id: 'a' }] })
    expect(await found).toEqual([{ id: 'a' }])
    const unusable = index.search('rust')
    port.answer({ answer: 2, ids: [], unusable: true })
    expect(await unusable).toBeNull()
  })

  it('says it has read every row once the worker answers, not while it cannot', async () => {
    const port = fakePort()
    const index = new IndexOfRows(port, rows())
    expect(index.isRead).toBe(false)
    const unusable = index.search('a')
    port.answer({ answer: 1, ids: [], unusable: true })
    expect(await unusable).toBeNull()
    expect(index.isRead).toBe(false)
    const found = index.search('a')
    port.answer({ answer: 2, ids: [], records: [] })
    expect(await found).toEqual([])
    expect(index.isRead).toBe(true)
  })

  it('is found as made for its workspace without making one', () => {
    const ports: ReturnType<typeof fakePort>[] = []
    const indexFor = rowsIndexFor(() => {
      ports.push(fakePort())
      return ports.at(-1)!
    })
    const workspace = {}
    expect(indexFor.made(workspace)).toBeNull()
    expect(ports).toHaveLength(0)
    const index = indexFor(workspace, rows())
    expect(indexFor.made(workspace)).toBe(index)
    expect(indexFor.made({})).toBeNull()
    expect(ports).toHaveLength(1)
  })

  it('finds the first records with how many match in all', async () => {
    const port = fakePort()
    const index = new IndexOfRows(port, rows())
    const first = index.find('rust', { limit: 1 })
    port.answer({ answer: 1, ids: ['a'], records: [{ id: 'a' }], total: 3 })
    expect(await first).toEqual({ records: [{ id: 'a' }], total: 3 })
    const unusable = index.find('rust', { limit: 1 })
    port.answer({ answer: 2, ids: [], unusable: true })
    expect(await unusable).toBeNull()
  })

  it('answers null at once, and from then on, when its worker fails', async () => {
    const port = fakePort()
    const index = new IndexOfRows(port, rows())
    const waiting = index.search('rust')
    const event = new Event('error', { cancelable: true }) as ErrorEvent
    port.onerror?.(event)
    // Handled here: not reported as the page's error.
    expect(event.defaultPrevented).toBe(true)
    expect(await waiting).toBeNull()
    expect(await index.search('again')).toBeNull()
  })

  it('reads its rows in its turn: after the index asked for before it is ready', async () => {
    const turns = new ReadingTurns()
    const notes = fakePort()
    const bookmarks = fakePort()
    const todos = fakePort()
    new IndexOfRows(notes, rows(), undefined, turns)
    const followed = rows()
    const index = new IndexOfRows(bookmarks, followed, undefined, turns)
    const closed = new IndexOfRows(todos, rows(), undefined, turns)
    closed.close()
    // The notes read first (and say when they are ready: a search of none).
    expect(notes.posted).toEqual([
      { follow: { db: 'hearth:workspace:w', collection: 'bookmarks' } },
      { search: 1, text: '', records: {}, limit: 0 },
    ])
    // Meanwhile the bookmarks' changes and searches wait, in order.
    followed.announce({ put: [row('bookmarks', 'b')], remove: [] })
    const found = index.search('rust')
    expect(bookmarks.posted).toEqual([])
    notes.answer({ answer: 1, ids: [] })
    await new Promise((resolve) => setTimeout(resolve))
    expect(bookmarks.posted).toEqual([
      { follow: { db: 'hearth:workspace:w', collection: 'bookmarks' } },
      { feed: { put: [row('bookmarks', 'b')], remove: [] }, complete: true },
      { search: 1, text: 'rust', records: {} },
      { search: 2, text: '', records: {}, limit: 0 },
    ])
    bookmarks.answer({ answer: 1, ids: ['b'], records: [{ id: 'b' }] })
    expect(await found).toEqual([{ id: 'b' }])
    // One closed before its turn takes none: nothing waits on it.
    bookmarks.answer({ answer: 2, ids: [] })
    await new Promise((resolve) => setTimeout(resolve))
    // Each read marked once ready (the collection is the fake rows').
    const marks = performance.getEntriesByName('hearth:rows-index-ready') as PerformanceMark[]
    expect(marks.map((mark) => mark.detail)).toEqual(['bookmarks', 'bookmarks'])
    const after = fakePort()
    new IndexOfRows(after, rows(), undefined, turns)
    expect(after.posted).toHaveLength(2)
  })

  it('lets the next index read once a turn has taken too long', async () => {
    const turns = new ReadingTurns(20)
    const stuck = fakePort()
    const next = fakePort()
    new IndexOfRows(stuck, rows(), undefined, turns)
    new IndexOfRows(next, rows(), undefined, turns)
    expect(next.posted).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(next.posted[0]).toEqual({
      follow: { db: 'hearth:workspace:w', collection: 'bookmarks' },
    })
  })
})
