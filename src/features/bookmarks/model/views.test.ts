import { describe, expect, it } from 'vitest'
import { buildFolderTree } from './folders'
import { bookmarkRecord, folderRecord } from './test-records'
import { resolveView, selectBookmarks, viewHref } from './views'

const tree = buildFolderTree([folderRecord('work', null), folderRecord('sub', 'work')])
const bookmarks = [
  bookmarkRecord('old', { createdAt: 1, folderId: 'work', order: 'a1', tags: ['x'] }),
  bookmarkRecord('new', { createdAt: 3, folderId: 'work', order: 'a0', favourite: true }),
  bookmarkRecord('loose', { createdAt: 2 }),
]

describe('bookmark views', () => {
  it('reads the view from the address', () => {
    expect(resolveView({ folder: null, view: null }, tree)).toMatchObject({
      kind: 'smart',
      id: 'all',
      title: 'All bookmarks',
    })
    expect(resolveView({ folder: null, view: 'favourites' }, tree)).toMatchObject({
      id: 'favourites',
    })
    expect(resolveView({ folder: 'work', view: null }, tree)).toMatchObject({
      kind: 'folder',
      id: 'work',
    })
    expect(resolveView({ folder: 'gone', view: null }, tree)).toMatchObject({
      kind: 'missing',
      title: 'Folder not found',
    })
    expect(viewHref('all')).toBe('/bookmarks')
    expect(viewHref('untagged')).toBe('/bookmarks?view=untagged')
    expect(viewHref('folder:a b')).toBe('/bookmarks?folder=folder%3Aa%20b')
  })

  it('shows a folder’s sub-folders and its bookmarks in the user’s order', () => {
    const shown = selectBookmarks(
      bookmarks,
      resolveView({ folder: 'work', view: null }, tree),
      tree,
    )
    expect(shown.folders.map((f) => f.id)).toEqual(['sub'])
    expect(shown.bookmarks.map((b) => b.id)).toEqual(['new', 'old'])
  })

  it('lists every bookmark, the favourites and the untagged ones newest first', () => {
    const ids = (view: string) =>
      selectBookmarks(bookmarks, resolveView({ folder: null, view }, tree), tree).bookmarks.map(
        (b) => b.id,
      )
    expect(ids('all')).toEqual(['new', 'loose', 'old'])
    expect(ids('favourites')).toEqual(['new'])
    expect(ids('untagged')).toEqual(['new', 'loose'])
  })
})
