import MiniSearch from 'minisearch'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { BookmarksIndex, parseBookmarkQuery, searchBookmarks } from './bookmark-search'
import { buildFolderTree } from './folders'
import { bookmarkRecord, folderRecord } from './test-records'

const tree = buildFolderTree([
  folderRecord('work', null, 'a0', 'Work'),
  folderRecord('docs', 'work', 'a0', 'Reference docs'),
  folderRecord('fun', null, 'a1', 'Two words'),
])
let bookmarks = [
  bookmarkRecord('mdn', {
    title: 'MDN Web Docs',
    url: 'https://developer.mozilla.org/',
    folderId: 'docs',
    tags: ['javascript', 'web'],
    createdAt: 3,
  }),
  bookmarkRecord('yjs', {
    title: 'Yjs',
    url: 'https://github.com/yjs/yjs',
    description: 'Shared data types for collaborative software',
    folderId: 'work',
    tags: ['crdt'],
    createdAt: 2,
  }),
  bookmarkRecord('cats', {
    title: 'Funny cats',
    url: 'https://www.youtube.com/cats',
    folderId: 'fun',
    tags: ['video'],
    createdAt: 1,
  }),
]
const index = new BookmarksIndex(() => bookmarks)
const find = (text: string) =>
  searchBookmarks(parseBookmarkQuery(text), bookmarks, index, tree).map((b) => b.id)

describe('bookmark search', () => {
  it('matches text as typed until the index is ready', () => {
    expect(index.ready).toBe(false)
    expect(find('mozilla')).toEqual(['mdn'])
    expect(find('mozila')).toEqual([])
  })

  describe('with the index', () => {
    beforeAll(() => index.prepare())

    it('splits text from tag: and folder: filters', () => {
      expect(parseBookmarkQuery('yjs tag:CRDT folder:"Two words" docs')).toEqual({
        text: 'yjs docs',
        tags: ['crdt'],
        folders: ['two words'],
      })
      expect(parseBookmarkQuery('tag: folder:')).toEqual({ text: '', tags: [], folders: [] })
    })

    it('finds by title, address, description and tags, by prefix and with typos', () => {
      expect(find('mdn')).toEqual(['mdn'])
      expect(find('mozilla')).toEqual(['mdn'])
      expect(find('github yjs')).toEqual(['yjs'])
      expect(find('collab')).toEqual(['yjs'])
      expect(find('javascript')).toEqual(['mdn'])
      expect(find('collaborativ softwre')).toEqual(['yjs'])
      expect(find('nothing-like-this')).toEqual([])
    })

    it('looks at titles and tags only for a single letter', () => {
      // 'w': the title of the cats' page's address (www) and MDN's tag 'web'; 'm': MDN's title.
      expect(find('w')).toEqual(['mdn'])
      expect(find('m')).toEqual(['mdn'])
      // Two letters look everywhere again: 'ww' is the cats' address.
      expect(find('ww')).toEqual(['cats'])
    })

    it('narrows by tag and by folder (with the folders inside it)', () => {
      expect(find('tag:crdt')).toEqual(['yjs'])
      expect(find('tag:web')).toEqual(['mdn'])
      expect(find('folder:work')).toEqual(['mdn', 'yjs'])
      expect(find('folder:"two words"')).toEqual(['cats'])
      expect(find('docs folder:work')).toEqual(['mdn'])
      expect(find('tag:video folder:work')).toEqual([])
    })

    it('finds a moved bookmark in its new folder without indexing its words again', () => {
      const discard = vi.spyOn(MiniSearch.prototype, 'discard')
      bookmarks = bookmarks.map((b) =>
        b.id === 'yjs' ? { ...b, folderId: 'fun', order: 'a5' } : b,
      )
      expect(find('folder:two collaborative')).toEqual(['yjs'])
      expect(find('folder:work collaborative')).toEqual([])
      expect(discard).not.toHaveBeenCalled()
      discard.mockRestore()
    })

    it('sees edits and deletions on the next search', () => {
      bookmarks = bookmarks.map((b) => (b.id === 'cats' ? { ...b, title: 'Funny dogs' } : b))
      expect(find('dogs')[0]).toBe('cats')
      bookmarks = bookmarks.filter((b) => b.id !== 'cats')
      expect(find('dogs')).not.toContain('cats')
    })
  })
})

describe('bookmark search with emoji', () => {
  const withEmoji = [
    bookmarkRecord('launch', { title: 'Launch plan', tags: ['🔥urgent', '❤️fav'] }),
    bookmarkRecord('team', { title: 'Team page', description: 'Party❤️‍🔥time at 👩🏽‍💻hq' }),
    bookmarkRecord('plain', { title: 'Urgent fixes', tags: ['fav'] }),
  ]
  const emojiIndex = new BookmarksIndex(() => withEmoji)
  const findIn = (text: string) =>
    searchBookmarks(parseBookmarkQuery(text), withEmoji, emojiIndex, tree).map((b) => b.id)
  beforeAll(() => emojiIndex.prepare())

  it('finds a tag or a word that starts with an emoji by the word and by the emoji', () => {
    expect(findIn('urgent').sort()).toEqual(['launch', 'plain'])
    expect(findIn('🔥urgent')).toEqual(['launch'])
    expect(findIn('🔥')).toEqual(['launch'])
    expect(findIn('fav').sort()).toEqual(['launch', 'plain'])
    // An emoji finds itself whole: '❤️' is not the heart on fire '❤️‍🔥', nor '👩' the coder.
    expect(findIn('❤️')).toEqual(['launch'])
    expect(findIn('❤')).toEqual(['launch'])
    expect(findIn('👩')).toEqual([])
    expect(findIn('tag:❤️fav')).toEqual(['launch'])
    expect(findIn('time')).toEqual(['team'])
    expect(findIn('❤️‍🔥')).toEqual(['team'])
    expect(findIn('hq')).toEqual(['team'])
    expect(findIn('👩🏽‍💻')).toEqual(['team'])
  })
})
