// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { bookmarksToTree } from './export-bookmarks'
import { buildFolderTree } from './folders'
import { planBookmarkImport } from './import-bookmarks'
import { parseNetscapeBookmarks } from './netscape/parse'
import type { NetscapeFolder } from './netscape/tree'
import { writeNetscapeBookmarks } from './netscape/write'
import { bookmarkRecord, folderRecord, planRecords } from './test-records'
import { resolveView, selectBookmarks } from './views'

const empty = { bookmarks: [], tree: buildFolderTree([]) }

describe('bookmarksToTree', () => {
  it('puts bookmarks of no folder, or of a deleted one, at the top level, and exports one folder', () => {
    const tree = buildFolderTree([
      folderRecord('work', null, 'a0', 'Work'),
      folderRecord('sub', 'work', 'a0', 'Sub'),
    ])
    const bookmarks = [
      bookmarkRecord('a', { folderId: 'sub', title: 'A' }),
      bookmarkRecord('b', { folderId: null, title: 'B' }),
      bookmarkRecord('c', { folderId: 'gone', title: 'C' }),
    ]
    const all = bookmarksToTree(bookmarks, tree)
    expect(all.children.map((n) => n.title)).toEqual(['Work', 'B', 'C'])
    const work = bookmarksToTree(bookmarks, tree, 'work')
    expect(work.title).toBe('Work')
    expect(work.children.map((n) => n.title)).toEqual(['Sub'])
  })

  it('exports each folder as the Bookmarks screen lists it, and imports it back so', () => {
    // The user's order: folders and bookmarks are ordered apart, and the screen lists a
    // folder's sub-folders before its bookmarks (a file's separators are not kept).
    const folders = [
      folderRecord('bar', null, 'a0', 'Bookmarks bar'),
      folderRecord('dev', 'bar', 'a1', 'Dev & Tools'),
      folderRecord('news', 'bar', 'a0', 'News'),
    ]
    const bookmarks = [
      bookmarkRecord('hn', { folderId: 'bar', title: 'HN', order: 'a2' }),
      bookmarkRecord('gh', { folderId: 'bar', title: 'GitHub', order: 'a1' }),
    ]
    const shown = (records: { folders: typeof folders; bookmarks: typeof bookmarks }) => {
      const tree = buildFolderTree(records.folders)
      const bar = tree.children.get(null)![0]!
      const view = selectBookmarks(
        records.bookmarks,
        resolveView({ folder: bar.id, view: null }, tree),
        tree,
      )
      return [...view.folders, ...view.bookmarks].map((n) => n.title)
    }
    expect(shown({ folders, bookmarks })).toEqual(['News', 'Dev & Tools', 'GitHub', 'HN'])
    const file = writeNetscapeBookmarks(bookmarksToTree(bookmarks, buildFolderTree(folders)))
    const exported = (parseNetscapeBookmarks(file).root.children[0] as NetscapeFolder).children
    expect(exported.map((n) => n.title)).toEqual(['News', 'Dev & Tools', 'GitHub', 'HN'])

    const back = planRecords(
      planBookmarkImport(
        parseNetscapeBookmarks(file),
        empty,
        { target: 'merge', folderName: '', skipDuplicates: true },
        Date.UTC(2026, 10, 22),
      ),
    )
    expect(shown(back)).toEqual(['News', 'Dev & Tools', 'GitHub', 'HN'])
  })
})
