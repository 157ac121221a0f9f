import { render, renderHook, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { usePreferencesStore } from '@/data/preferences-store'
import type { Workspace } from '@/data/workspace'
import { readOptions, type OptionValues } from '@/lib/widget-options'
import { openTestWorkspace, readInto, settleRows, WithWorkspace } from '@/testing/test-workspace'
import { BOOKMARKS_WIDGETS } from '../bookmarks-widgets'
import BookmarksWidget, { TILE_LIMIT } from './bookmarks-widget'
import type { BOOKMARKS_WIDGET_OPTIONS } from './bookmarks-widget-options'
import { useFolderChoices } from './folder-choices'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`bookmarks-widget-${n++}`)
})
afterEach(async () => {
  usePreferencesStore.setState({ loadSiteIcons: false })
  await workspace.close()
})

const spec = BOOKMARKS_WIDGETS[0]!.options
function show(config: Record<string, unknown>, { read = true } = {}) {
  if (read) readInto(workspace, 'bookmarks', 'bookmarkFolders')
  const options = readOptions(spec, config) as OptionValues<typeof BOOKMARKS_WIDGET_OPTIONS>
  const router = createMemoryRouter([
    { path: '/', element: <BookmarksWidget id="w" options={options} setOptions={() => {}} /> },
  ])
  render(
    <WithWorkspace workspace={workspace}>
      <RouterProvider router={router} />
    </WithWorkspace>,
  )
}

it('reads a garbage config as its defaults', () => {
  expect(readOptions(spec, { show: 3, size: 'huge' })).toEqual({
    show: 'favourites',
    size: 'medium',
  })
  expect(readOptions(spec, {})).toEqual({ show: 'favourites', size: 'medium' })
})

it('offers Favourites and each folder by its path', () => {
  const folders = workspace.repository('bookmarkFolders')
  const work = folders.create({ title: 'Work', order: 'a0' })
  const projects = folders.create({ title: 'Projects', parentId: work.id, order: 'a0' })
  const home = folders.create({ title: 'Home', order: 'a1' })
  const { result } = renderHook(() => useFolderChoices(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <WithWorkspace workspace={workspace}>{children}</WithWorkspace>
    ),
  })
  expect(result.current).toEqual([
    { value: 'favourites', label: 'Favourites' },
    { value: work.id, label: 'Work' },
    { value: projects.id, label: 'Work / Projects' },
    { value: home.id, label: 'Home' },
  ])
})

it('shows favourites, newest first, as tiles that open in a new tab without an opener', () => {
  const bookmarks = workspace.repository('bookmarks')
  bookmarks.create({
    title: 'Docs',
    url: 'https://docs.example.com/',
    favourite: true,
    createdAt: 1,
  })
  bookmarks.create({ title: '', url: 'https://news.example.com/', favourite: true, createdAt: 2 })
  bookmarks.create({ title: 'Not a favourite', url: 'https://other.example.com/' })
  show({})
  const list = screen.getByRole('list', { name: 'Favourites' })
  const links = within(list).getAllByRole('link')
  // Named by the title (or the host when it has none), not by the icon's letter.
  expect(links).toEqual([
    within(list).getByRole('link', { name: 'news.example.com' }),
    within(list).getByRole('link', { name: 'Docs' }),
  ])
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  expect(links[1]).toHaveAttribute('href', 'https://docs.example.com/')
  expect(within(list).getAllByRole('listitem')).toHaveLength(2)
})

it('shows its loading state while the bookmarks are read in slices, then the tiles', async () => {
  const bookmarks = workspace.repository('bookmarks')
  bookmarks.createMany(
    Array.from({ length: 450 }, (_, i) => ({
      title: `Bookmark ${i}`,
      url: `https://b${i}.example/`,
      favourite: i === 449,
    })),
  )
  // Opened from storage: nothing read into memory yet, as on a start.
  show({}, { read: false })
  // Its place is held (the spinner in it shows only if the reading takes over 200 ms).
  expect(document.querySelector('[data-widget-loading]')).not.toBeNull()
  expect(screen.queryByRole('list')).toBeNull()
  const list = await screen.findByRole('list', { name: 'Favourites' })
  expect(within(list).getAllByRole('link')).toEqual([
    within(list).getByRole('link', { name: 'Bookmark 449' }),
  ])
  expect(document.querySelector('[data-widget-loading]')).toBeNull()
})

