// @vitest-environment jsdom
import { FIXTURES } from './netscape/fixtures'
import { describe, expect, it } from 'vitest'
import { bookmarksToTree } from './export-bookmarks'
import { buildFolderTree } from './folders'
import { addressesOf, folderNameFromFile, planBookmarkImport } from './import-bookmarks'
import { savedOf } from './saved-bookmarks'
import { bookmarkUrlKey } from './bookmark-url'
import { parseNetscapeBookmarks } from './netscape/parse'
import type { NetscapeBookmark, NetscapeFolder } from './netscape/tree'
import { writeNetscapeBookmarks } from './netscape/write'
import { bookmarkRecord, folderRecord, planRecords } from './test-records'

const chrome = parseNetscapeBookmarks(FIXTURES.chrome)
const NOW = Date.UTC(2026, 10, 22)
const empty = { bookmarks: [], tree: buildFolderTree([]) }

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

  it('plans the same against what is saved as asked of the rows: the file’s addresses saved, each folder’s last order', () => {
    const folders = [folderRecord('bar', null, 'a0', 'Read later')]
    const saved = [
      bookmarkRecord('gh', { url: 'https://github.com', folderId: 'bar', order: 'a5' }),
      bookmarkRecord('hn', { url: 'http://news.ycombinator.com/', folderId: 'bar', order: 'a9' }),
      bookmarkRecord('other', { url: 'https://elsewhere.example/', folderId: null, order: 'a7' }),
    ]
    const tree = buildFolderTree(folders)
    const options = { target: 'merge', folderName: 'C', skipDuplicates: true } as const
    const asked = savedOf(saved, new Set(addressesOf(chrome)))
    // Only the file's addresses: the one it lacks is not among them.
    expect([...asked.saved].sort()).toEqual(
      ['https://github.com', 'http://news.ycombinator.com/'].map(bookmarkUrlKey).sort(),
    )
    expect(asked.lastOrders).toEqual(
      new Map([
        ['bar', 'a9'],
        [null, 'a7'],
      ]),
    )
    const fromRows = planBookmarkImport(chrome, { ...asked, tree }, options, NOW)
    const fromPage = planBookmarkImport(chrome, { bookmarks: saved, tree }, options, NOW)
    const same = (plan: typeof fromRows) => ({
      duplicates: plan.duplicates,
      // Folders made by the import have ids of their own in each plan.
      bookmarks: plan.bookmarks.map(({ url, folderId, order }) => ({
        url,
        order,
        folderId: folderId === 'bar' || folderId === null ? folderId : 'made',
      })),
    })
    expect(same(fromRows)).toEqual(same(fromPage))
    expect(fromRows.duplicates).toBe(2)
    // Merged into the top level: after what it holds.
    const atTop = fromRows.bookmarks.filter((b) => b.folderId === null)
    expect(atTop.length).toBeGreaterThan(0)
    expect(atTop.every((b) => b.order! > 'a7')).toBe(true)
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
      const { folders, bookmarks } = planRecords(planBookmarkImport(parsed, empty, merge, NOW))
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

describe('planBookmarkImport: notes', () => {
  it('takes linkding’s notes as the bookmarks’ notes, cut to what Hearth keeps, and exports them back', () => {
    const parsed = parseNetscapeBookmarks(FIXTURES.linkding)
    const long = 'n'.repeat(20_001)
    const first = parsed.root.children[0] as NetscapeBookmark
    parsed.root.children.push({ ...first, url: 'https://example.com/long', note: long })
    const merge = { target: 'merge', folderName: '', skipDuplicates: true } as const
    const plan = planBookmarkImport(parsed, empty, merge, NOW)
    const linkding = plan.bookmarks.find((b) => b.title?.startsWith('GitHub - sissbruecker'))!
    expect(linkding).toMatchObject({
      description:
        'Self-hosted bookmark manager that is designed be to be minimal, fast, and easy to set up using Docker.',
      note: 'Runs on the NAS, port 9090.\n- backups: nightly\n- update with `docker compose pull`',
    })
    expect(plan.bookmarks.find((b) => b.title === 'Lobsters')!.note).toBe('')
    expect(plan.bookmarks.at(-1)!.note).toHaveLength(20_000)
    expect(plan.shortened).toBe(1)
    // Written again as linkding writes notes, they come back as they were.
    const { folders, bookmarks } = planRecords(plan)
    const again = parseNetscapeBookmarks(
      writeNetscapeBookmarks(bookmarksToTree(bookmarks, buildFolderTree(folders))),
    )
    const notes = (root: NetscapeFolder): string[] =>
      root.children.flatMap((n) => (n.kind === 'bookmark' ? [n.note] : notes(n)))
    expect(notes(again.root)).toEqual(plan.bookmarks.map((b) => b.note))
  })
})

describe('planBookmarkImport, text longer than Hearth keeps', () => {
  it('cuts it to fit and counts each entry shortened once', () => {
    const long = (n: number) => 'x'.repeat(n)
    const tags = Array.from({ length: 101 }, (_, i) => `t${i}`).join(',')
    const parsed = parseNetscapeBookmarks(`<DL><p>
      <DT><H3>${long(501)}</H3><DD>${long(5001)}<DL><p>
        <DT><A HREF="https://a.example/">${long(1001)}</A><DD>${long(5001)}
        <DT><A HREF="https://b.example/" TAGS="${tags}">B</A>
        <DT><A HREF="https://c.example/" TAGS="${long(101)}">C</A>
        <DT><A HREF="https://d.example/">${long(1000)}</A><DD>${long(5000)}
      </DL><p>
      <DT><H3>Work</H3><DD>${long(3000)}<DL><p></DL><p>
      <DT><H3>Work</H3><DD>${'y'.repeat(3000)}<DL><p></DL><p>
    </DL>`)
    const plan = planBookmarkImport(
      parsed,
      empty,
      { target: 'merge', folderName: '', skipDuplicates: true },
      NOW,
    )
    // The long folder, bookmarks A, B and C, and the two 'Work' folders' joined descriptions.
    expect(plan.shortened).toBe(5)
    expect(plan.folders.map((f) => [f.title!.length, f.description!.length])).toEqual([
      [500, 5000],
      [4, 5000],
    ])
    expect(plan.bookmarks.map((b) => [b.title!.length, b.description!.length])).toEqual([
      [1000, 5000],
      [1, 0],
      [1, 0],
      [1000, 5000],
    ])
    expect(plan.bookmarks[1]!.tags).toHaveLength(100)
    expect(plan.bookmarks[2]!.tags).toEqual([long(100)])
  })
})
