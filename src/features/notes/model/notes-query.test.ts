import { describe, expect, it } from 'vitest'
import { noteType, type Note } from '@/data/records/note'
import { NotesIndex } from './notes-index'
import { allTags, expiredTrash, normaliseTag, selectNotes, TRASH_MS } from './notes-query'

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
  it('sorts by last edited, created or title, pinned first, Trash apart', () => {
    const base = { matches: null, tag: null, trash: false } as const
    expect(ids(selectNotes(notes, { ...base, sort: 'updated' }))).toEqual(['c', 'b', 'a'])
    expect(ids(selectNotes(notes, { ...base, sort: 'created' }))).toEqual(['c', 'b', 'a'])
    expect(ids(selectNotes(notes, { ...base, sort: 'title' }))).toEqual(['c', 'b', 'a'])
    const unpinned = notes.map((n) => ({ ...n, pinned: false }))
    // Untitled notes sort last by title; titles compare without case.
    expect(ids(selectNotes(unpinned, { ...base, sort: 'title' }))).toEqual(['b', 'a', 'c'])
    expect(ids(selectNotes(notes, { ...base, sort: 'updated', trash: true }))).toEqual(['d'])
  })

  it('filters by tag and keeps the order of search matches', () => {
    const base = { sort: 'updated', trash: false } as const
    expect(ids(selectNotes(notes, { ...base, matches: null, tag: 'baking' }))).toEqual(['a'])
    expect(ids(selectNotes(notes, { ...base, matches: ['a', 'b', 'd'], tag: null }))).toEqual([
      'a',
      'b',
    ])
  })

  it('lists tags in use and finds notes trashed 30 days ago', () => {
    expect(allTags(notes)).toEqual(['baking'])
    expect(expiredTrash(notes, 5 + TRASH_MS - 1)).toEqual([])
    expect(expiredTrash(notes, 5 + TRASH_MS)).toEqual(['d'])
    expect(normaliseTag('  ##Big   idea ')).toBe('Big idea')
  })
})

describe('NotesIndex', () => {
  it('finds notes by title, body and tag with prefix and fuzzy matching, and follows edits', () => {
    let all: readonly Note[] = notes
    const index = new NotesIndex({ getAll: () => all })
    expect(index.search('cinna')).toEqual(['b'])
    expect(index.search('walnutz')).toEqual(['a'])
    expect(index.search('baking')).toEqual(['a'])
    expect(index.search('banana flour')).toEqual(['a'])
    expect(index.search('')).toEqual([])
    // One letter looks at titles and tags only: 'c' is in 'cinnamon' (a body) but no title.
    expect(index.search('a')).toEqual(['b'])
    expect(index.search('c')).toEqual([])
    all = [...notes.slice(1), { ...notes[0]!, body: 'rye and seeds' }]
    expect(index.search('walnuts')).toEqual([])
    expect(index.search('seeds')).toEqual(['a'])
    all = notes.slice(1)
    expect(index.search('seeds')).toEqual([])
  })
  it('builds in slices that go on where the last stopped, and catches up when asked', () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      note({ id: `n${i}`, title: `Note ${i}`, body: i === 299 ? 'the last one' : 'words' }),
    )
    let all: readonly Note[] = many
    const index = new NotesIndex({ getAll: () => all })
    // No time at all: a first slice of notes, then it stops.
    expect(index.refreshFor(0)).toBe(false)
    let slices = 1
    while (!index.refreshFor(0)) slices++
    expect(slices).toBeGreaterThan(5)
    expect(index.search('last')).toEqual(['n299'])
    // Cut short while the notes change: the next slices see the new ones, and the gone go.
    all = [...many.slice(1), note({ id: 'new', title: 'Fresh' })]
    expect(index.refreshFor(0)).toBe(false)
    expect(index.search('fresh')).toEqual(['new'])
    expect(index.search('Note 0')).not.toContain('n0')
  })

  it('finds a tag or a word that starts with an emoji by the word and by the emoji', () => {
    const index = new NotesIndex({
      getAll: () => [
        ...notes,
        note({ id: 'e', title: 'Launch', tags: ['🔥urgent', '🎉'] }),
        note({ id: 'f', title: 'Team', body: 'Party❤️‍🔥time at 👩🏽‍💻hq' }),
      ],
    })
    expect(index.search('urgent')).toEqual(['e'])
    expect(index.search('urg')).toEqual(['e'])
    expect(index.search('🔥urgent')).toEqual(['e'])
    expect(index.search('#🔥urgent')).toEqual(['e'])
    expect(index.search('🔥')).toEqual(['e'])
    expect(index.search('🎉')).toEqual(['e'])
    expect(index.search('time')).toEqual(['f'])
    expect(index.search('❤️‍🔥')).toEqual(['f'])
    expect(index.search('hq')).toEqual(['f'])
    expect(index.search('👩🏽‍💻')).toEqual(['f'])
  })

  it('finds an emoji whole, never as the start of a longer emoji sequence', () => {
    const index = new NotesIndex({
      getAll: () => [
        note({ id: 'heart', title: 'Thanks ❤️' }),
        note({ id: 'fire', title: 'Party ❤️‍🔥' }),
        note({ id: 'coder', title: 'Standup 👩🏽‍💻' }),
        note({ id: 'text', title: 'Plain ❤' }),
      ],
    })
    expect(index.search('❤️').sort()).toEqual(['heart', 'text'])
    expect(index.search('❤').sort()).toEqual(['heart', 'text'])
    expect(index.search('❤️‍🔥')).toEqual(['fire'])
    expect(index.search('👩')).toEqual([])
    expect(index.search('👩🏾‍💻')).toEqual([])
    expect(index.search('👩🏽‍💻')).toEqual(['coder'])
  })
})