it('loads no site icon unless the preference is on', () => {
  workspace.repository('bookmarks').create({
    title: 'Docs',
    url: 'https://docs.example.com/',
    favourite: true,
  })
  show({})
  expect(document.querySelector('img')).toBeNull()
})

it('loads site icons when the preference is on', () => {
  usePreferencesStore.setState({ loadSiteIcons: true })
  workspace.repository('bookmarks').create({
    title: 'Docs',
    url: 'https://docs.example.com/page',
    favourite: true,
  })
  show({ size: 'small' })
  expect(document.querySelector('img')).toHaveAttribute(
    'src',
    'https://docs.example.com/favicon.ico',
  )
  expect(document.querySelector('img')).toHaveAttribute('referrerpolicy', 'no-referrer')
})

it('shows one folder in its own order, capped, with a link to all of it', () => {
  const folder = workspace.repository('bookmarkFolders').create({ title: 'Work' })
  const bookmarks = workspace.repository('bookmarks')
  bookmarks.create({ title: 'Elsewhere', url: 'https://elsewhere.example.com/', favourite: true })
  bookmarks.createMany(
    Array.from({ length: TILE_LIMIT + 5 }, (_, i) => ({
      title: `Site ${i}`,
      url: `https://site${i}.example.com/`,
      folderId: folder.id,
      order: `a${String(TILE_LIMIT + 5 - i).padStart(3, '0')}`,
    })),
  )
  show({ show: folder.id })
  const items = within(screen.getByRole('list', { name: 'Work' })).getAllByRole('listitem')
  expect(items).toHaveLength(TILE_LIMIT)
  expect(items[0]).toHaveTextContent(`Site ${TILE_LIMIT + 4}`)
  expect(screen.queryByText('Elsewhere')).toBeNull()
  expect(
    screen.getByRole('link', { name: `Show all ${TILE_LIMIT + 5} in Bookmarks` }),
  ).toHaveAttribute('href', `/bookmarks?folder=${encodeURIComponent(folder.id)}`)
})

it('says how to get favourites when there are none, with a link to Bookmarks', () => {
  workspace.repository('bookmarks').create({ title: 'Plain', url: 'https://plain.example.com/' })
  show({})
  expect(screen.getByText('No favourites yet')).toBeInTheDocument()
  expect(screen.getByText(/Star a bookmark/)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Open Bookmarks' })).toHaveAttribute(
    'href',
    '/bookmarks?view=favourites',
  )
  expect(screen.queryByRole('list')).toBeNull()
})

it('says when the folder is empty', () => {
  const folder = workspace.repository('bookmarkFolders').create({ title: 'Empty' })
  show({ show: folder.id })
  expect(screen.getByText('This folder is empty')).toBeInTheDocument()
})

it('says when the folder is gone, with a link to Bookmarks', () => {
  show({ show: 'folder:gone' })
  expect(screen.getByText('Folder not found')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Open Bookmarks' })).toHaveAttribute('href', '/bookmarks')
})

it('shows the newest of thousands of favourites from the row store, with how many there are', async () => {
  const bookmarks = workspace.repository('bookmarks')
  // More than are read at once, not in memory: the widget reads its page of rows.
  bookmarks.createMany(
    Array.from({ length: 240 }, (_, i) => ({
      title: `Site ${i}`,
      url: `https://site${i}.example.com/`,
      favourite: i % 8 !== 0,
      // Ten at each time, so that ties fall across the page's end.
      createdAt: 1_000 + Math.floor(i / 10),
      order: `a${String(i).padStart(3, '0')}`,
    })),
  )
  await settleRows(workspace)
  show({}, { read: false })
  const list = await screen.findByRole('list', { name: 'Favourites' })
  // The first tiles come first, the rest right after (`useStepLimit`).
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(TILE_LIMIT))
  const items = within(list).getAllByRole('listitem')
  // Newest first, then in the user's order, as Bookmarks lists them: the page's last tie too.
  const expected = Array.from({ length: 240 }, (_, i) => i)
    .filter((i) => i % 8 !== 0)
    .sort((a, b) => Math.floor(b / 10) - Math.floor(a / 10) || a - b)
    .slice(0, TILE_LIMIT)
    .map((i) => `https://site${i}.example.com/`)
  expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual(expected)
  // Counted after the rows are read: the link comes a moment later.
  expect(await screen.findByRole('link', { name: 'Show all 210 in Bookmarks' })).toBeInTheDocument()
  expect(workspace.store('bookmarks').isLoaded).toBe(false)
})
