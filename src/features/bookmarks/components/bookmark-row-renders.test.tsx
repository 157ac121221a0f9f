import { useSortable } from '@dnd-kit/sortable'
import type * as Sortable from '@dnd-kit/sortable'
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { renderAt } from '@/testing/render-at'
import { openTestWorkspace, settleRows } from '@/testing/test-workspace'
import { useBookmarksUi } from '../model/bookmarks-ui-store'
import type * as Tools from './bookmark-tools'
import { BookmarksScreen } from './bookmarks-screen'

vi.mock('@dnd-kit/sortable', async (importOriginal) => {
  const actual = await importOriginal<typeof Sortable>()
  return { ...actual, useSortable: vi.fn(actual.useSortable) }
})
/** The sortable rows drawn since the last `mockClear`, by their item's id (one per render). */
const drawn = () => vi.mocked(useSortable).mock.calls.map(([args]) => String(args.id))
/** The rows' contents drawn, by their bookmark's id: each draws its tools once. */
const contents: string[] = []
vi.mock('./bookmark-tools', async (importOriginal) => {
  const tools = await importOriginal<typeof Tools>()
  return {
    ...tools,
    BookmarkTools: (props: Parameters<typeof tools.BookmarkTools>[0]) => {
      contents.push(props.bookmark.id)
      return tools.BookmarkTools(props)
    },
  }
})
vi.mock('@/lib/idle', () => ({ whenIdle: () => () => {} }))

let workspace: Workspace
beforeEach(async () => {
  workspace = await openTestWorkspace('bookmark-row-renders')
  useBookmarksUi.setState({ searchWanted: false, layout: 'list' })
  vi.mocked(useSortable).mockClear()
  contents.length = 0
})
afterEach(() => workspace.close())

it('draws what each row shows once as a folder opens, and again only the row of the bookmark edited', async () => {
  const folder = workspace.repository('bookmarkFolders').create({ title: 'Reading', order: 'a0' })
  const created = workspace.repository('bookmarks').createMany(
    Array.from({ length: 60 }, (_, i) => ({
      url: `https://example.com/${i}`,
      title: `Page ${i}`,
      folderId: folder.id,
      order: `a${String(i).padStart(3, '0')}`,
    })),
  )
  await settleRows(workspace)
  renderAt(workspace, '/bookmarks', <BookmarksScreen />, `/bookmarks?folder=${folder.id}`)
  await screen.findByRole('link', { name: 'Page 59' })
  expect(new Set(drawn()).size).toBe(60)
  // The folder opens with its first rows, then the rest, each registering with dnd-kit, which
  // draws every sortable again: what a row shows is drawn once all the same.
  await vi.waitFor(() => expect(contents).toHaveLength(60))
  expect(new Set(contents).size).toBe(60)
  vi.mocked(useSortable).mockClear()
  contents.length = 0

  act(() => void workspace.repository('bookmarks').update(created[5]!.id, { title: 'Renamed' }))

  expect(await screen.findByRole('link', { name: 'Renamed' })).toBeInTheDocument()
  expect(new Set(drawn())).toEqual(new Set([created[5]!.id]))
  expect(contents).toEqual([created[5]!.id])
  // The same rows in a new order: the list shows it.
  act(() => void workspace.repository('bookmarks').update(created[0]!.id, { order: 'a999' }))
  const list = screen.getByRole('list', { name: 'Reading' })
  await vi.waitFor(() =>
    expect(within(list).getAllByRole('link').at(-1)).toHaveAccessibleName('Page 0'),
  )
})
