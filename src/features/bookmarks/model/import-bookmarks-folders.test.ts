// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { bookmarksToTree } from './export-bookmarks'
import { buildFolderTree } from './folders'
import { planBookmarkImport, type ImportOptions } from './import-bookmarks'
import { FIXTURES } from './netscape/fixtures'
import { parseNetscapeBookmarks } from './netscape/parse'
import { writeNetscapeBookmarks } from './netscape/write'
import { bookmarkRecord, folderRecord, planRecords } from './test-records'

const chrome = parseNetscapeBookmarks(FIXTURES.chrome)
const NOW = Date.UTC(2026, 10, 22)
const newFolder: ImportOptions = {
  target: 'new-folder',
  folderName: 'Chrome',
  skipDuplicates: true,
}
const merge: ImportOptions = { target: 'merge', folderName: '', skipDuplicates: true }

describe('importing a bookmarks bar when the workspace has one', () => {
  const bar = { ...folderRecord('bar', null, 'a0', 'Bookmarks bar'), role: 'toolbar' as const }
  const existing = { bookmarks: [], tree: buildFolderTree([bar]) }

  it('keeps the file’s bar a plain folder in a new folder, so an export marks one bar', () => {
    const plan = planBookmarkImport(chrome, existing, newFolder, NOW)
    expect(plan.folders.find((f) => f.title === 'Bookmarks bar')).toMatchObject({ role: null })

    const { folders, bookmarks } = planRecords(plan)
    const file = writeNetscapeBookmarks(
      bookmarksToTree(bookmarks, buildFolderTree([bar, ...folders])),
    )
    expect(file.match(/PERSONAL_TOOLBAR_FOLDER/g)).toHaveLength(1)
  })

  it('gives the bar’s role to the file’s bar while the workspace has none', () => {
    const plan = planBookmarkImport(
      chrome,
      { bookmarks: [], tree: buildFolderTree([]) },
      newFolder,
      NOW,
    )
    expect(plan.folders.find((f) => f.title === 'Bookmarks bar')).toMatchObject({ role: 'toolbar' })
  })

  it('joins the user’s bar when merging, as before', () => {
    const plan = planBookmarkImport(chrome, existing, merge, NOW)
    expect(plan.folders.map((f) => f.title)).not.toContain('Bookmarks bar')
    expect(plan.bookmarks.filter((b) => b.folderId === 'bar').map((b) => b.title)).toEqual([
      'GitHub',
      'Hacker News',
      'yjs crdt - Google Search',
    ])
  })
})

describe('importing a file whose bookmarks are all saved already', () => {
  const saved = chrome.root.children
    .flatMap(function links(n): string[] {
      return n.kind === 'bookmark' ? [n.url] : n.children.flatMap(links)
    })
    .map((url, i) => bookmarkRecord(`b${i}`, { url }))
  const existing = { bookmarks: saved, tree: buildFolderTree([]) }

  it('creates no folder that would be left empty, and counts those it leaves out', () => {
    const plan = planBookmarkImport(chrome, existing, newFolder, NOW)
    expect(plan.bookmarks).toHaveLength(0)
    expect(plan.folders).toHaveLength(0)
    // The new folder, 'Bookmarks bar', 'Work', 'Projects', its empty 'Archive', and 'Recipes'.
    expect(plan.emptied).toBe(6)
  })

  it('keeps the folders that get a bookmark, and an empty folder of the file inside them', () => {
    const plan = planBookmarkImport(
      chrome,
      { ...existing, bookmarks: saved.filter((b) => !b.url.includes('docs.yjs.dev')) },
      newFolder,
      NOW,
    )
    expect(plan.bookmarks.map((b) => b.title)).toEqual(['Introduction | Yjs Docs'])
    expect(plan.folders.map((f) => f.title)).toEqual([
      'Chrome',
      'Bookmarks bar',
      'Work',
      'Projects',
      'Archive',
    ])
    expect(plan.emptied).toBe(1)
  })

  it('creates them all when asked to import saved bookmarks again', () => {
    const plan = planBookmarkImport(chrome, existing, { ...newFolder, skipDuplicates: false }, NOW)
    expect(plan.folders).toHaveLength(6)
    expect(plan.emptied).toBe(0)
  })
})
