import { describe, expect, it } from 'vitest'
import { NOTE_ROWS } from './notes-index-text'

const note = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  title: id,
  body: '',
  tags: [] as string[],
  pinned: false,
  trashedAt: null,
  createdAt: 1,
  updatedAt: 1,
  ...fields,
})

describe("the notes' rows index", () => {
  const records = new Map(
    [
      note('a', { tags: ['work'] }),
      note('b', { pinned: true }),
      note('c', { tags: ['work'], pinned: true }),
      note('d', { trashedAt: 5, tags: ['work'] }),
      note('e', { tags: ['home'] }),
    ].map((n) => [n.id, n as Record<string, unknown>]),
  )
  const ids = ['e', 'a', 'd', 'b', 'c']
  const found = (terms: unknown) => NOTE_ROWS.select!(terms, ids, records).map((n) => n.id)

  it("answers the Notes screen's search as it lists it: pinned first, ranked, none in the Trash", () => {
    expect(found({ list: { tag: null } })).toEqual(['b', 'c', 'e', 'a'])
  })

  it('narrows the search to a tag', () => {
    expect(found({ list: { tag: 'work' } })).toEqual(['c', 'a'])
  })

  it("answers the palette's search best first, and every note's meta outside the Trash", () => {
    expect(found(undefined)).toEqual(['e', 'a', 'b', 'c'])
    expect(found({ meta: true }).sort()).toEqual(['a', 'b', 'c', 'e'])
  })
})
