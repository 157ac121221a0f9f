import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { IndexAnswer, IndexedText, TextIndex } from './index-server'
import { KEEP_FROM, STORE_QUIET_MS } from './kept-index'
import { miniSearchIndex } from './mini-search-index'
import { rowsIndexServer, type RecordsSink } from './rows-index-server'
import type { IndexStore, StoredIndex } from './stored-indexes'

const OPTIONS = { fields: ['title'], searchOptions: { prefix: true } }

/** An in-memory store, counting its writes. */
function memoryStore() {
  const kept = new Map<string, StoredIndex>()
  const writes: string[] = []
  const store: IndexStore = {
    read: (db, collection) => Promise.resolve(kept.get(`${db}/${collection}`)),
    write: (db, collection, stored) => {
      writes.push(`${db}/${collection}`)
      kept.set(`${db}/${collection}`, structuredClone(stored))
      return Promise.resolve()
    },
  }
  return { store, kept, writes }
}

/** A MiniSearch index that counts the records it is given to index. */
function countingIndex(format = 'test-1') {
  const index = miniSearchIndex(OPTIONS, format)
  const indexed: string[] = []
  const discarded: string[] = []
  const counting: TextIndex = {
    ...index,
    put: (records) => {
      indexed.push(...records.map((r) => r.id))
      index.put(records)
    },
    discard: (ids) => {
      discarded.push(...ids)
      index.discard(ids)
    },
  }
  return { index: counting, indexed, discarded }
}

const rows = (n: number, title = (i: number) => `Page ${i}`) =>
  Array.from({ length: n }, (_, i) => ({ id: `b${i}`, title: title(i) }))

