// @vitest-environment happy-dom
import { generateNKeysBetween } from 'fractional-indexing'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { useToastStore } from '@/components/ui/toast-store'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace } from '@/testing/test-workspace'
import { byOrder } from '../model/folders'
import { bookmarkActions } from './use-bookmark-actions'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`move-bookmarks-${n++}`)
})
afterEach(() => workspace.close())

it('moves two thousand bookmarks in one change, in their order, and Undo puts them back', () => {
  const count = 2068
  const orders = generateNKeysBetween(null, null, count)
  const bookmarks = workspace
    .repository('bookmarks')
    .createMany(
      orders.map((order, i) => ({ title: `Site ${i}`, url: `https://site${i}.example/`, order })),
    )
  const folder = workspace.repository('bookmarkFolders').create({ title: 'Reading', order: 'a0' })
  const store = workspace.store('bookmarks')
  store.getAll()
  let changes = 0
  const stop = store.subscribe(() => changes++)

  const start = performance.now()
  bookmarkActions(workspace).moveBookmarks(bookmarks, folder.id)
  const took = performance.now() - start
  stop()
  console.info(`moveBookmarks of ${count} bookmarks: ${Math.round(took)} ms`)

  // Every screen reading the bookmarks updates once, not once per bookmark.
  expect(changes).toBe(1)
  const moved = workspace
    .records('bookmarks')
    .filter((b) => b.folderId === folder.id)
    .sort(byOrder)
  expect(moved.map((b) => b.title)).toEqual(bookmarks.map((b) => b.title))

  const toast = useToastStore.getState().toasts.find((t) => t.title === 'Moved to Reading')!
  expect(toast.message).toBe('2,068 bookmarks')
  const undone = store.subscribe(() => changes++)
  toast.actions.find((a) => a.label === 'Undo')!.onClick()
  undone()
  expect(changes).toBe(2)
  expect(workspace.records('bookmarks').filter((b) => b.folderId === null)).toHaveLength(count)
})
