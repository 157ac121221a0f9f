// @vitest-environment jsdom
import { FIXTURES } from './netscape/fixtures'
import { describe, expect, it } from 'vitest'
import { bookmarksToTree } from './export-bookmarks'
import { buildFolderTree, byOrder } from './folders'
import { folderNameFromFile, planBookmarkImport } from './import-bookmarks'
import { parseNetscapeBookmarks } from './netscape/parse'
import type { NetscapeFolder } from './netscape/tree'
import { writeNetscapeBookmarks } from './netscape/write'
import { bookmarkRecord, folderRecord } from './test-records'
import type { Bookmark } from '@/data/records/bookmark'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'

const chrome = parseNetscapeBookmarks(FIXTURES.chrome)
const NOW = Date.UTC(2026, 10, 22)
const empty = { bookmarks: [], tree: buildFolderTree([]) }

/** The records a plan makes, as a workspace would hold them. */
const records = (plan: ReturnType<typeof planBookmarkImport>) => ({
  folders: plan.folders as BookmarkFolder[],
  bookmarks: plan.bookmarks.map((b) => bookmarkRecord(b.id, b as Partial<Bookmark>)),
})

type Shape = {
  title: string
  url?: string
  tags?: string[]
  description: string
  children?: Shape[]
}
function shape(folder: NetscapeFolder): Shape[] {
  const folders = folder.children.filter((n) => n.kind === 'folder')
  const links = folder.children.filter((n) => n.kind === 'bookmark')
  return [
    ...folders.map((f) => ({ title: f.title, description: f.description, children: shape(f) })),
    ...links.map((b) => ({ title: b.title, url: b.url, tags: b.tags, description: b.description })),
  ]
}

