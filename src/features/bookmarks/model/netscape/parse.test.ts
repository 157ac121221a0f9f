import { FIXTURES, type FixtureName } from './fixtures'
import { describe, expect, it } from 'vitest'
import { parseNetscapeBookmarks } from './parse'
import type { NetscapeBookmark, NetscapeFolder, NetscapeNode } from './tree'

const fixture = (name: FixtureName) => FIXTURES[name]

/** Every bookmark with the titles of the folders it is in. */
function flatten(
  folder: NetscapeFolder,
  path: string[] = [],
): (NetscapeBookmark & { path: string })[] {
  return folder.children.flatMap((node: NetscapeNode) =>
    node.kind === 'folder'
      ? flatten(node, [...path, node.title])
      : [{ ...node, path: path.join(' / ') }],
  )
}
const find = (folder: NetscapeFolder, title: string) =>
  flatten(folder).find((b) => b.title === title)!
const folderTitles = (folder: NetscapeFolder): string[] =>
  folder.children.flatMap((n) =>
    n.kind === 'folder' ? [n.title, ...folderTitles(n).map((t) => `${n.title} / ${t}`)] : [],
  )

describe('parseNetscapeBookmarks: what each browser writes', () => {
  it('reads Chrome’s file (CRLF, dates, icons, the bookmarks bar and Other bookmarks)', () => {
    const text = fixture('chrome')
    expect(text).toContain('\r\n')
    const result = parseNetscapeBookmarks(text)
    expect(result.error).toBeNull()
    expect(result.bookmarkCount).toBe(11)
    expect(result.folderCount).toBe(4)
    expect(folderTitles(result.root)).toEqual([
      'Bookmarks bar',
      'Bookmarks bar / Work',
      'Bookmarks bar / Work / Projects',
      'Other bookmarks',
    ])
    const bar = result.root.children[0] as NetscapeFolder
    expect(bar.role).toBe('toolbar')
    expect(bar.addDate).toBe(1699000000_000)
    expect(bar.lastModified).toBe(1700000000_000)
    const github = find(result.root, 'GitHub')
    expect(github).toMatchObject({
      url: 'https://github.com/',
      path: 'Bookmarks bar',
      addDate: 1699000100_000,
    })
    expect(github.icon).toMatch(/^data:image\/png;base64,/)
    expect(find(result.root, 'Introduction | Yjs Docs').path).toBe(
      'Bookmarks bar / Work / Projects',
    )
    expect(find(result.root, 'Tom & Jerry <fan page>').url).toBe('http://example.org/a&b?x=1&y=2')
    expect(find(result.root, '東京 - Wikipedia').url).toBe(
      'https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC',
    )
    expect(result.refused).toEqual([
      {
        title: 'Bookmarklet',
        url: 'javascript:alert(document.cookie)',
        path: ['Other bookmarks'],
        reason:
          'Only http, https, mailto and ftp addresses can be saved (this one is “javascript:”).',
      },
    ])
  })

  it('reads Edge’s file (the Favorites bar)', () => {
    const result = parseNetscapeBookmarks(fixture('edge'))
    expect(result.bookmarkCount).toBe(11)
    expect(result.root.children.map((n) => n.title)).toEqual(['Favorites bar', 'Other favorites'])
    expect((result.root.children[0] as NetscapeFolder).role).toBe('toolbar')
  })

  it('reads Firefox’s file (CSP meta, Bookmarks Menu, tags, keywords, icon URIs, descriptions)', () => {
    const result = parseNetscapeBookmarks(fixture('firefox'))
    expect(result.root.title).toBe('Bookmarks Menu')
    expect(result.bookmarkCount).toBe(9)
    expect(result.folderCount).toBe(4)
    expect(folderTitles(result.root)).toEqual([
      'Mozilla Firefox',
      'Bookmarks Toolbar',
      'Bookmarks Toolbar / Reading',
      'Other Bookmarks',
    ])
    const mdn = find(result.root, 'JavaScript | MDN')
    expect(mdn).toMatchObject({
      path: '',
      tags: ['docs', 'javascript'],
      keyword: 'mdn',
      description: 'The JavaScript reference & guides',
      iconUri: 'https://developer.mozilla.org/favicon-48x48.png',
      addDate: 1698000000_000,
      lastModified: 1698100000_000,
    })
    expect(mdn.icon).toMatch(/^data:image\/png/)
    const toolbar = result.root.children.find(
      (n) => n.title === 'Bookmarks Toolbar',
    ) as NetscapeFolder
    expect(toolbar.role).toBe('toolbar')
    expect(toolbar.description).toBe(
      'Add bookmarks to this folder to see them displayed on the Bookmarks Toolbar',
    )
    const other = result.root.children.find((n) => n.title === 'Other Bookmarks') as NetscapeFolder
    expect(other.role).toBe('unfiled')
    expect(find(result.root, 'LWN.net')).toMatchObject({
      tags: ['linux', 'news'],
      description: 'Linux Weekly News',
      path: 'Bookmarks Toolbar / Reading',
    })
    expect(
      find(result.root, "News, sport and opinion from the Guardian's UK edition | The Guardian")
        .description,
    ).toBe('')
    expect(result.refused.map((r) => [r.title, r.url.split(':')[0]])).toEqual([
      ['Most Visited', 'place'],
      ['Edit page', 'javascript'],
    ])
  })

  it('reads Safari’s file (no top-level list, no dates, the Reading List)', () => {
    const result = parseNetscapeBookmarks(fixture('safari'))
    expect(result.bookmarkCount).toBe(7)
    expect(folderTitles(result.root)).toEqual([
      'Favourites',
      'Favourites / Recipes',
      'BookmarksMenu',
      'Reading List',
    ])
    const economist = find(result.root, 'Leaders | The Economist')
    expect(economist).toMatchObject({
      path: 'Reading List',
      description: 'The world this week, in brief.',
      addDate: null,
      lastModified: null,
    })
    expect(find(result.root, 'Crème brûlée recipe').url).toBe(
      'https://www.bbcgoodfood.com/recipes/cr%C3%A8me-br%C3%BBl%C3%A9e',
    )
  })

  it('reads linkding’s and Pinboard’s file (tags, private, to read, descriptions)', () => {
    const result = parseNetscapeBookmarks(fixture('linkding'))
    expect(result.bookmarkCount).toBe(6)
    expect(result.folderCount).toBe(0)
    expect(find(result.root, 'Pinboard')).toMatchObject({
      isPrivate: true,
      toRead: true,
      tags: ['bookmarks'],
    })
    expect(
      find(result.root, 'Local-first software: You own your data, in spite of the cloud'),
    ).toMatchObject({
      toRead: true,
      isPrivate: false,
      tags: ['crdt', 'local-first', 'reading'],
      description: 'A paper by Ink & Switch.\nSecond line of the note.',
    })
    expect(find(result.root, 'Debian FTP').url).toBe('ftp://ftp.debian.org/debian/')
    expect(find(result.root, 'Write to us').url).toBe('mailto:hello@example.com')
  })
})

