// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { settleRows } from '@/testing/test-workspace'
import { Workspace } from '../workspace'
import { lastRows } from './row-store-reads'

let workspace: Workspace | null = null
afterEach(async () => {
  vi.restoreAllMocks()
  await workspace?.close()
  workspace = null
})

const LIVE_NOTES = IDBKeyRange.bound(['notes', 0], ['notes', 0, []])

it('reads the last rows of a range backwards, by one request where getAll can, else by cursor', async () => {
  workspace = await Workspace.open('last-rows')
  const notes = workspace.repository('notes')
  for (let i = 0; i < 6; i++) notes.create({ title: `Note ${i}`, updatedAt: 1_000 * (i + 1) })
  notes.create({ title: 'Pinned', pinned: true, updatedAt: 500 })
  await settleRows(workspace)
  const db = workspace.persistence.db!
  const expected = ['Pinned', 'Note 5', 'Note 4']

  const cursor = vi.spyOn(IDBIndex.prototype, 'openCursor')
  const byGetAll = await lastRows(db, 'notes', LIVE_NOTES, 3)
  expect(byGetAll.map((row) => row.r.title)).toEqual(expected)
  expect(cursor).not.toHaveBeenCalled()

  // A browser whose getAll takes no options (no `getAllRecords` beside it): a cursor.
  const records = Object.getOwnPropertyDescriptor(IDBIndex.prototype, 'getAllRecords')!
  Reflect.deleteProperty(IDBIndex.prototype, 'getAllRecords')
  try {
    const byCursor = await lastRows(db, 'notes', LIVE_NOTES, 3)
    expect(byCursor.map((row) => row.r.title)).toEqual(expected)
    expect(cursor).toHaveBeenCalledTimes(1)
  } finally {
    Object.defineProperty(IDBIndex.prototype, 'getAllRecords', records)
  }
  // A getAll that refuses options (not a key) beside a `getAllRecords`: a cursor all the same.
  const getAll = IDBIndex.prototype.getAll
  vi.spyOn(IDBIndex.prototype, 'getAll').mockImplementation(function (this: IDBIndex, ...args) {
    if (args[0] && !(args[0] instanceof IDBKeyRange) && typeof args[0] === 'object')
      throw new DOMException('Not a valid key', 'DataError')
    return getAll.apply(this, args)
  })
  const refused = await lastRows(db, 'notes', LIVE_NOTES, 3)
  expect(refused.map((row) => row.r.title)).toEqual(expected)
  expect(cursor).toHaveBeenCalledTimes(2)
  // More than the range holds: all of it.
  expect(await lastRows(db, 'notes', LIVE_NOTES, 50)).toHaveLength(7)
})
