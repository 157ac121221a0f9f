// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { settleRows } from '@/testing/test-workspace'
import { rowKeys } from './doc/row-layout'
import type { RowFeed } from './persistence/row-feed'
import { RowPage } from './row-page'
import type { RowRange } from './row-query'
import type { RowSource } from './row-range'
import { Workspace } from './workspace'

let workspace: Workspace | null = null
afterEach(async () => {
  await workspace?.close()
  workspace = null
})

const FAVOURITES: RowRange = {
  index: 'flag',
  lower: ['bookmarks', 1],
  upper: ['bookmarks', 1, []],
}

async function readOf(page: RowPage<'bookmarks'>) {
  // The rows come first, their count after them.
  for (let i = 0; i < 100 && (page.state === 'reading' || page.shown?.total == null); i++)
    await new Promise((resolve) => setTimeout(resolve, 5))
  return page.shown!
}

/** 12 favourites: four created at each of three times, and two bookmarks that are not. */
async function withFavourites(id: string) {
  workspace = await Workspace.open(id)
  const bookmarks = workspace.repository('bookmarks')
  for (let i = 0; i < 12; i++)
    bookmarks.create({
      title: `Favourite ${i}`,
      url: `https://f${i}.example.com/`,
      favourite: true,
      createdAt: 1_000 * (1 + Math.floor(i / 4)),
    })
  bookmarks.create({ title: 'Plain', url: 'https://plain.example.com/', createdAt: 9_000 })
  await settleRows(workspace)
  return workspace
}

it('reads the newest first, every tie of the last one, and how many there are', async () => {
  const open = await withFavourites('row-page-1')
  const page = open.reads.livePage('bookmarks', FAVOURITES, 5)!
  page.subscribe(() => {})
  const { records, total } = await readOf(page)
  expect(total).toBe(12)
  // Five asked for: the four created last, then all four created at the next time (ties).
  expect(records.map((b) => b.createdAt)).toEqual([3000, 3000, 3000, 3000, 2000, 2000, 2000, 2000])
})

it('reads a page without its count when its reader knows it another way', async () => {
  const open = await withFavourites('row-page-uncounted')
  const counted = open.reads.livePage('bookmarks', FAVOURITES, 5)!
  const uncounted = open.reads.livePage('bookmarks', FAVOURITES, 5, false)!
  // Two pages: the reader of one never gets the other's count.
  expect(uncounted).not.toBe(counted)
  counted.subscribe(() => {})
  uncounted.subscribe(() => {})
  expect((await readOf(counted)).total).toBe(12)
  for (let i = 0; i < 20 && uncounted.state === 'reading'; i++)
    await new Promise((resolve) => setTimeout(resolve, 5))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(uncounted.shown!.records).toEqual(counted.shown!.records)
  expect(uncounted.shown!.total).toBeNull()
})

it('drops a record that leaves the range and shows one that enters it at once, then reads again', async () => {
  const open = await withFavourites('row-page-2')
  const page = open.reads.livePage('bookmarks', FAVOURITES, 4)!
  page.subscribe(() => {})
  const first = await readOf(page)
  const gone = first.records[0]!
  open.repository('bookmarks').update(gone.id, { favourite: false })
  // In the same task as the change.
  expect(page.shown!.records.map((b) => b.id)).not.toContain(gone.id)
  expect(page.shown!.total).toBe(11)
  const added = open.repository('bookmarks').create({
    title: 'Newest',
    url: 'https://newest.example.com/',
    favourite: true,
    createdAt: 5_000,
  })
  // The newest shows at once, in the same task; its count comes with the next read.
  expect(page.shown!.records[0]!.id).toBe(added.id)
  for (let i = 0; i < 100 && page.shown!.total !== 12; i++)
    await new Promise((resolve) => setTimeout(resolve, 5))
  expect(page.shown!.total).toBe(12)
  expect(page.shown!.records.map((b) => b.createdAt)).toEqual([5000, 3000, 3000, 3000])
})

it('finds the records it holds by id, as they change', async () => {
  const open = await withFavourites('row-page-find')
  const page = open.reads.livePage('bookmarks', FAVOURITES, 4)!
  page.subscribe(() => {})
  const { records } = await readOf(page)
  for (const record of records) expect(page.find(record.id)).toBe(record)
  const renamed = records[1]!
  open.repository('bookmarks').update(renamed.id, { title: 'Renamed' })
  expect(page.find(renamed.id)?.title).toBe('Renamed')
  const gone = records[0]!
  open.repository('bookmarks').update(gone.id, { favourite: false })
  expect(page.find(gone.id)).toBeUndefined()
  expect(page.find('bookmark:none')).toBeUndefined()
})

it('keeps a change this page predicted until it is stored: no read brings the record back meanwhile', async () => {
  const open = await withFavourites('row-page-predicted')
  const page = open.reads.livePage('bookmarks', FAVOURITES, 4)!
  page.subscribe(() => {})
  const first = await readOf(page)
  const ids = () => page.shown!.records.map((b) => b.id)
  const gone = first.records[0]!.id
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50))
  const feed = open.persistence.rowFeed
  // Deleted on this page, not stored yet (the owner still loading, say): gone at once, and not
  // read back from the store, which still holds it.
  feed.announce({ put: [], remove: [['bookmarks', gone]], predicted: true })
  expect(ids()).not.toContain(gone)
  await settle()
  expect(ids()).not.toContain(gone)
  // A read under way as it is predicted (a reset here) does not bring it back either.
  const next = ids()[0]!
  feed.announce({ reset: true })
  feed.announce({ put: [], remove: [['bookmarks', next]], predicted: true })
  await settle()
  expect(ids()).not.toContain(next)
  // Stored (here: said to be, while the store holds it still): read again, as the store has it.
  feed.announce({ put: [], remove: [['bookmarks', gone]] })
  await settle()
  expect(ids()).toContain(gone)
})

