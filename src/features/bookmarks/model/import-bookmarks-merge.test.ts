// @vitest-environment jsdom
import { FIXTURES } from './netscape/fixtures'
import { describe, expect, it } from 'vitest'
import { buildFolderTree, byOrder } from './folders'
import { joinFolderDetails, planBookmarkImport } from './import-bookmarks'
import { parseNetscapeBookmarks } from './netscape/parse'
import { bookmarkRecord, folderRecord, planRecords } from './test-records'
import type { BookmarkFolder } from '@/data/records/bookmark-folder'

const chrome = parseNetscapeBookmarks(FIXTURES.chrome)
const NOW = Date.UTC(2026, 10, 22)

describe('planBookmarkImport, merging', () => {
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
    const { folders, bookmarks } = planRecords(plan)
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
      const { folders, bookmarks } = planRecords(plan)
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
})

describe('planBookmarkImport, joining folders of one name', () => {
  const merge = { target: 'merge', folderName: '', skipDuplicates: true } as const
  const file = parseNetscapeBookmarks(`<DL><p>
    <DT><H3>Work</H3><DL><p><DT><A HREF="https://a.example/">A</A></DL><p>
    <DT><H3 PERSONAL_TOOLBAR_FOLDER="true">work</H3>
    <DD>Client projects
    <DL><p><DT><A HREF="https://b.example/">B</A></DL><p>
    <DT><H3>Work</H3>
    <DD>Client projects
    <DL><p></DL><p>
    <DT><H3 UNFILED_BOOKMARKS_FOLDER="true">Reading</H3>
    <DD>Articles for later
    <DL><p><DT><A HREF="https://c.example/">C</A></DL><p>
    <DT><H3>Reading</H3>
    <DD>Long reads
    <DL><p></DL><p>
  </DL>`)

  it('keeps the bookmarks-bar role and every description of the folders of the file it joins', () => {
    const plan = planBookmarkImport(file, { bookmarks: [], tree: buildFolderTree([]) }, merge, NOW)
    expect(
      plan.folders.map(({ title, description, role }) => ({ title, description, role })),
    ).toEqual([
      // The second 'Work' is the bookmarks bar and the only one with a description; the third
      // says the same again.
      { title: 'Work', description: 'Client projects', role: 'toolbar' },
      { title: 'Reading', description: 'Articles for later\n\nLong reads', role: 'unfiled' },
    ])
    expect(plan.folderUpdates).toEqual([])
  })

  it('gives the user’s folder the file’s description and bookmarks-bar role, keeping its own', () => {
    const mine = [
      { ...folderRecord('work', null, 'a0', 'Work'), description: 'My job' },
      { ...folderRecord('reading', null, 'a1', 'Reading'), description: 'Long reads' },
      { ...folderRecord('same', null, 'a2', 'Same'), role: 'toolbar' as const },
    ]
    const withSame = parseNetscapeBookmarks(
      `<DL><p>
      <DT><H3>Work</H3><DD>Client projects<DL><p><DT><A HREF="https://a.example/">A</A></DL><p>
      <DT><H3 PERSONAL_TOOLBAR_FOLDER="true">Work</H3><DL><p></DL><p>
      <DT><H3>Reading</H3><DD>Long reads<DL><p><DT><A HREF="https://c.example/">C</A></DL><p>
      <DT><H3>Same</H3><DL><p><DT><A HREF="https://d.example/">D</A></DL><p>
    </DL>`,
    )
    const plan = planBookmarkImport(
      withSame,
      { bookmarks: [], tree: buildFolderTree(mine) },
      merge,
      NOW,
    )
    expect(plan.folders).toEqual([])
    // 'Reading' and 'Same' already say it all: they are left alone.
    expect(plan.folderUpdates).toEqual([
      { id: 'work', patch: { description: 'My job\n\nClient projects', role: 'toolbar' } },
    ])
  })

  it('joins descriptions and roles losing neither', () => {
    const join = (a: string, b: string) =>
      joinFolderDetails({ description: a, role: null }, { description: b, role: null }).description
    expect(join('', 'Theirs')).toBe('Theirs')
    expect(join('Mine', '')).toBe('Mine')
    expect(join('Mine', ' Mine ')).toBe('Mine')
    expect(join('Recipes', 'Recipes from Mum')).toBe('Recipes from Mum')
    expect(join('Mine', 'Theirs')).toBe('Mine\n\nTheirs')
    const role = (a: BookmarkFolder['role'], b: BookmarkFolder['role']) =>
      joinFolderDetails({ description: '', role: a }, { description: '', role: b }).role
    expect([role(null, 'toolbar'), role('unfiled', 'toolbar'), role('toolbar', 'unfiled')]).toEqual(
      ['toolbar', 'toolbar', 'toolbar'],
    )
    expect([role(null, 'unfiled'), role('unfiled', null), role(null, null)]).toEqual([
      'unfiled',
      'unfiled',
      null,
    ])
  })
})
