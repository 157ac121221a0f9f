// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { settleRows } from '@/testing/test-workspace'
import { Workspace } from '../workspace'
import { reading } from './reads-first'
import {
  COUNT_BATCH,
  COUNT_BATCH_MS,
  CountSuperseded,
  FIRST_COUNT_BATCH,
  countRanges,
  nextCountBatch,
} from './row-store-reads'

let workspace: Workspace | null = null
afterEach(async () => {
  await workspace?.close()
  workspace = null
})

/** Bookmarks in `folders` folders: folder i holds i % 4 of them. */
async function withFolders(id: string, folders: number) {
  workspace = await Workspace.open(id)
  const bookmarks = workspace.repository('bookmarks')
  for (let i = 0; i < folders; i++)
    for (let n = 0; n < i % 4; n++)
      bookmarks.create({
        title: `B ${i}.${n}`,
        url: `https://b${i}-${n}.example.com/`,
        folderId: `folder:${i}`,
      })
  await settleRows(workspace)
  return workspace
}

const folderRange = (i: number) =>
  IDBKeyRange.bound(['bookmarks', `folder:${i}`, 0], ['bookmarks', `folder:${i}`, 0, []])

afterEach(() => {
  vi.restoreAllMocks()
})

/** The page's clock, standing still (counts that take no time) or `step` ms on at each look. */
function clock(step: number) {
  let now = 0
  vi.spyOn(performance, 'now').mockImplementation(() => (now += step))
}

it('counts many ranges a batch a transaction, in the order asked, letting reads go between', async () => {
  const folders = COUNT_BATCH * 2 + 5
  const open = await withFolders('count-ranges-1', folders)
  const db = open.persistence.db!
  // Counts that take no time: after the first few, as many a transaction as there may be.
  clock(0)
  const transaction = vi.spyOn(db, 'transaction')
  // A read of rows begins as the first batch is asked: the next batch waits until it ends.
  let end!: () => void
  let held: Promise<void> | null = null
  transaction.mockImplementationOnce(function (this: IDBDatabase, ...args) {
    held = reading(db, () => new Promise<void>((resolve) => (end = resolve)))
    return IDBDatabase.prototype.transaction.apply(this, args)
  })
  const counting = countRanges(
    db,
    'parent',
    Array.from({ length: folders }, (_, i) => folderRange(i)),
  )
  await vi.waitFor(() => expect(held).not.toBeNull())
  await new Promise((resolve) => setTimeout(resolve, 30))
  expect(transaction).toHaveBeenCalledTimes(1)
  end()
  const counts = await counting
  expect(counts).toEqual(Array.from({ length: folders }, (_, i) => i % 4))
  // FIRST_COUNT_BATCH, then COUNT_BATCH, COUNT_BATCH and the last one.
  expect(FIRST_COUNT_BATCH + 2 * COUNT_BATCH).toBeLessThan(folders)
  expect(transaction).toHaveBeenCalledTimes(4)
  expect(await countRanges(db, 'parent', [])).toEqual([])
})

it('gives a count up between its batches once a newer one is wanted', async () => {
  const folders = COUNT_BATCH * 3
  const open = await withFolders('count-ranges-2', folders)
  const db = open.persistence.db!
  const transaction = vi.spyOn(db, 'transaction')
  let wanted = true
  // The rows change (a newer count is wanted) while the first batch is counted.
  transaction.mockImplementationOnce(function (this: IDBDatabase, ...args) {
    wanted = false
    return IDBDatabase.prototype.transaction.apply(this, args)
  })
  const ranges = Array.from({ length: folders }, (_, i) => folderRange(i))
  const counting = countRanges(db, 'parent', ranges, () => wanted)
  await expect(counting).rejects.toBeInstanceOf(CountSuperseded)
  expect(transaction).toHaveBeenCalledTimes(1)
  // Not wanted before it began: nothing is asked of IndexedDB.
  await expect(countRanges(db, 'parent', ranges, () => false)).rejects.toBeInstanceOf(
    CountSuperseded,
  )
  expect(transaction).toHaveBeenCalledTimes(1)
})

it('counts fewer ranges a transaction as counts take longer, one at least', async () => {
  // 24 ms a transaction whatever it counts: 4 ranges (6 ms each), then 2 (12 ms each), then 1.
  expect(nextCountBatch(4, 24)).toBe(2)
  expect(nextCountBatch(2, 24)).toBe(1)
  expect(nextCountBatch(1, 24)).toBe(1)
  // Quick counts: up to COUNT_BATCH; a clock that did not move is as quick as can be.
  expect(nextCountBatch(4, 0.4)).toBe(COUNT_BATCH)
  expect(nextCountBatch(4, 0)).toBe(COUNT_BATCH)
  expect(nextCountBatch(10, COUNT_BATCH_MS)).toBe(10)

  const folders = 12
  const open = await withFolders('count-ranges-3', folders)
  const db = open.persistence.db!
  // Each look at the clock 30 ms on: each transaction seems to take 30 ms, whatever it counts.
  clock(30)
  const transaction = vi.spyOn(db, 'transaction')
  const counts = await countRanges(
    db,
    'parent',
    Array.from({ length: folders }, (_, i) => folderRange(i)),
  )
  expect(counts).toEqual(Array.from({ length: folders }, (_, i) => i % 4))
  // 4 (7.5 ms each: 2 next), 2 (15 ms each: 1 next), then the 6 left one by one.
  expect(transaction).toHaveBeenCalledTimes(8)
})
