import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { clearToasts } from '@/components/ui/toast-store'
import type { Workspace } from '@/data/workspace'
import { holdReading, openTestWorkspace, settleRows } from '@/testing/test-workspace'
import { renderAt } from '@/testing/render-at'
import { BookmarksScreen } from './bookmarks-screen'

// The search index is built in idle time from every bookmark: never here, where the tests say
// when every bookmark is read.
vi.mock('@/lib/idle', () => ({ whenIdle: () => () => {} }))

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

it('lists the newest bookmarks from the row store in All bookmarks, favourites among them', async () => {
  workspace.repository('bookmarks').createMany(
    Array.from({ length: 250 }, (_, i) => ({
      url: `https://example.com/${i}`,
      title: `Page ${i}`,
      createdAt: 1_000 + i,
      favourite: i % 7 === 0,
    })),
  )
  await settleRows(workspace)
  const readAll = holdReading(workspace, 'bookmarks')
  renderAt(workspace, '/bookmarks', <BookmarksScreen />, '/bookmarks')
  const list = await screen.findByRole('list', { name: 'All bookmarks' })
  await waitFor(() =>
    expect(within(list).getAllByRole('link', { name: /^Page / })).toHaveLength(100),
  )
  const titles = within(list)
    .getAllByRole('link', { name: /^Page / })
    .map((link) => link.textContent)
  // Newest first, plain and favourite alike: pages 249 down to 150.
  expect(titles[0]).toContain('Page 249')
  expect(titles.some((title) => title?.includes('Page 245'))).toBe(true)
  expect(titles.at(-1)).toContain('Page 150')
  expect(within(list).queryByRole('link', { name: /^Page 120\b/ })).not.toBeInTheDocument()
  // Every bookmark read: the list goes on past the first page.
  readAll()
  expect(await within(list).findByRole('link', { name: /^Page 120\b/ })).toBeInTheDocument()
})
