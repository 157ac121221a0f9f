import { describe, expect, it, vi } from 'vitest'
import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'
import type { CommandContext } from '@/lib/command-registry'
import { searchBookmarkFolders } from './folders-search'
import { bookmarkRecord, folderRecord } from './model/test-records'

const folders: BookmarkFolder[] = [
  folderRecord('folder:work', null, 'a0', 'Work'),
  folderRecord('folder:reading', 'folder:work', 'a0', 'Reading'),
  folderRecord('folder:deep', 'folder:reading', 'a0', 'Papers'),
  folderRecord('folder:home', null, 'a1', 'Home reading'),
  folderRecord('folder:recipes', null, 'a2', 'Recipes'),
]
const bookmarks: Bookmark[] = [
  bookmarkRecord('bookmark:1', { folderId: 'folder:reading' }),
  bookmarkRecord('bookmark:2', { folderId: 'folder:reading' }),
  bookmarkRecord('bookmark:3', { folderId: 'folder:deep' }),
  bookmarkRecord('bookmark:4', { folderId: 'folder:home' }),
]
const records = { bookmarkFolders: folders, bookmarks }
const workspace = vi.hoisted(() => ({
  records: (name: 'bookmarkFolders' | 'bookmarks'): unknown[] => [name],
  complete: vi.fn(),
  /** The rows' counts: none by default (the page reads every bookmark then). */
  countRows: vi.fn((): Promise<readonly number[]> | null => null),
}))
workspace.records = (name) => records[name]
workspace.complete.mockImplementation((name: keyof typeof records) =>
  Promise.resolve({ getAll: () => records[name] }),
)
vi.mock('@/data/workspaces', () => ({ openedWorkspace: async () => workspace }))

describe('searchBookmarkFolders', () => {
  it('finds folders by name, those starting with the query first, with their path and bookmarks', async () => {
    const found = await searchBookmarkFolders('read')
    expect(found.map((r) => [r.title, r.detail, r.item])).toEqual([
      ['Reading', 'Folder · Work / Reading · 3 bookmarks', 'folder:reading'],
      ['Home reading', 'Folder · Home reading · 1 bookmark', 'folder:home'],
    ])
    expect((await searchBookmarkFolders('HOME Réading')).map((r) => r.title)).toEqual([
      'Home reading',
    ])
    expect((await searchBookmarkFolders('recipes'))[0]!.detail).toBe(
      'Folder · Recipes · 0 bookmarks',
    )
    expect(await searchBookmarkFolders('milk')).toEqual([])
    expect(await searchBookmarkFolders('  ')).toEqual([])
  })

  it('counts the bookmarks of the folders found on their rows, without reading every bookmark', async () => {
    workspace.complete.mockClear()
    // Reading's own, Papers' (inside Reading), Home reading's.
    workspace.countRows.mockImplementationOnce(() => Promise.resolve([40, 2, 7]))
    const found = await searchBookmarkFolders('read')
    expect(found.map((r) => r.detail)).toEqual([
      'Folder · Work / Reading · 42 bookmarks',
      'Folder · Home reading · 7 bookmarks',
    ])
    const range = (id: string) => [
      ['bookmarks', id, 0],
      ['bookmarks', id, 0, []],
    ]
    expect(workspace.countRows).toHaveBeenLastCalledWith('parent', [
      range('folder:reading'),
      range('folder:deep'),
      range('folder:home'),
    ])
    expect(workspace.complete).not.toHaveBeenCalled()
  })

  it('opens the folder', async () => {
    const navigate = vi.fn()
    ;(await searchBookmarkFolders('Papers'))[0]!.run({ navigate } as unknown as CommandContext)
    expect(navigate).toHaveBeenCalledWith('/bookmarks?folder=folder%3Adeep')
  })
})
