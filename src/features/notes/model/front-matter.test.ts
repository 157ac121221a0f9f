import { describe, expect, it } from 'vitest'
import { readFrontMatter, withFrontMatter } from './front-matter'
import { noteToMarkdown } from './note-text'

describe('noteToMarkdown with front matter', () => {
  it('writes tags and the pin before the title, and nothing for a note with neither', () => {
    expect(
      noteToMarkdown({ title: 'Packing', body: 'Passport.', tags: ['travel'], pinned: true }),
    ).toBe('---\ntags: [travel]\npinned: true\n---\n# Packing\n\nPassport.')
    expect(noteToMarkdown({ title: 'Packing', body: 'Passport.', tags: [], pinned: false })).toBe(
      '# Packing\n\nPassport.',
    )
    expect(withFrontMatter({ tags: ['a', 'b c'] }, 'x')).toBe('---\ntags: [a, b c]\n---\nx')
    expect(withFrontMatter({ pinned: true }, 'x')).toBe('---\npinned: true\n---\nx')
  })

  it('quotes a tag YAML would read otherwise', () => {
    const tags = ['a, b', '#idea', 'x: y', '2024', 'true', '[draft]', 'say "hi"', "it's", ' pad']
    const file = withFrontMatter({ tags }, '')
    expect(file).toBe(
      '---\ntags: ["a, b", "#idea", "x: y", "2024", "true", "[draft]", "say \\"hi\\"", "it\'s", " pad"]\n---\n',
    )
    expect(readFrontMatter(file).tags).toEqual(tags.map((tag) => tag.trim()))
  })

  it('puts the tags into a block the body starts with rather than a second one', () => {
    const body = '---\naliases: [trip]\n---\nGo'
    expect(noteToMarkdown({ title: 'Trip', body, tags: ['travel'], pinned: false })).toBe(
      '---\ntags: [travel]\naliases: [trip]\n---\n# Trip\n\nGo',
    )
    expect(noteToMarkdown({ title: '', body, tags: [], pinned: false })).toBe(body)
  })
})

describe('readFrontMatter', () => {
  it('reads tags, pinned and title, and takes the block off the body', () => {
    expect(readFrontMatter('---\ntags: [travel, to do]\npinned: true\n---\n# Packing\n')).toEqual({
      tags: ['travel', 'to do'],
      pinned: true,
      body: '# Packing\n',
    })
    expect(readFrontMatter("---\ntitle: 'Trip: day 1'\npinned: false\n...\nGo")).toEqual({
      title: 'Trip: day 1',
      pinned: false,
      body: 'Go',
    })
  })

  // [what, tags as written, tags read]
  it.each([
    ['a list of items', 'tags:\n  - travel\n  - "to do"', ['travel', 'to do']],
    ['items at the start of the line', 'tags:\n- travel\n- work', ['travel', 'work']],
    ['commas (Obsidian)', 'tags: travel, work', ['travel', 'work']],
    ['one tag', 'tags: travel', ['travel']],
    ['an empty list', 'tags: []', []],
    ['a comment after the list', 'tags: [a, b] # mine', ['a', 'b']],
    ['a tag twice, once', 'tags: [a, a]', ['a']],
  ])('reads tags written as %s', (_, yaml, tags) => {
    expect(readFrontMatter(`---\n${yaml}\n---\nText`)).toEqual({ tags, body: 'Text' })
  })

  it('keeps keys it does not know, and values it cannot read, at the start of the body', () => {
    expect(
      readFrontMatter('---\naliases:\n  - Trip\ntags: [travel]\npinned: maybe\n---\nGo'),
    ).toEqual({ tags: ['travel'], body: '---\naliases:\n  - Trip\npinned: maybe\n---\nGo' })
  })

  // [what, text]
  it.each([
    ['no block', '# Trip\n\nGo'],
    ['a rule and a heading underlined with ---', '---\nPacking\n---\n\nsocks'],
    ['a block that never ends', '---\ntags: [a]\n\nGo'],
    ['a block not at the start', 'Go\n---\ntags: [a]\n---\n'],
    ['an empty block', '---\n---\nGo'],
  ])('leaves a text with %s as it is', (_, text) => {
    expect(readFrontMatter(text)).toEqual({ body: text })
  })

  it('gives back what noteToMarkdown wrote', () => {
    const notes = [
      { title: 'Packing', body: 'Passport and charger.', tags: ['travel', 'a, b'], pinned: true },
      { title: 'Plain', body: '# Plain\n\n---\nkey: value\n---\n', tags: [], pinned: false },
      { title: '', body: '---\naliases: [x]\n---\nGo', tags: ['t'], pinned: false },
    ]
    for (const note of notes) {
      const read = readFrontMatter(noteToMarkdown(note))
      expect({ tags: [], pinned: false, ...read }).toEqual({
        tags: note.tags,
        pinned: note.pinned,
        body: noteToMarkdown({ title: note.title, body: note.body }),
      })
    }
  })
})