describe('parseNetscapeBookmarks: quirks', () => {
  const wrap = (body: string) =>
    `<!DOCTYPE NETSCAPE-Bookmark-file-1><TITLE>Bookmarks</TITLE><H1>Bookmarks</H1>${body}`

  it('parses files without <p>, with <HR>s and headings of any level', () => {
    const result = parseNetscapeBookmarks(
      wrap(`<DL>
        <DT><H2>Two</H2><DL><DT><A HREF="https://a.example/">A</A></DL>
        <HR>
        <DT><H6>Six</H6><DL><DT><A HREF="https://b.example/">B</A><HR></DL>
        <DT><A HREF="https://c.example/">C</A>
      </DL>`),
    )
    expect(folderTitles(result.root)).toEqual(['Two', 'Six'])
    expect(flatten(result.root).map((b) => `${b.path}:${b.title}`)).toEqual([
      'Two:A',
      'Six:B',
      ':C',
    ])
  })

  it('keeps icons that are small raster images and drops the rest', () => {
    const png = `data:image/png;base64,${'A'.repeat(100)}`
    const big = `data:image/png;base64,${'A'.repeat(20 * 1024)}`
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+'
    const result = parseNetscapeBookmarks(
      wrap(`<DL><p>
        <DT><A HREF="https://a.example/" ICON="${png}">small</A>
        <DT><A HREF="https://b.example/" ICON="${big}">big</A>
        <DT><A HREF="https://c.example/" ICON="${svg}">svg</A>
        <DT><A HREF="https://d.example/" ICON="https://evil.example/x.png">remote</A>
      </DL>`),
    )
    expect(flatten(result.root).map((b) => [b.title, b.icon])).toEqual([
      ['small', png],
      ['big', null],
      ['svg', null],
      ['remote', null],
    ])
  })

  it('reads times in seconds, milliseconds and microseconds, and ignores nonsense', () => {
    const result = parseNetscapeBookmarks(
      wrap(`<DL><p>
        <DT><A HREF="https://a.example/" ADD_DATE="1700000000">s</A>
        <DT><A HREF="https://b.example/" ADD_DATE="1700000000123">ms</A>
        <DT><A HREF="https://c.example/" ADD_DATE="1700000000123456">µs</A>
        <DT><A HREF="https://d.example/" ADD_DATE="yesterday">bad</A>
      </DL>`),
    )
    expect(flatten(result.root).map((b) => b.addDate)).toEqual([
      1700000000_000,
      1700000000_123,
      1700000000_123,
      null,
    ])
  })

  it('uses the host as the title of an untitled bookmark, and de-duplicates tags', () => {
    const result = parseNetscapeBookmarks(
      wrap(`<DL><p><DT><A HREF="https://www.example.com/x" TAGS="a, b,,a">  </A></DL>`),
    )
    expect(flatten(result.root)[0]).toMatchObject({ title: 'example.com', tags: ['a', 'b'] })
  })
})
