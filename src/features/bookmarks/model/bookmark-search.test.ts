import MiniSearch from 'minisearch'
import { describe, expect, it, vi } from 'vitest'
import type { Bookmark } from '@/data/records/bookmark'
import { indexInThread, IndexInWorker } from '@/lib/search-index/index-in-worker'
import { parseBookmarkQuery, searchBookmarks } from './bookmark-search'
import { BOOKMARK_TEXT } from './bookmarks-index-text'
import { bookmarksIndex } from './bookmarks-index-options'
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
/** The bookmarks' index as its worker keeps it, in this thread. */
const indexOf = () =>
  new IndexInWorker<Bookmark>(
    indexInThread(async () => bookmarksIndex()),
    BOOKMARK_TEXT,
  )

/** Searches `text` among `all` as the screen does: the index follows them, then answers. */
async function searchIn(index: IndexInWorker<Bookmark>, all: Bookmark[], text: string) {
  const query = parseBookmarkQuery(text)
  index.follow(all)
  const ids = await index.search(query.text)
  return searchBookmarks(query, all, ids, tree).map((b) => b.id)
}

const index = indexOf()
const find = (text: string) => searchIn(index, bookmarks, text)

describe('bookmark search', () => {
  describe('with the index', () => {
    it('splits text from tag: and folder: filters', async () => {
      expect(parseBookmarkQuery('yjs tag:CRDT folder:"Two words" docs')).toEqual({
        text: 'yjs docs',
        tags: ['crdt'],
        folders: ['two words'],
      })
      expect(parseBookmarkQuery('tag: folder:')).toEqual({ text: '', tags: [], folders: [] })
    })

    it('finds by title, address, description and tags, by prefix and with typos', async () => {
      expect(await find('mdn')).toEqual(['mdn'])
      expect(await find('mozilla')).toEqual(['mdn'])
      expect(await find('github yjs')).toEqual(['yjs'])
      expect(await find('collab')).toEqual(['yjs'])
      expect(await find('javascript')).toEqual(['mdn'])
      expect(await find('collaborativ softwre')).toEqual(['yjs'])
      expect(await find('nothing-like-this')).toEqual([])
    })

    it('looks at titles and tags only for a single letter', async () => {
      // 'w': the title of the cats' page's address (www) and MDN's tag 'web'; 'm': MDN's title.
      expect(await find('w')).toEqual(['mdn'])
      expect(await find('m')).toEqual(['mdn'])
      // Two letters look everywhere again: 'ww' is the cats' address.
      expect(await find('ww')).toEqual(['cats'])
    })

    it('narrows by tag and by folder (with the folders inside it)', async () => {
      expect(await find('tag:crdt')).toEqual(['yjs'])
      expect(await find('tag:web')).toEqual(['mdn'])
      expect(await find('folder:work')).toEqual(['mdn', 'yjs'])
      expect(await find('folder:"two words"')).toEqual(['cats'])
      expect(await find('docs folder:work')).toEqual(['mdn'])
      expect(await find('tag:video folder:work')).toEqual([])
    })

    it('finds a moved bookmark in its new folder without indexing its words again', async () => {
      const discard = vi.spyOn(MiniSearch.prototype, 'discard')
      bookmarks = bookmarks.map((b) =>
        b.id === 'yjs' ? { ...b, folderId: 'fun', order: 'a5' } : b,
      )
      expect(await find('folder:two collaborative')).toEqual(['yjs'])
      expect(await find('folder:work collaborative')).toEqual([])
      expect(discard).not.toHaveBeenCalled()
      discard.mockRestore()
    })

    it('sees edits and deletions on the next search', async () => {
      bookmarks = bookmarks.map((b) => (b.id === 'cats' ? { ...b, title: 'Funny dogs' } : b))
      expect((await find('dogs'))[0]).toBe('cats')
      bookmarks = bookmarks.filter((b) => b.id !== 'cats')
      expect(await find('dogs')).not.toContain('cats')
    })
  })
})

describe('bookmark search in notes', () => {
  let noted = [
    bookmarkRecord('css', { title: 'CSS guide', note: 'Read the **grid** chapter before Friday' }),
    bookmarkRecord('other', { title: 'Grid systems', note: '' }),
    bookmarkRecord('plain', { title: 'Plain page' }),
  ]
  const index = indexOf()
  const find = (text: string) => searchIn(index, noted, text)

  it('finds a bookmark by the words of its note, and follows the note as it changes', async () => {
    expect(await find('friday')).toEqual(['css'])
    expect(await find('chapter grid')).toEqual(['css'])
    // A title's word still counts most.
    expect((await find('grid'))[0]).toBe('other')
    noted = noted.map((b) => (b.id === 'plain' ? { ...b, note: 'Found via a friend' } : b))
    expect(await find('friend')).toEqual(['plain'])
    noted = noted.map((b) => (b.id === 'css' ? { ...b, note: '' } : b))
    expect(await find('friday')).toEqual([])
  })
})

describe('bookmark search with emoji', () => {
  const withEmoji = [
    bookmarkRecord('launch', { title: 'Launch plan', tags: ['🔥urgent', '❤️fav'] }),
    bookmarkRecord('team', { title: 'Team page', description: 'Party❤️‍🔥time at 👩🏽‍💻hq' }),
    bookmarkRecord('plain', { title: 'Urgent fixes', tags: ['fav'] }),
  ]
  const emojiIndex = indexOf()
  const findIn = (text: string) => searchIn(emojiIndex, withEmoji, text)

  it('finds a tag or a word that starts with an emoji by the word and by the emoji', async () => {
    expect((await findIn('urgent')).sort()).toEqual(['launch', 'plain'])
    expect(await findIn('🔥urgent')).toEqual(['launch'])
    expect(await findIn('🔥')).toEqual(['launch'])
    expect((await findIn('fav')).sort()).toEqual(['launch', 'plain'])
    // An emoji finds itself whole: '❤️' is not the heart on fire '❤️‍🔥', nor '👩' the coder.
    expect(await findIn('❤️')).toEqual(['launch'])
    expect(await findIn('❤')).toEqual(['launch'])
    expect(await findIn('👩')).toEqual([])
    expect(await findIn('tag:❤️fav')).toEqual(['launch'])
    expect(await findIn('time')).toEqual(['team'])
    expect(await findIn('❤️‍🔥')).toEqual(['team'])
    expect(await findIn('hq')).toEqual(['team'])
    expect(await findIn('👩🏽‍💻')).toEqual(['team'])
  })
})
