import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { clearToasts } from '@/components/ui/toast-store'
import type { Workspace } from '@/data/workspace'
import { renderAt } from '@/testing/render-at'
import { holdReading, openTestWorkspace, settleRows } from '@/testing/test-workspace'
import { useBookmarksUi } from '../model/bookmarks-ui-store'
import { BookmarksScreen } from './bookmarks-screen'

vi.mock('@/lib/idle', () => ({ whenIdle: () => () => {} }))

let workspace: Workspace
let n = 0
/** The bookmarks scrolled into view, by their link's text. */
let scrolled: string[]

beforeEach(async () => {
  workspace = await openTestWorkspace(`bookmark-address-${n++}`)
  useBookmarksUi.setState({ searchWanted: false, layout: 'list' })
  scrolled = []
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this.querySelector('a')?.textContent ?? '?')
  })
})
afterEach(async () => {
  vi.restoreAllMocks()
  clearToasts()
  await workspace.close()
})

/** The address's parameters. */
const where = (router: ReturnType<typeof open>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search))

const open = (at: string) => renderAt(workspace, '/bookmarks', <BookmarksScreen />, at)

it('shows a bookmark of a long folder opened by its address: in view, focused and marked for a moment', async () => {
  const folder = workspace.repository('bookmarkFolders').create({ title: 'Reading', order: 'a0' })
  const created = workspace.repository('bookmarks').createMany(
    Array.from({ length: 250 }, (_, i) => ({
      url: `https://example.com/${i}`,
      title: `Page ${i}`,
      folderId: folder.id,
      order: `a${String(i).padStart(3, '0')}`,
    })),
  )
  await settleRows(workspace)
  const router = open(`/bookmarks?folder=${folder.id}&bookmark=${created[240]!.id}`)
  // Pages of 200: the second is drawn for it.
  const link = await screen.findByRole('link', { name: 'Page 240' }, { timeout: 15_000 })
  await waitFor(() => expect(link).toHaveFocus())
  expect(scrolled).toEqual(['Page 240'])
  const row = link.closest('li')!
  expect(row).toHaveAttribute('data-marked')
  expect(where(router)).toEqual({ folder: folder.id })
  await waitFor(() => expect(row).not.toHaveAttribute('data-marked'), { timeout: 4000 })
})

it("reads 'All bookmarks' on, a page at a time, for an old bookmark at the top level", async () => {
  const created = workspace.repository('bookmarks').createMany(
    Array.from({ length: 450 }, (_, i) => ({
      url: `https://example.com/${i}`,
      title: `Page ${i}`,
      createdAt: 1_000 + i,
    })),
  )
  await settleRows(workspace)
  const store = workspace.store('bookmarks')
  holdReading(workspace, 'bookmarks')
  // Newest first: the oldest is the last row, past two pages of 200.
  open(`/bookmarks?bookmark=${created[0]!.id}`)
  const link = await screen.findByRole('link', { name: 'Page 0' }, { timeout: 15_000 })
  await waitFor(() => expect(link).toHaveFocus())
  expect(link.closest('li')).toHaveAttribute('data-marked')
  expect(scrolled).toEqual(['Page 0'])
  expect(store.isLoaded).toBe(false)
})

it("leaves a view that does not hold the bookmark as it is, the address's part gone", async () => {
  const folder = workspace.repository('bookmarkFolders').create({ title: 'Reading', order: 'a0' })
  const elsewhere = workspace
    .repository('bookmarks')
    .create({ url: 'https://example.com/', title: 'Elsewhere', order: 'a0' })
  workspace
    .repository('bookmarks')
    .create({ url: 'https://example.org/', title: 'Here', folderId: folder.id, order: 'a0' })
  await settleRows(workspace)
  const router = open(`/bookmarks?folder=${folder.id}&bookmark=${elsewhere.id}`)
  await screen.findByRole('link', { name: 'Here' })
  await waitFor(() => expect(where(router)).toEqual({ folder: folder.id }))
  expect(scrolled).toEqual([])
  expect(document.querySelector('[data-marked]')).toBeNull()
})
