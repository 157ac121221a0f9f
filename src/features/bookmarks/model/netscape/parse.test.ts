// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { parseNetscapeBookmarks } from './parse'
import {
  findBookmark as find,
  folderAt as folder,
  folderPaths as folders,
  placedBookmarks as bookmarks,
  readFixture as fixture,
  refusedScheme as JS_REFUSED,
} from './test-tree'

describe('parseNetscapeBookmarks: Firefox', () => {
  const result = parseNetscapeBookmarks(fixture('firefox'))

  it('reads the menu as the top level, then the toolbar and Other Bookmarks', () => {
    expect(result.error).toBeNull()
    expect(result.root.title).toBe('Bookmarks Menu')
    expect(result.bookmarkCount).toBe(18)
    expect(result.folderCount).toBe(4)
    expect(result.root.children.map((n) => `${n.kind}:${n.title}`)).toEqual([
      'bookmark:JavaScript | MDN',
      'bookmark:DuckDuckGo',
      'bookmark:Library catalogue',
      'folder:Mozilla Firefox',
      'bookmark:Le Monde.fr - Actualités et Infos en France et dans le monde',
      'folder:Bookmarks Toolbar',
      'folder:Other Bookmarks',
    ])
    expect(folders(result.root)).toContain('Bookmarks Toolbar / Reading')
    expect(folder(result, 'Bookmarks Toolbar')).toMatchObject({
      role: 'toolbar',
      description: 'Add bookmarks to this folder to see them displayed on the Bookmarks Toolbar',
      addDate: 1698000000_000,
      lastModified: 1698300000_000,
    })
    expect(folder(result, 'Other Bookmarks').role).toBe('unfiled')
    expect(folder(result, 'Mozilla Firefox').description).toBe('')
  })

  it('reads tags, keywords, icons, icon URIs, dates and descriptions', () => {
    expect(find(result, 'JavaScript | MDN')).toMatchObject({
      path: '',
      tags: ['docs', 'javascript'],
      keyword: 'mdn',
      description: 'The JavaScript reference & guides',
      iconUri: 'https://developer.mozilla.org/favicon-48x48.png',
      icon: expect.stringMatching(/^data:image\/png;base64,/),
      addDate: 1698000000_000,
      lastModified: 1698100000_000,
    })
    expect(find(result, 'DuckDuckGo')).toMatchObject({
      url: 'https://duckduckgo.com/?q=%s&ia=web',
      keyword: 'd',
    })
    // The <HR> after it does not make a description.
    expect(find(result, 'Library catalogue').description).toBe('')
    // An SVG icon is dropped; the icon's address is kept. An old fake-favicon-uri: is not one.
    expect(
      find(result, 'Le Monde.fr - Actualités et Infos en France et dans le monde'),
    ).toMatchObject({
      icon: null,
      iconUri: 'https://www.lemonde.fr/dist/assets/img/logos/pwa-180.png',
    })
    expect(find(result, 'Get Help')).toMatchObject({ iconUri: null, path: 'Mozilla Firefox' })
    expect(find(result, 'LWN.net')).toMatchObject({
      tags: ['linux', 'news'],
      description: 'Linux Weekly News',
      path: 'Bookmarks Toolbar / Reading',
    })
    expect(
      find(result, "News, sport and opinion from the Guardian's UK edition | The Guardian"),
    ).toMatchObject({ description: '', path: 'Bookmarks Toolbar / Reading' })
    expect(find(result, 'OpenStreetMap')).toMatchObject({
      url: 'https://www.openstreetmap.org/#map=12/51.5074/-0.1278',
      tags: ['maps', 'osm'],
      path: 'Bookmarks Toolbar',
    })
    expect(find(result, 'Mail the webmaster').url).toBe(
      'mailto:webmaster@example.com?subject=Hello%20there',
    )
    expect(find(result, 'Index of /pub/firefox/releases/').url).toBe(
      'ftp://ftp.mozilla.org/pub/firefox/releases/',
    )
  })

  it('refuses smart bookmarks (place:) and the bookmarklet, with where they were', () => {
    expect(result.refused).toEqual([
      {
        title: 'Most Visited',
        url: 'place:sort=8&maxResults=10',
        path: ['Bookmarks Toolbar'],
        reason: JS_REFUSED('place:'),
      },
      {
        title: 'Edit page',
        url: 'javascript:(function(){document.body.contentEditable=%22true%22})()',
        path: ['Bookmarks Toolbar'],
        reason: JS_REFUSED('javascript:'),
      },
      {
        title: 'Recent Tags',
        url: 'place:type=6&sort=14&maxResults=10',
        path: ['Other Bookmarks'],
        reason: JS_REFUSED('place:'),
      },
    ])
  })
})

