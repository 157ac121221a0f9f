import { describe, expect, it } from 'vitest'
import { noteType, type Note } from '@/data/records/note'
import { indexInThread, IndexInWorker } from '@/lib/search-index/index-in-worker'
import { NOTE_TEXT } from './notes-index-text'
import { notesIndex } from './notes-index-options'
import { allTags, normaliseTag, selectNotes } from './notes-query'

const note = (fields: Partial<Note> & { id: string }, at = 1): Note => ({
  ...noteType.create({ ...fields, now: at }),
  ...fields,
})

const notes = [
  note({ id: 'a', title: 'banana bread', body: 'flour and walnuts', tags: ['baking'] }, 10),
  note({ id: 'b', title: 'Apple pie', body: 'cinnamon', updatedAt: 50 }, 20),
  note({ id: 'c', title: '', body: 'no title', pinned: true }, 30),
  note({ id: 'd', title: 'Old', body: 'gone', trashedAt: 5 }, 40),
]
const ids = (list: Note[]) => list.map((n) => n.id)

describe('selectNotes', () => {
  it('sorts by last edited, created or title, pinned first, the Trash’s notes left out', () => {
    const base = { matches: null, tag: null } as const
    expect(ids(selectNotes(notes, { ...base, sort: 'updated' }))).toEqual(['c', 'b', 'a'])
    expect(ids(selectNotes(notes, { ...base, sort: 'created' }))).toEqual(['c', 'b', 'a'])
    expect(ids(selectNotes(notes, { ...base, sort: 'title' }))).toEqual(['c', 'b', 'a'])
    const unpinned = notes.map((n) => ({ ...n, pinned: false }))
    // Untitled notes sort last by title; titles compare without case.
    expect(ids(selectNotes(unpinned, { ...base, sort: 'title' }))).toEqual(['b', 'a', 'c'])
  })

  it('filters by tag and keeps the order of search matches', () => {
    const base = { sort: 'updated' } as const
    expect(ids(selectNotes(notes, { ...base, matches: null, tag: 'baking' }))).toEqual(['a'])
    expect(ids(selectNotes(notes, { ...base, matches: ['a', 'b', 'd'], tag: null }))).toEqual([
      'a',
      'b',
    ])
  })

  it('lists the tags in use outside the Trash, and tidies a tag as stored', () => {
    const binned = note({ id: 'e', title: 'Gone', tags: ['old-only'], trashedAt: 5 }, 50)
    expect(allTags([...notes, binned])).toEqual(['baking'])
    expect(normaliseTag('  ##Big   idea ')).toBe('Big idea')
  })
})

/** The notes' index as its worker keeps it, in this thread, following `all` as it changes. */
function indexOver(initial: readonly Note[]) {
  let all = initial
  const index = new IndexInWorker<Note>(
    indexInThread(async () => notesIndex()),
    NOTE_TEXT,
  )
  return {
    set: (next: readonly Note[]) => (all = next),
    search: (text: string) => {
      index.follow(all)
      return index.search(text)
    },
  }
}

describe('the notes index', () => {
  it('finds notes by title, body and tag with prefix and fuzzy matching, and follows edits', async () => {
    const index = indexOver(notes)
    expect(await index.search('cinna')).toEqual(['b'])
    expect(await index.search('walnutz')).toEqual(['a'])
    expect(await index.search('baking')).toEqual(['a'])
    expect(await index.search('banana flour')).toEqual(['a'])
    expect(await index.search('')).toEqual([])
    // One letter looks at titles and tags only: 'c' is in 'cinnamon' (a body) but no title.
    expect(await index.search('a')).toEqual(['b'])
    expect(await index.search('c')).toEqual([])
    index.set([...notes.slice(1), { ...notes[0]!, body: 'rye and seeds' }])
    expect(await index.search('walnuts')).toEqual([])
    expect(await index.search('seeds')).toEqual(['a'])
    index.set(notes.slice(1))
    expect(await index.search('seeds')).toEqual([])
  })

  it('sends thousands of notes in slices, and answers after all of them', async () => {
    const many = Array.from({ length: 2_500 }, (_, i) =>
      note({ id: `n${i}`, title: `Note ${i}`, body: i === 2_499 ? 'the last one' : 'words' }),
    )
    const posted: unknown[] = []
    const port = indexInThread(async () => notesIndex())
    const post = port.postMessage.bind(port)
    port.postMessage = (request) => {
      posted.push(request)
      post(request)
    }
    const index = new IndexInWorker<Note>(port, NOTE_TEXT)
    index.follow(many)
    // One slice at once; the others in later tasks, the page free between them.
    expect(posted).toHaveLength(1)
    expect(await index.search('last')).toEqual(['n2499'])
    expect(posted).toHaveLength(4)
    // What changed since goes, and nothing else: one note added, one gone.
    index.follow([...many.slice(1), note({ id: 'new', title: 'Fresh' })])
    expect(await index.search('fresh')).toEqual(['new'])
    expect(posted.slice(4)).toEqual([
      { put: [{ id: 'new', title: 'Fresh', body: '', tags: '' }] },
      { discard: ['n0'] },
      { search: 2, text: 'fresh' },
    ])
  })

  it('finds a tag or a word that starts with an emoji by the word and by the emoji', async () => {
    const index = indexOver([
      ...notes,
      note({ id: 'e', title: 'Launch', tags: ['🔥urgent', '🎉'] }),
      note({ id: 'f', title: 'Team', body: 'Party❤️‍🔥time at 👩🏽‍💻hq' }),
    ])
    expect(await index.search('urgent')).toEqual(['e'])
    expect(await index.search('urg')).toEqual(['e'])
    expect(await index.search('🔥urgent')).toEqual(['e'])
    expect(await index.search('#🔥urgent')).toEqual(['e'])
    expect(await index.search('🔥')).toEqual(['e'])
    expect(await index.search('🎉')).toEqual(['e'])
    expect(await index.search('time')).toEqual(['f'])
    expect(await index.search('❤️‍🔥')).toEqual(['f'])
    expect(await index.search('hq')).toEqual(['f'])
    expect(await index.search('👩🏽‍💻')).toEqual(['f'])
  })

  it('finds an emoji whole, never as the start of a longer emoji sequence', async () => {
    const index = indexOver([
      note({ id: 'heart', title: 'Thanks ❤️' }),
      note({ id: 'fire', title: 'Party ❤️‍🔥' }),
      note({ id: 'coder', title: 'Standup 👩🏽‍💻' }),
      note({ id: 'text', title: 'Plain ❤' }),
    ])
    expect((await index.search('❤️')).sort()).toEqual(['heart', 'text'])
    expect((await index.search('❤')).sort()).toEqual(['heart', 'text'])
    expect(await index.search('❤️‍🔥')).toEqual(['fire'])
    expect(await index.search('👩')).toEqual([])
    expect(await index.search('👩🏾‍💻')).toEqual([])
    expect(await index.search('👩🏽‍💻')).toEqual(['coder'])
  })
})
