import { describe, expect, it } from 'vitest'
import { bookmarkUrlKey } from './bookmark-url'
import { BOOKMARK_ROWS, type CountRows, type SavedRows } from './bookmarks-index-text'
import { bookmarkRecord } from './test-records'

describe("the bookmarks' rows index", () => {
  const all = [
    bookmarkRecord('a', { url: 'https://a.example/', folderId: 'f', order: 'a1' }),
    bookmarkRecord('b', { url: 'https://b.example/', folderId: 'f', order: 'a4' }),
    bookmarkRecord('c', { url: 'https://c.example/', folderId: null, order: 'a2' }),
  ]
  const records = new Map(all.map((b) => [b.id, b as unknown as Record<string, unknown>]))

  it("answers an import's preview: which of its addresses are saved, and each folder's last order", () => {
    const keys = ['http://a.example', 'https://elsewhere.example/'].map(bookmarkUrlKey)
    const [answer] = BOOKMARK_ROWS.select!({ saved: keys }, [], records) as unknown as SavedRows[]
    expect(answer).toEqual({
      id: 'saved',
      saved: [bookmarkUrlKey('https://a.example/')],
      lastOrders: [
        ['f', 'a4'],
        [null, 'a2'],
      ],
    })
  })

  it('answers the counts beside the folders and smart views, in one pass', () => {
    const [answer] = BOOKMARK_ROWS.select!({ counts: true }, [], records) as unknown as CountRows[]
    expect(answer).toEqual({
      id: 'counts',
      own: [['f', 2]],
      smart: { all: 3, favourites: 0, untagged: 3 },
    })
  })

  it('answers the bookmarks saved at an address', () => {
    const found = BOOKMARK_ROWS.select!(
      { address: bookmarkUrlKey('https://b.example') },
      [],
      records,
    )
    expect(found.map((b) => b.id)).toEqual(['b'])
  })
})