it('keeps a prediction over a read that a stored change of another record starts', async () => {
  const open = await withFavourites('row-page-predicted-between')
  const page = open.reads.livePage('bookmarks', FAVOURITES, 4)!
  page.subscribe(() => {})
  const [gone, edited] = (await readOf(page)).records
  const ids = () => page.shown!.records.map((b) => b.id)
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50))
  const feed = open.persistence.rowFeed
  // Deleted on this page, no read under way; the owner still has to store it.
  feed.announce({ put: [], remove: [['bookmarks', gone!.id]], predicted: true })
  await settle()
  // Another record's edit, stored: the page reads again, from a store that still holds the first.
  open.repository('bookmarks').update(edited!.id, { title: 'Renamed' })
  await settle()
  expect(ids()).not.toContain(gone!.id)
  expect(page.shown!.records.map((b) => b.title)).toContain('Renamed')
  // Its delete stored (said to be, while the store holds it still): shown as the store has it.
  feed.announce({ put: [], remove: [['bookmarks', gone!.id]] })
  await settle()
  expect(ids()).toContain(gone!.id)
})

it('applies a change of many records at once, in the page order', async () => {
  const open = await withFavourites('row-page-many')
  const page = open.reads.livePage('bookmarks', FAVOURITES, 4)!
  page.subscribe(() => {})
  const first = await readOf(page)
  const template = first.records[0]!
  // 40 new favourites (more than are placed one by one), newer than any shown, in no order;
  // and every record shown removed.
  const put = Array.from({ length: 40 }, (_, i) => {
    const record = { ...template, id: `bookmark:new-${i}`, createdAt: 10_000 + ((i * 7) % 40) }
    return { c: 'bookmarks' as const, id: record.id, r: record, k: rowKeys('bookmarks', record) }
  })
  const remove = first.records.map((b): ['bookmarks', string] => ['bookmarks', b.id])
  open.persistence.rowFeed.announce({ put, remove, predicted: true })
  const shown = page.shown!.records.map((b) => b.createdAt)
  expect(shown).toEqual([...shown].sort((a, b) => b - a))
  expect(shown[0]).toBe(10_039)
  expect(page.shown!.records.map((b) => b.id)).not.toContain(template.id)
  expect(page.shown!.total).toBe(12 - first.records.length)
})

it('reads a range backwards: the last records first, a change sorted among them at once', async () => {
  workspace = await Workspace.open('row-page-backwards')
  const notes = workspace.repository('notes')
  for (let i = 0; i < 6; i++) notes.create({ title: `Note ${i}`, updatedAt: 1_000 * (i + 1) })
  const pinned = notes.create({ title: 'Pinned', pinned: true, updatedAt: 500 })
  await settleRows(workspace)
  const live: RowRange = {
    index: 'notes',
    lower: ['notes', 0],
    upper: ['notes', 0, []],
    backwards: true,
  }
  const page = workspace.reads.livePage('notes', live, 3)!
  page.subscribe(() => {})
  for (let i = 0; i < 100 && page.shown?.total == null; i++)
    await new Promise((resolve) => setTimeout(resolve, 5))
  // Pinned first, then the last edited.
  expect(page.shown!.records.map((n) => n.title)).toEqual(['Pinned', 'Note 5', 'Note 4'])
  expect(page.shown!.total).toBe(7)
  // An edit of an older note brings it among those shown, in the same task.
  const oldest = workspace.records('notes').find((n) => n.title === 'Note 0')!
  notes.update(oldest.id, { title: 'Note 0, edited' })
  expect(page.shown!.records.slice(0, 3).map((n) => n.title)).toEqual([
    'Pinned',
    'Note 0, edited',
    'Note 5',
  ])
  expect(page.shown!.records[0]!.id).toBe(pinned.id)
  // The next read keeps the page to its length.
  for (let i = 0; i < 100 && page.shown!.records.length !== 3; i++)
    await new Promise((resolve) => setTimeout(resolve, 5))
  expect(page.shown!.records.map((n) => n.title)).toEqual(['Pinned', 'Note 0, edited', 'Note 5'])
})

it('drops a record that leaves a full page whose last rows tie, without failing its readers', async () => {
  const open = await withFavourites('row-page-leaves')
  // The page on the workspace's own database, fed by hand: a change the way the row feed says it.
  const name = open.reads.toFollow('bookmarks')!.db
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error as Error)
  })
  let feed: ((change: RowFeed) => void) | null = null
  const source: RowSource = {
    db,
    usable: () => true,
    subscribe: (listener) => {
      feed = listener
      return () => {}
    },
  }
  const page = new RowPage('bookmarks', FAVOURITES, 5, source)
  page.subscribe(() => {})
  const first = await readOf(page)
  // Five asked for, eight read (the ties of the fifth): more than a page.
  expect(first.records).toHaveLength(8)
  const gone = { ...first.records[0]!, favourite: false }
  const row = { c: 'bookmarks' as const, id: gone.id, r: gone, k: rowKeys('bookmarks', gone) }
  expect(() => feed!({ put: [row], remove: [] })).not.toThrow()
  expect(page.shown!.records.map((b) => b.id)).not.toContain(gone.id)
  expect(page.shown!.total).toBe(11)
  page.dispose()
  db.close()
})
