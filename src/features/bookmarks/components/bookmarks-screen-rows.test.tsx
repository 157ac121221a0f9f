import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { clearToasts } from '@/components/ui/toast-store'
import type { Workspace } from '@/data/workspace'
import { holdReading, openTestWorkspace, settleRows } from '@/testing/test-workspace'
import { renderAt } from '@/testing/render-at'
import { BookmarksScreen } from './bookmarks-screen'

let workspace: Workspace
let n = 0

beforeEach(async () => {
  workspace = await openTestWorkspace(`bookmarks-screen-rows-${n++}`)
})
afterEach(async () => {
  vi.restoreAllMocks()
  clearToasts()
  await workspace.close()
})

it('opens a folder of a large workspace from the row store, then counts every folder', async () => {
  const folders = workspace.repository('bookmarkFolders')
  const reading = folders.create({ title: 'Reading', order: 'a0' })
  const tools = folders.create({ title: 'Tools', order: 'a1' })
  workspace.repository('bookmarks').createMany([
    ...Array.from({ length: 400 }, (_, i) => ({
      url: `https://example.com/${i}`,
      title: `Page ${i}`,
      folderId: tools.id,
    })),
    { url: 'https://example.org/essay', title: 'An essay', folderId: reading.id, order: 'a0' },
  ])
  await settleRows(workspace)
  // Every record is read only when the test says so: the first rows must not wait for it.
  const store = workspace.store('bookmarks')
  const readAll = holdReading(workspace, 'bookmarks')
  renderAt(workspace, '/bookmarks', <BookmarksScreen />, `/bookmarks?folder=${reading.id}`)
  const list = await screen.findByRole('list', { name: 'Reading' })
  expect(within(list).getByRole('link', { name: /An essay/ })).toBeInTheDocument()
  expect(store.isLoaded).toBe(false)
  // The tree's counts follow once every bookmark is read.
  const tree = screen.getByRole('tree')
  expect(within(tree).queryByText('400')).not.toBeInTheDocument()
  readAll()
  await waitFor(() => expect(within(tree).getByText('400')).toBeInTheDocument())
})
