import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { clearToasts } from '@/components/ui/toast-store'
import type { Workspace } from '@/data/workspace'
import { holdReading, openTestWorkspace, settleRows } from '@/testing/test-workspace'
import { renderAt } from '@/testing/render-at'
import { useBookmarksUi } from '../model/bookmarks-ui-store'
import { BookmarksScreen } from './bookmarks-screen'

// The search index is built in idle time from every bookmark: never here, where the tests say
// when every bookmark is read.
vi.mock('@/lib/idle', () => ({ whenIdle: () => () => {} }))

let workspace: Workspace
let n = 0

beforeEach(async () => {
  workspace = await openTestWorkspace(`bookmarks-screen-rows-${n++}`)
  useBookmarksUi.setState({ searchWanted: false })
})
afterEach(async () => {
  vi.restoreAllMocks()
  clearToasts()
  await workspace.close()
})

it('opens a folder of a large workspace and counts every folder and view, never reading every bookmark', async () => {
  const folders = workspace.repository('bookmarkFolders')
  const reading = folders.create({ title: 'Reading', order: 'a0' })
  const tools = folders.create({ title: 'Tools', order: 'a1' })
  const kitchen = folders.create({ title: 'Kitchen', parentId: tools.id, order: 'a0' })
  workspace.repository('bookmarks').createMany([
    ...Array.from({ length: 400 }, (_, i) => ({
      url: `https://example.com/${i}`,
      title: `Page ${i}`,
      folderId: i < 100 ? kitchen.id : tools.id,
      tags: i % 4 ? [] : ['tool'],
      favourite: i % 10 === 0,
    })),
    { url: 'https://example.org/essay', title: 'An essay', folderId: reading.id, order: 'a0' },
  ])
  await settleRows(workspace)
  // Every record would be read only when the test says so: it never does.
  const store = workspace.store('bookmarks')
  holdReading(workspace, 'bookmarks')
  renderAt(workspace, '/bookmarks', <BookmarksScreen />, `/bookmarks?folder=${reading.id}`)
  const list = await screen.findByRole('list', { name: 'Reading' })
  expect(within(list).getByRole('link', { name: /An essay/ })).toBeInTheDocument()
  // The tree's counts come from the row store's counts: a folder's with its sub-folders'.
  const tree = screen.getByRole('tree')
  const count = (name: RegExp) => within(tree).getByRole('treeitem', { name })
  await waitFor(() => expect(count(/^Tools/)).toHaveTextContent('400'))
  const view = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) })
  expect(view('All bookmarks')).toHaveTextContent('401')
  expect(view('Favourites')).toHaveTextContent('40')
  expect(view('Untagged')).toHaveTextContent('301')
  // A change counts again.
  workspace.repository('bookmarks').create({ url: 'https://example.com/new', folderId: kitchen.id })
  await waitFor(() => {
    expect(count(/^Tools/)).toHaveTextContent('401')
    expect(view('Untagged')).toHaveTextContent('302')
  })
  expect(store.isLoaded).toBe(false)
  expect(store.preload).not.toHaveBeenCalled()
})

it('counts the views before every folder is counted', async () => {
  const folders = workspace.repository('bookmarkFolders')
  const reading = folders.create({ title: 'Reading', order: 'a0' })
  workspace.repository('bookmarks').createMany(
    Array.from({ length: 260 }, (_, i) => ({
      url: `https://example.com/${i}`,
      folderId: i < 10 ? reading.id : null,
      favourite: i % 10 === 0,
    })),
  )
  await settleRows(workspace)
  // The folders' counts held back (300 folders at Extra large: a second and a half).
  const counts = workspace.reads.counts.bind(workspace.reads)
  vi.spyOn(workspace.reads, 'counts').mockImplementation((index, ...rest) => {
    const asked = counts(index, ...rest)
    return asked && index === 'parent' ? { ...asked, counts: new Promise(() => {}) } : asked
  })
  holdReading(workspace, 'bookmarks')
  renderAt(workspace, '/bookmarks', <BookmarksScreen />, '/bookmarks')
  const view = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) })
  await waitFor(() => expect(view('All bookmarks')).toHaveTextContent('260'))
  expect(view('Favourites')).toHaveTextContent('26')
  expect(view('Untagged')).toHaveTextContent('260')
  // Reading's count waits for the folders'.
  expect(
    within(screen.getByRole('tree')).getByRole('treeitem', { name: /^Reading/ }),
  ).not.toHaveTextContent('10')
})

it('lists Untagged from the row store, without reading every bookmark', async () => {
  const created = workspace.repository('bookmarks').createMany(
    Array.from({ length: 300 }, (_, i) => ({
      url: `https://example.com/${i}`,
      title: `Page ${i}`,
      createdAt: 1_000 + i,
      tags: i === 7 || i === 250 ? [] : ['read'],
    })),
  )
  await settleRows(workspace)
  const store = workspace.store('bookmarks')
  holdReading(workspace, 'bookmarks')
  renderAt(workspace, '/bookmarks', <BookmarksScreen />, '/bookmarks?view=untagged')
  const list = await screen.findByRole('list', { name: 'Untagged' })
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Page 250'), expect.stringContaining('Page 7')]),
  )
  // Tagged, it leaves the view; untagged, it comes in (the `tags` index holds one key a tag).
  const seven = created[7]!
  workspace.repository('bookmarks').update(seven.id, { tags: ['read'] })
  await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1))
  workspace.repository('bookmarks').update(seven.id, { tags: [] })
  await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2))
  expect(store.isLoaded).toBe(false)
  expect(store.preload).not.toHaveBeenCalled()
})