/** A rows index server on `store`: its rows given by the test (`sink`), its answers kept. */
function serve(store: IndexStore, format?: string) {
  const { index, indexed, discarded } = countingIndex(format)
  const answers: IndexAnswer[] = []
  const state = { sink: null as RecordsSink | null }
  const handle = rowsIndexServer(
    index,
    {
      text: (r): IndexedText => ({ id: r.id as string, title: r.title as string }),
      follow: (_db, _collection, sink) => {
        state.sink = sink
        return { feed: () => {}, close: () => {} }
      },
    },
    (answer) => answers.push(answer),
    store,
  )
  let asked = 0
  const search = (text: string) => {
    handle({ search: ++asked, text, records: {} })
    return asked
  }
  const answer = (id: number) => answers.find((a) => a.answer === id)
  handle({ follow: { db: 'db', collection: 'bookmarks' } })
  /** Gives every row (`list`) once the stored index is read, as the data layer would. */
  const read = async (list: Record<string, unknown>[]) => {
    await vi.waitFor(() => expect(state.sink).not.toBeNull())
    state.sink!.put(list, [], false)
    state.sink!.done(null, new Set())
  }
  return { search, answer, read, indexed, discarded, state }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('a rows index kept between starts', () => {
  it('is built the first time, stored once the worker is quiet, and read back the next', async () => {
    const { store, writes, kept } = memoryStore()
    const first = serve(store)
    await first.read(rows(KEEP_FROM))
    expect(first.indexed).toHaveLength(KEEP_FROM)
    // A search pushes the write back: the worker answers first.
    vi.advanceTimersByTime(STORE_QUIET_MS - 10)
    expect(first.answer(first.search('Page 7'))?.ids[0]).toBe('b7')
    vi.advanceTimersByTime(STORE_QUIET_MS - 10)
    expect(writes).toEqual([])
    vi.advanceTimersByTime(20)
    expect(writes).toEqual(['db/bookmarks'])
    expect(kept.get('db/bookmarks')?.ids).toHaveLength(KEEP_FROM)

    const next = serve(store)
    const early = next.search('Page 42')
    await next.read(rows(KEEP_FROM))
    // Nothing changed: nothing is indexed again, and the answers are the same.
    expect(next.indexed).toEqual([])
    expect(next.answer(early)?.ids[0]).toBe('b42')
    vi.advanceTimersByTime(STORE_QUIET_MS * 2)
    expect(writes).toHaveLength(1)
  })

  it('indexes again only what changed, and forgets what the rows no longer show', async () => {
    const { store } = memoryStore()
    const first = serve(store)
    await first.read(rows(KEEP_FROM))
    vi.advanceTimersByTime(STORE_QUIET_MS)

    const next = serve(store)
    // b1 renamed, b2 gone (deleted or in the Trash: no row shown), b9999 new.
    const now = rows(KEEP_FROM, (i) => (i === 1 ? 'Renamed garden' : `Page ${i}`)).filter(
      (r) => r.id !== 'b2',
    )
    await next.read([...now, { id: 'b9999', title: 'Fresh page' }])
    expect(next.indexed.sort()).toEqual(['b1', 'b9999'])
    // What is gone leaves the index (a search would not list it anyway: no record to show).
    expect(next.discarded).toEqual(['b2'])
    expect(next.answer(next.search('garden'))?.ids).toEqual(['b1'])
    expect(next.answer(next.search('Page 1'))?.ids).not.toContain('b1')
    expect(next.answer(next.search('Page 2'))?.ids).not.toContain('b2')
    expect(next.answer(next.search('Fresh'))?.ids).toEqual(['b9999'])
  })

  it('is stored again once much has changed, not for a few changes', async () => {
    const { store, writes } = memoryStore()
    const first = serve(store)
    await first.read(rows(KEEP_FROM * 10))
    vi.advanceTimersByTime(STORE_QUIET_MS)
    expect(writes).toHaveLength(1)

    const few = serve(store)
    await few.read(rows(KEEP_FROM * 10, (i) => (i < 10 ? `Changed ${i}` : `Page ${i}`)))
    vi.advanceTimersByTime(STORE_QUIET_MS * 2)
    expect(writes).toHaveLength(1)

    const many = serve(store)
    await many.read(rows(KEEP_FROM * 10, (i) => (i < 1_000 ? `Changed ${i}` : `Page ${i}`)))
    expect(many.indexed).toHaveLength(1_000)
    vi.advanceTimersByTime(STORE_QUIET_MS)
    expect(writes).toHaveLength(2)
    const after = serve(store)
    await after.read(rows(KEEP_FROM * 10, (i) => (i < 1_000 ? `Changed ${i}` : `Page ${i}`)))
    expect(after.indexed).toEqual([])
  })

  it('is not kept for a few records', async () => {
    const { store, writes } = memoryStore()
    const first = serve(store)
    await first.read(rows(KEEP_FROM - 1))
    vi.advanceTimersByTime(STORE_QUIET_MS * 2)
    expect(writes).toEqual([])
  })

  it('builds anew from an index of another format, or one that cannot be read', async () => {
    const { store, kept } = memoryStore()
    const first = serve(store, 'test-1')
    await first.read(rows(KEEP_FROM))
    vi.advanceTimersByTime(STORE_QUIET_MS)

    const otherFormat = serve(store, 'test-2')
    await otherFormat.read(rows(KEEP_FROM))
    expect(otherFormat.indexed).toHaveLength(KEEP_FROM)
    vi.advanceTimersByTime(STORE_QUIET_MS)

    const stored = kept.get('db/bookmarks')!
    kept.set('db/bookmarks', { ...stored, format: stored.format, index: '{"not":"an index"}' })
    const broken = serve(store, 'test-2')
    const early = broken.search('Page 3')
    await broken.read(rows(KEEP_FROM))
    expect(broken.indexed).toHaveLength(KEEP_FROM)
    expect(broken.answer(early)?.ids[0]).toBe('b3')

    // Its records not those the index holds: built anew too.
    kept.set('db/bookmarks', {
      ...stored,
      ids: stored.ids.slice(1),
      prints: stored.prints.slice(1),
    })
    const mismatched = serve(store, 'test-2')
    await mismatched.read(rows(KEEP_FROM))
    expect(mismatched.indexed).toHaveLength(KEEP_FROM)
  })
})
