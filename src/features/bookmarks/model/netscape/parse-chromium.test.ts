// @vitest-environment jsdom
// Exports of Chromium's family: Chrome and Edge.
import { describe, expect, it } from 'vitest'
import { parseNetscapeBookmarks } from './parse'
import {
  findBookmark as find,
  folderAt as folder,
  folderPaths as folders,
  readFixture as fixture,
  refusedScheme as JS_REFUSED,
} from './test-tree'

describe('parseNetscapeBookmarks: Chrome', () => {
  const text = fixture('chrome')
  const result = parseNetscapeBookmarks(text)

  it('reads the whole file: counts, folders, top level (Other bookmarks has no heading)', () => {
    expect(text).toContain('\r\n')
    expect(result.error).toBeNull()
    expect(result.root.title).toBe('Bookmarks')
    expect(result.bookmarkCount).toBe(16)
    expect(result.folderCount).toBe(5)
    expect(folders(result.root)).toEqual([
      'Bookmarks bar',
      'Bookmarks bar / Work',
      'Bookmarks bar / Work / Projects',
      'Bookmarks bar / Work / Projects / Archive',
      'Recipes',
    ])
    expect(result.root.children.map((n) => n.title)).toEqual([
      'Bookmarks bar',
      'Köln – Wikipedia',
      'Home - BBC News',
      'Tom & Jerry <fan page>',
      '東京 - Wikipedia',
      'theverge.com',
      'Recipes',
      'Погода в Москве на 10 дней',
    ])
  })

  it('reads the bar, folder times (LAST_MODIFIED="0" is no time) and paths', () => {
    expect(folder(result, 'Bookmarks bar')).toMatchObject({
      role: 'toolbar',
      addDate: 1699000000_000,
      lastModified: 1700000000_000,
    })
    expect(folder(result, 'Recipes').role).toBeNull()
    expect(folder(result, 'Bookmarks bar / Work / Projects / Archive')).toMatchObject({
      addDate: 1699002300_000,
      lastModified: null,
      children: [],
    })
    expect(find(result, 'Introduction | Yjs Docs').path).toBe('Bookmarks bar / Work / Projects')
    expect(find(result, 'WEB board - Sprint 42 & backlog - Jira').path).toBe('Bookmarks bar / Work')
    expect(find(result, 'Crème brûlée recipe | BBC Good Food').path).toBe('Recipes')
  })

  it('reads each link: address, date, icon, escaped titles, a missing title', () => {
    const icon = expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]+=*$/)
    const bare = { description: '', note: '', tags: [], iconUri: null, keyword: '' }
    expect(find(result, 'GitHub')).toEqual({
      ...{ kind: 'bookmark', title: 'GitHub', url: 'https://github.com/', path: 'Bookmarks bar' },
      ...{ ...bare, addDate: 1699000100_000, lastModified: null, icon },
      ...{ isPrivate: false, toRead: false },
    })
    expect(find(result, 'Hacker News').icon).toBeNull()
    // Chrome leaves '&' raw in HREF; '&copy=' is not an entity inside an attribute.
    expect(find(result, 'yjs crdt - Google Search').url).toBe(
      'https://www.google.com/search?q=yjs+crdt&hl=en&tbm=isch',
    )
    expect(find(result, 'Tom & Jerry <fan page>').url).toBe(
      'http://example.org/a?b=1&copy=2&lang=en',
    )
    expect(find(result, 'The Food Lab\'s "Cacio e Pepe" | Serious Eats').path).toBe('Recipes')
    expect(find(result, 'theverge.com').url).toBe('https://www.theverge.com/')
    expect(find(result, '東京 - Wikipedia').url).toBe(
      'https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC',
    )
  })

  it('refuses the bookmarklet and the browser page, with their folders', () => {
    expect(result.refused).toEqual([
      {
        title: 'Bookmarklet: dark mode',
        url: "javascript:(function(){document.documentElement.style.filter='invert(1)'})()",
        path: ['Bookmarks bar'],
        reason: JS_REFUSED('javascript:'),
      },
      { title: 'Settings', url: 'chrome://settings/', path: [], reason: JS_REFUSED('chrome:') },
    ])
  })
})

describe('parseNetscapeBookmarks: Edge', () => {
  const result = parseNetscapeBookmarks(fixture('edge'))

  it('reads the Favorites bar and what follows it', () => {
    expect(result.error).toBeNull()
    expect(result.bookmarkCount).toBe(13)
    expect(result.folderCount).toBe(4)
    expect(folders(result.root)).toEqual([
      'Favorites bar',
      'Favorites bar / Dev',
      'Favorites bar / Nachrichten',
      'Travel',
    ])
    expect(folder(result, 'Favorites bar').role).toBe('toolbar')
    expect(find(result, 'wetter münchen - Suchen').url).toBe(
      'https://www.bing.com/search?q=wetter+m%C3%BCnchen&form=QBLH&sp=-1',
    )
    expect(find(result, 'Αθήνα - Βικιπαίδεια').path).toBe('')
    expect(find(result, 'DER SPIEGEL | Online-Nachrichten').addDate).toBe(1701002200_000)
    expect(result.refused.map((r) => [r.title, r.path, r.reason])).toEqual([
      ['Bookmarklet: QR code', ['Favorites bar'], JS_REFUSED('javascript:')],
      ['Settings', [], JS_REFUSED('edge:')],
    ])
  })
})