it('reads every bookmark for a search once its field is focused, and finds across folders', async () => {
  const folders = workspace.repository('bookmarkFolders')
  const reading = folders.create({ title: 'Reading', order: 'a0' })
  workspace.repository('bookmarks').createMany([
    ...Array.from({ length: 300 }, (_, i) => ({
      url: `https://example.com/${i}`,
      title: `Page ${i}`,
    })),
    { url: 'https://example.org/essay', title: 'An essay', folderId: reading.id, order: 'a0' },
  ])
  await settleRows(workspace)
  const store = workspace.store('bookmarks')
  const preload = vi.spyOn(store, 'preload')
  const user = userEvent.setup()
  renderAt(workspace, '/bookmarks', <BookmarksScreen />, `/bookmarks?folder=${reading.id}`)
  await screen.findByRole('list', { name: 'Reading' })
  expect(preload).not.toHaveBeenCalled()
  await user.click(screen.getByRole('searchbox', { name: 'Search bookmarks' }))
  await waitFor(() => expect(preload).toHaveBeenCalled())
  await user.keyboard('page 12')
  const results = await screen.findByRole('list', { name: 'Search results' }, { timeout: 5_000 })
  await waitFor(() =>
    expect(within(results).getAllByRole('link', { name: /^Page 12/ })[0]).toBeInTheDocument(),
  )
})

/**
 * 250 bookmarks ('Page 0' to 'Page 249', created in that order, every seventh a favourite) in
 * rows, the collection's store held back, and Bookmarks opened on 'All bookmarks' at its first
 * 200: its list, and every link of it shown.
 */
async function allBookmarksOf250() {
  workspace.repository('bookmarks').createMany(
    Array.from({ length: 250 }, (_, i) => ({
      url: `https://example.com/${i}`,
      title: `Page ${i}`,
      createdAt: 1_000 + i,
      favourite: i % 7 === 0,
    })),
  )
  await settleRows(workspace)
  const store = workspace.store('bookmarks')
  holdReading(workspace, 'bookmarks')
  const user = userEvent.setup()
  renderAt(workspace, '/bookmarks', <BookmarksScreen />, '/bookmarks')
  const list = await screen.findByRole('list', { name: 'All bookmarks' })
  const pages = () => within(list).queryAllByRole('link', { name: /^Page / })
  await waitFor(() => expect(pages()).toHaveLength(200), { timeout: 5_000 })
  return { store, user, list, pages }
}

it('lists All bookmarks from the row store a page at a time, newest first, favourites among them, never reading every bookmark', async () => {
  const { store, user, list, pages } = await allBookmarksOf250()
  const titles = pages().map((link) => link.textContent)
  // Newest first, plain and favourite alike: pages 249 down to 50.
  expect(titles[0]).toContain('Page 249')
  expect(titles.some((title) => title?.includes('Page 245'))).toBe(true)
  expect(titles.at(-1)).toContain('Page 50')
  expect(within(list).queryByRole('link', { name: /^Page 49\b/ })).not.toBeInTheDocument()
  // The next page, read from rows too.
  await user.click(screen.getByRole('button', { name: 'Show 50 more' }))
  await within(list).findByRole('link', { name: /^Page 0\b/ }, { timeout: 5_000 })
  expect(pages()).toHaveLength(250)
  expect(screen.queryByRole('button', { name: /^Show .* more$/ })).not.toBeInTheDocument()
  expect(store.preload).not.toHaveBeenCalled()
})

it('selects every bookmark of All bookmarks before they are counted: it reads them all first', async () => {
  // The counts held back (at Extra large they come seconds after the first page).
  const counts = workspace.reads.counts.bind(workspace.reads)
  const held = vi.spyOn(workspace.reads, 'counts').mockImplementation((...args) => {
    const asked = counts(...args)
    return asked && { ...asked, counts: new Promise<number[]>(() => {}) }
  })
  const { user, pages } = await allBookmarksOf250()
  await user.click(screen.getByRole('checkbox', { name: 'Select “Page 249”' }))
  const selection = screen.getByRole('region', { name: 'Selection' })
  await user.click(within(selection).getByRole('button', { name: 'Select all' }))
  await waitFor(() =>
    expect(within(selection).getByRole('status')).toHaveTextContent('250 selected'),
  )
  expect(held).toHaveBeenCalled()
  expect(pages()).toHaveLength(200)
})

it('selects every bookmark of All bookmarks, not only the page read, and deletes them all', async () => {
  const { store, user, pages } = await allBookmarksOf250()
  await user.click(screen.getByRole('checkbox', { name: 'Select “Page 249”' }))
  const selection = screen.getByRole('region', { name: 'Selection' })
  expect(within(selection).getByRole('status')).toHaveTextContent('1 selected')
  // 200 are shown: the other 50 are read (not drawn), and all 250 selected.
  await user.click(within(selection).getByRole('button', { name: 'Select all' }))
  await waitFor(() =>
    expect(within(selection).getByRole('status')).toHaveTextContent('250 selected'),
  )
  expect(pages()).toHaveLength(200)
  expect(store.preload).not.toHaveBeenCalled()
  await user.click(within(selection).getByRole('button', { name: 'Delete selected' }))
  await waitFor(() => expect(screen.queryAllByRole('link', { name: /^Page / })).toHaveLength(0), {
    timeout: 5_000,
  })
})
