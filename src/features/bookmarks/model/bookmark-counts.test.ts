// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { countRanges } from '@/data/persistence/row-store-reads'
import { shows } from '@/data/records/trashed'
import { UNTAGGED_BOOKMARK_ROWS } from '@/data/row-range'
import { settleRows } from '@/testing/test-workspace'
import { Workspace } from '@/data/workspace'
import { countBookmarks } from './bookmark-counts'

let workspace: Workspace | null = null
afterEach(async () => {
  await workspace?.close()
  workspace = null
})

// The screen shows the row store's counts until the rows worker has read every bookmark, then
// the worker's (`countBookmarks`). The rows worker counts what it holds (`countBookmarks`) where the screen counted ranges of the
// row store's indexes: both must say the same, whatever the bookmarks hold.
it('counts what the row store counts: each folder’s own, every one, favourites, untagged', async () => {
  workspace = await Workspace.open('bookmark-counts-1')
  const bookmarks = workspace.repository('bookmarks')
  const made = [
    { folderId: 'folder:a', favourite: true, tags: ['x'] },
    { folderId: 'folder:a', favourite: false, tags: [] },
    { folderId: 'folder:b', favourite: true, tags: ['x', 'y'] },
    { folderId: null, favourite: false, tags: [] },
    { folderId: 'folder:b', favourite: false, tags: ['y'] },
    { folderId: 'folder:c', favourite: true, tags: [] },
  ].map((fields, i) =>
    bookmarks.create({ title: `B${i}`, url: `https://b${i}.example.com/`, ...fields }),
  )
  // One in the Trash: in neither count.
  bookmarks.trash([made[4]!.id])
  await settleRows(workspace)
  const db = workspace.persistence.db!
  const range = (lower: IDBValidKey, upper: IDBValidKey) => IDBKeyRange.bound(lower, upper)
  const folders = ['folder:a', 'folder:b', 'folder:c']
  const own = await countRanges(
    db,
    'parent',
    folders.map((id) => range(['bookmarks', id, 0], ['bookmarks', id, 0, []])),
  )
  // Every row, less those in the Trash (the `notes` index's Trash ranges).
  const [rows] = await countRanges(db, 'collection', [range('bookmarks', 'bookmarks')])
  const [trashed] = await countRanges(db, 'notes', [range(['bookmarks', 1], ['bookmarks', 2, []])])
  const all = rows! - trashed!
  const [favourites] = await countRanges(db, 'flag', [
    range(['bookmarks', 1], ['bookmarks', 1, []]),
  ])
  const [untagged] = await countRanges(db, 'tags', [
    range(UNTAGGED_BOOKMARK_ROWS.lower, UNTAGGED_BOOKMARK_ROWS.upper),
  ])

  // What the worker holds: the rows a screen shows (`RowsLoad`), none in the Trash.
  const held = workspace.records('bookmarks').filter((b) => shows('bookmarks', b))
  expect(held).toHaveLength(5)
  const counted = countBookmarks(held)
  expect(own).toEqual([2, 1, 1])
  expect(folders.map((id) => counted.own.get(id) ?? 0)).toEqual(own)
  expect(counted.smart).toEqual({ all, favourites, untagged })
  expect(counted.smart).toEqual({ all: 5, favourites: 3, untagged: 3 })
})