describe('parseNetscapeBookmarks: Safari', () => {
  const result = parseNetscapeBookmarks(fixture('safari'))

  it('reads a file with no top-level list, no dates, and the Reading List', () => {
    expect(result.error).toBeNull()
    expect(result.bookmarkCount).toBe(13)
    expect(result.folderCount).toBe(5)
    expect(folders(result.root)).toEqual([
      'BookmarksBar',
      'BookmarksBar / Recipes',
      'BookmarksBar / 日本語',
      'BookmarksMenu',
      'Reading List',
    ])
    const dates = new Set(bookmarks(result.root).flatMap((b) => [b.addDate, b.lastModified]))
    expect([...dates]).toEqual([null])
    expect(folder(result, 'Reading List').children.map((n) => n.title)).toEqual([
      'Leaders | The Economist',
      'Local-first software: You own your data, in spite of the cloud',
      'Sciences – Le Monde',
    ])
    expect(find(result, 'NHKニュース').path).toBe('BookmarksBar / 日本語')
    // Safari writes the address as typed: the parser encodes it.
    expect(find(result, 'Crème brûlée recipe | BBC Good Food').url).toBe(
      'https://www.bbcgoodfood.com/recipes/cr%C3%A8me-br%C3%BBl%C3%A9e',
    )
    expect(find(result, 'Hacker News & friends').url).toBe(
      'https://news.ycombinator.com/item?id=38000000&p=2',
    )
    expect(result.refused).toEqual([])
  })
})

describe('parseNetscapeBookmarks: linkding’s notes', () => {
  it('reads what follows [linkding-notes] in a <DD> as the note, up to its end marker or the end', () => {
    const result = parseNetscapeBookmarks(`<!DOCTYPE NETSCAPE-Bookmark-file-1>
<DL><p>
<DT><A HREF="https://a.example/">A</A>
<DD>About A [linkding-notes] Note &amp; more
second line [/linkding-notes] trailing
<DT><A HREF="https://b.example/">B</A>
<DD>[linkding-notes]Unclosed note
<DT><A HREF="https://c.example/">C</A>
<DD>Just a description
</DL><p>`)
    expect(find(result, 'A')).toMatchObject({
      description: 'About A',
      note: 'Note & more\nsecond line',
    })
    expect(find(result, 'B')).toMatchObject({ description: '', note: 'Unclosed note' })
    expect(find(result, 'C')).toMatchObject({ description: 'Just a description', note: '' })
  })
})

describe('parseNetscapeBookmarks: linkding', () => {
  const text = fixture('linkding')
  const result = parseNetscapeBookmarks(text)

  it('reads a flat list with tags, private, to read, and descriptions with notes', () => {
    expect(text).toContain('\n\r<DT>')
    expect(result.error).toBeNull()
    expect(result.bookmarkCount).toBe(12)
    expect(result.folderCount).toBe(0)
    expect(find(result, "Pinboard - 'Social Bookmarking for Introverts'")).toMatchObject({
      isPrivate: true,
      toRead: true,
      tags: ['bookmarks'],
      description: '',
      addDate: 1697000100_000,
      lastModified: null,
    })
    expect(
      find(result, 'Local-first software: You own your data, in spite of the cloud'),
    ).toMatchObject({
      toRead: true,
      isPrivate: true,
      tags: ['crdt', 'local-first', 'reading'],
      description: 'A paper by Ink & Switch.\nSecond line of the note.',
    })
    const linkding = bookmarks(result.root)[0]!
    expect(linkding).toMatchObject({ isPrivate: false, toRead: false })
    // Its notes follow the description in the <DD>: they come in as the bookmark's note.
    expect(linkding.description).toBe(
      'Self-hosted bookmark manager that is designed be to be minimal, fast, and easy to set up using Docker.',
    )
    expect(linkding.note).toBe(
      'Runs on the NAS, port 9090.\n- backups: nightly\n- update with `docker compose pull`',
    )
    expect(find(result, 'Lobsters').note).toBe('')
    expect(find(result, 'Lobsters').description).toBe(
      'A computing-focused community centered around link aggregation & discussion',
    )
    expect(find(result, 'Index of /debian/')).toMatchObject({ url: 'ftp://ftp.debian.org/debian/' })
    expect(find(result, 'Index of /debian/').tags).toEqual([]) // TAGS=""
    expect(
      find(result, 'html — HyperText Markup Language support — Python 3.12 documentation').tags,
    ).toEqual(['python', 'linkding:archived'])
    expect(find(result, '"Hello, World!" program - Wikipedia').url).toBe(
      'https://en.wikipedia.org/wiki/%22Hello,_World!%22_program',
    )
    expect(find(result, 'Русский язык — Википедия').tags).toEqual(['языки', 'wiki'])
    expect(find(result, "Don't Make Me Think <Revisited> | Steve Krug").toRead).toBe(true)
  })
})