describe('planBookmarkImport', () => {
  it('names the new folder after the file', () => {
    expect(folderNameFromFile('bookmarks_22_11_2026.html')).toBe('bookmarks_22_11_2026')
    expect(folderNameFromFile('.HTML')).toBe('Imported bookmarks')
  })

  it('puts the file’s tree into a new folder, keeping order, times and roles', () => {
    const plan = planBookmarkImport(
      chrome,
      empty,
      { target: 'new-folder', folderName: 'Chrome', skipDuplicates: true },
      NOW,
    )
    expect(plan.inFile).toEqual({ bookmarks: 16, folders: 5 })
    expect(plan.folders).toHaveLength(6)
    expect(plan.bookmarks).toHaveLength(16)
    const top = plan.folders[0]!
    expect(top).toMatchObject({ title: 'Chrome', parentId: null })
    const bar = plan.folders.find((f) => f.title === 'Bookmarks bar')!
    expect(bar).toMatchObject({ parentId: top.id, role: 'toolbar', createdAt: 1699000000_000 })
    const inBar = plan.bookmarks
      .filter((b) => b.folderId === bar.id)
      .sort((a, b) => (a.order! < b.order! ? -1 : 1))
    expect(inBar.map((b) => b.title)).toEqual(['GitHub', 'Hacker News', 'yjs crdt - Google Search'])
    expect(inBar[0]!.createdAt).toBe(1699000100_000)
    expect(plan.refused).toHaveLength(2)
  })

  it('skips what is already saved (unless asked not to), counting it', () => {
    const saved = [
      bookmarkRecord('gh', { url: 'https://github.com' }),
      bookmarkRecord('hn', { url: 'http://news.ycombinator.com/' }),
    ]
    const existing = { bookmarks: saved, tree: buildFolderTree([]) }
    const skip = planBookmarkImport(
      chrome,
      existing,
      { target: 'new-folder', folderName: 'C', skipDuplicates: true },
      NOW,
    )
    expect(skip.duplicates).toBe(2)
    expect(skip.bookmarks).toHaveLength(14)
    const keep = planBookmarkImport(
      chrome,
      existing,
      { target: 'new-folder', folderName: 'C', skipDuplicates: false },
      NOW,
    )
    expect(keep.duplicates).toBe(2)
    expect(keep.bookmarks).toHaveLength(16)
  })

  it('leaves out an address the file gives twice in one folder, and keeps one filed in two folders', () => {
    const parsed = parseNetscapeBookmarks(`<DL><p>
      <DT><H3>Work</H3><DL><p>
        <DT><A HREF="https://docs.example/">Docs</A>
        <DT><A HREF="https://www.docs.example">Docs again</A>
        <DT><A HREF="https://mail.example/">Mail</A>
      </DL><p>
      <DT><H3>Reading</H3><DL><p><DT><A HREF="https://docs.example/">Docs</A></DL><p>
      <DT><H3>work</H3><DL><p><DT><A HREF="https://mail.example/">Mail</A></DL><p>
    </DL>`)
    const titlesIn = (plan: ReturnType<typeof planBookmarkImport>, folder: string) =>
      plan.bookmarks
        .filter((b) => plan.folders.find((f) => f.id === b.folderId)?.title === folder)
        .map((b) => b.title)
    const skip = planBookmarkImport(
      parsed,
      empty,
      { target: 'new-folder', folderName: 'F', skipDuplicates: true },
      NOW,
    )
    expect(skip).toMatchObject({ duplicates: 0, repeats: 1 })
    expect(titlesIn(skip, 'Work')).toEqual(['Docs', 'Mail'])
    expect(titlesIn(skip, 'Reading')).toEqual(['Docs'])
    expect(titlesIn(skip, 'work')).toEqual(['Mail'])
    // Merged, 'Work' and 'work' are one folder of the user's: its Mail is given twice.
    const mine = folderRecord('mine', null, 'a0', 'Work')
    const merged = planBookmarkImport(
      parsed,
      { bookmarks: [], tree: buildFolderTree([mine]) },
      { target: 'merge', folderName: '', skipDuplicates: true },
      NOW,
    )
    expect(merged).toMatchObject({ duplicates: 0, repeats: 2 })
    const intoMine = merged.bookmarks.filter((b) => b.folderId === 'mine').map((b) => b.title)
    expect(intoMine.sort()).toEqual(['Docs', 'Mail'])
    // Asked to keep addresses already saved, a repeat within a folder still comes in once.
    const keep = planBookmarkImport(
      parsed,
      {
        bookmarks: [bookmarkRecord('b', { url: 'https://mail.example/' })],
        tree: buildFolderTree([]),
      },
      { target: 'new-folder', folderName: 'F', skipDuplicates: false },
      NOW,
    )
    expect(keep).toMatchObject({ duplicates: 2, repeats: 1 })
    expect(keep.bookmarks.map((b) => b.title).sort()).toEqual(['Docs', 'Docs', 'Mail', 'Mail'])
  })

  it('merges into folders of the same name, after what they hold', () => {
    const bar = folderRecord('bar', null, 'a0', 'Bookmarks Bar')
    const existing = {
      bookmarks: [
        bookmarkRecord('mine', { folderId: 'bar', order: 'a5', url: 'https://mine.example/' }),
      ],
      tree: buildFolderTree([bar]),
    }
    const plan = planBookmarkImport(
      chrome,
      existing,
      { target: 'merge', folderName: '', skipDuplicates: true },
      NOW,
    )
    // 'Bookmarks bar' joins 'Bookmarks Bar'; 'Recipes' is new, after it.
    expect(plan.folders.map((f) => [f.title, f.parentId])).toEqual([
      ['Recipes', null],
      ['Work', 'bar'],
      ['Projects', plan.folders[1]!.id],
      ['Archive', plan.folders[2]!.id],
    ])
    expect(plan.folders[0]!.order! > 'a0').toBe(true)
    const intoBar = plan.bookmarks.filter((b) => b.folderId === 'bar')
    expect(intoBar).toHaveLength(3)
    expect(intoBar.every((b) => b.order! > 'a5')).toBe(true)
  })

  it('puts each folder of the file that merges into the same folder after the one before', () => {
    const parsed = parseNetscapeBookmarks(`<DL><p>
      <DT><H3>Work</H3><DL><p>
        <DT><H3>Alpha</H3><DL><p></DL><p>
        <DT><H3>Beta</H3><DL><p></DL><p>
        <DT><A HREF="https://one.example/">One</A>
        <DT><A HREF="https://two.example/">Two</A>
      </DL><p>
      <DT><H3>work</H3><DL><p>
        <DT><H3>Gamma</H3><DL><p></DL><p>
        <DT><A HREF="https://three.example/">Three</A>
        <DT><A HREF="https://four.example/">Four</A>
      </DL><p>
      <DT><H3>Work</H3><DL><p><DT><A HREF="https://five.example/">Five</A></DL><p>
    </DL>`)
    const existing = {
      bookmarks: [bookmarkRecord('mine', { folderId: 'work', order: 'a5', title: 'Mine' })],
      tree: buildFolderTree([
        folderRecord('work', null, 'a0', 'Work'),
        folderRecord('old', 'work', 'a3', 'Old'),
      ]),
    }
    const plan = planBookmarkImport(
      parsed,
      existing,
      { target: 'merge', folderName: '', skipDuplicates: true },
      NOW,
    )
    const { folders, bookmarks } = records(plan)
    // In the folder as the app lists it: by order key, ties by id.
    const inWork = [...existing.bookmarks, ...bookmarks].filter((b) => b.folderId === 'work')
    expect(inWork.sort(byOrder).map((b) => b.title)).toEqual([
      'Mine',
      'One',
      'Two',
      'Three',
      'Four',
      'Five',
    ])
    const foldersInWork = [...existing.tree.byId.values(), ...folders].filter(
      (f) => f.parentId === 'work',
    )
    expect(foldersInWork.sort(byOrder).map((f) => f.title)).toEqual([
      'Old',
      'Alpha',
      'Beta',
      'Gamma',
    ])
  })

  it('joins folders of one name at one level of the file, whether or not the user has one', () => {
    const parsed = parseNetscapeBookmarks(`<DL><p>
      <DT><H3 PERSONAL_TOOLBAR_FOLDER="true">Bookmarks bar</H3><DL><p>
        <DT><H3>Work</H3><DL><p>
          <DT><H3>Docs</H3><DL><p><DT><A HREF="https://a.example/">A</A></DL><p>
          <DT><A HREF="https://mail.example/">Mail</A>
        </DL><p>
        <DT><H3>work</H3><DL><p>
          <DT><H3>Docs</H3><DL><p><DT><A HREF="https://b.example/">B</A></DL><p>
          <DT><A HREF="https://mail.example/">Mail</A>
          <DT><A HREF="https://chat.example/">Chat</A>
        </DL><p>
      </DL><p>
    </DL>`)
    const merge = { target: 'merge', folderName: '', skipDuplicates: true } as const
    /** Each folder's path and the titles of its bookmarks in order, after the import. */
    const after = (mine: BookmarkFolder[]) => {
      const plan = planBookmarkImport(
        parsed,
        { bookmarks: [], tree: buildFolderTree(mine) },
        merge,
        NOW,
      )
      const { folders, bookmarks } = records(plan)
      const tree = buildFolderTree([...mine, ...folders])
      const listing = [...tree.byId.keys()].map((id) => [
        tree
          .path(id)
          .map((f) => f.title)
          .join(' / '),
        bookmarks
          .filter((b) => b.folderId === id)
          .sort(byOrder)
          .map((b) => b.title),
      ])
      const { length: newFolders } = plan.folders
      return { listing: Object.fromEntries(listing), newFolders, repeats: plan.repeats }
    }
    const joined = {
      'Bookmarks bar': [],
      'Bookmarks bar / Work': ['Mail', 'Chat'],
      'Bookmarks bar / Work / Docs': ['A', 'B'],
    }
    // Nothing of the user's yet: one 'Work' with one 'Docs', as the preview counts.
    expect(after([])).toEqual({ listing: joined, newFolders: 3, repeats: 1 })
    // The user's 'Work' takes both, as before.
    const mine = [
      folderRecord('bar', null, 'a0', 'Bookmarks bar'),
      folderRecord('work', 'bar', 'a0', 'Work'),
    ]
    expect(after(mine)).toEqual({ listing: joined, newFolders: 1, repeats: 1 })
  })

  it('never dates a record in the future: a bad time becomes the time of the import', () => {
    const parsed = parseNetscapeBookmarks(
      '<DL><p><DT><A HREF="https://a.example/" ADD_DATE="9999999999">x</A></DL>',
    )
    const plan = planBookmarkImport(
      parsed,
      empty,
      { target: 'merge', folderName: '', skipDuplicates: true },
      NOW,
    )
    expect(plan.bookmarks[0]!.createdAt).toBe(NOW)
  })

  it('exports what it imported as the same tree: folders, order, titles, addresses, tags, descriptions', () => {
    const merge = { target: 'merge', folderName: '', skipDuplicates: true } as const
    const roundTrip = (parsed: typeof chrome) => {
      const { folders, bookmarks } = records(planBookmarkImport(parsed, empty, merge, NOW))
      return parseNetscapeBookmarks(
        writeNetscapeBookmarks(bookmarksToTree(bookmarks, buildFolderTree(folders))),
      )
    }
    const again = roundTrip(chrome)
    // Hearth keeps a folder's sub-folders before its bookmarks; within each, the file's order.
    expect(shape(again.root)).toEqual(shape(chrome.root))
    // And a second round trip changes nothing at all.
    expect(roundTrip(again).root.children).toEqual(again.root.children)
  })
})

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
})
