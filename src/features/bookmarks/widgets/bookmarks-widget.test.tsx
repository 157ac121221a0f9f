import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { readOptions } from '@/lib/widget-options'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { BOOKMARKS_WIDGETS } from '../bookmarks-widgets'
import BookmarksWidget, { TILE_LIMIT } from './bookmarks-widget'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`bookmarks-widget-${n++}`)
})
afterEach(async () => {
  await workspace.close()
})

const spec = BOOKMARKS_WIDGETS[0]!.options
function show(config: Record<string, unknown>) {
  const options = readOptions(spec, config) as Parameters<typeof BookmarksWidget>[0]['options']
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
  expect(readOptions(spec, { show: 3 })).toEqual({ show: 'favourites' })
})

it('shows favourites as tiles that open in a new tab without an opener', () => {
  const bookmarks = workspace.repository('bookmarks')
  bookmarks.create({
    title: 'Docs',
    url: 'https://docs.example.com/',
    favourite: true,
    order: 'a0',
  })
  bookmarks.create({ title: 'Not a favourite', url: 'https://other.example.com/', order: 'a1' })
  show({})
  const list = screen.getByRole('list', { name: 'Favourites' })
  const link = within(list).getByRole('link', { name: /Docs/ })
  expect(link).toHaveAttribute('href', 'https://docs.example.com/')
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  expect(within(list).getAllByRole('listitem')).toHaveLength(1)
})

it('shows one folder, capped, with a link to all of it', () => {
  const folder = workspace.repository('bookmarkFolders').create({ title: 'Work' })
  workspace.repository('bookmarks').createMany(
    Array.from({ length: TILE_LIMIT + 5 }, (_, i) => ({
      title: `Site ${i}`,
      url: `https://site${i}.example.com/`,
      folderId: folder.id,
      order: `a${String(i).padStart(3, '0')}`,
    })),
  )
  show({ show: folder.id })
  expect(within(screen.getByRole('list', { name: 'Work' })).getAllByRole('listitem')).toHaveLength(
    TILE_LIMIT,
  )
  expect(
    screen.getByRole('link', { name: `Show all ${TILE_LIMIT + 5} in Bookmarks` }),
  ).toBeInTheDocument()
})

it('says how to get favourites when there are none', () => {
  show({})
  expect(screen.getByText('No favourites yet')).toBeInTheDocument()
})

it('says when the folder is gone', () => {
  show({ show: 'folder:gone' })
  expect(screen.getByText('Folder not found')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Open Bookmarks' })).toBeInTheDocument()
})
