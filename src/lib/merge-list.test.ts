import { describe, expect, it } from 'vitest'
import { mergeList, mergeListFields } from './merge-list'

const lower = { key: (tag: string) => tag.toLowerCase() }

describe('mergeList of tags', () => {
  it('is the other side when only one side changed', () => {
    expect(mergeList(['a'], ['a'], ['a', 'b'])).toEqual(['a', 'b'])
    expect(mergeList(['a', 'b'], ['b', 'a'], ['a', 'b'])).toEqual(['b', 'a'])
    expect(mergeList(['a'], [], ['a'])).toEqual([])
  })

  it('keeps what another tab added and removed, and what the user added and removed', () => {
    // Here: removed b, added d. Elsewhere: removed c, added e.
    expect(mergeList(['a', 'b', 'c'], ['a', 'c', 'd'], ['a', 'b', 'e'])).toEqual(['a', 'e', 'd'])
  })

  it('keeps one of a tag both sides added', () => {
    expect(mergeList(['a'], ['a', 'b'], ['a', 'b'])).toEqual(['a', 'b'])
    expect(mergeList(['a'], ['a', 'b', 'c'], ['a', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd'])
    expect(mergeList(['a'], ['Phone', 'a'], ['a', 'phone'], lower)).toEqual(['a', 'Phone'])
  })

  it('puts an added tag before the one that followed it, or at the end', () => {
    expect(mergeList(['b', 'c'], ['a', 'b', 'c'], ['b', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd'])
    expect(mergeList(['a', 'c'], ['a', 'b1', 'b2', 'c'], ['c', 'a', 'x'])).toEqual([
      'b1',
      'b2',
      'c',
      'a',
      'x',
    ])
  })

  it('keeps the user’s new order, with the other side’s additions in it', () => {
    expect(mergeList(['a', 'b', 'c'], ['c', 'b', 'a'], ['a', 'b', 'c', 'd'])).toEqual([
      'c',
      'b',
      'a',
      'd',
    ])
    // Reordered on both sides: theirs, as stored.
    expect(mergeList(['a', 'b'], ['b', 'a', 'x'], ['b', 'a'])).toEqual(['b', 'a', 'x'])
    expect(mergeList(['a', 'b', 'c'], ['c', 'a', 'b'], ['b', 'a', 'c', 'y'])).toEqual([
      'b',
      'a',
      'c',
      'y',
    ])
  })

  it('takes the user’s spelling of a tag it folds to the same key', () => {
    expect(mergeList(['phone'], ['Phone'], ['phone', 'errands'], lower)).toEqual([
      'Phone',
      'errands',
    ])
  })

  it('counts a key once when a list holds it twice', () => {
    expect(mergeList(['a', 'a'], ['a', 'a', 'b'], ['a', 'a', 'c'])).toEqual(['a', 'c', 'b'])
  })
})

describe('mergeList of subtasks', () => {
  const sub = (id: string, title = id, done = false) => ({ id, title, done })
  const byId = { key: (s: { id: string }) => s.id }

  it('merges each subtask field by field: a change on one side wins over no change', () => {
    const base = [sub('a'), sub('b'), sub('c')]
    const mine = [sub('a', 'a', true), sub('b'), sub('c', 'c renamed')]
    const theirs = [sub('a', 'a renamed'), sub('b', 'b', true), sub('c', 'c', true)]
    expect(mergeList(base, mine, theirs, byId)).toEqual([
      sub('a', 'a renamed', true),
      sub('b', 'b', true),
      sub('c', 'c renamed', true),
    ])
  })

  it('gives the user’s change when both sides changed one field', () => {
    const base = [sub('a'), sub('b')]
    const mine = [sub('a', 'here'), sub('b')]
    const theirs = [sub('a', 'there'), sub('b', 'b', true)]
    expect(mergeList(base, mine, theirs, byId)).toEqual([sub('a', 'here'), sub('b', 'b', true)])
  })

  it('keeps subtasks added on both sides and drops those removed on either', () => {
    const base = [sub('a'), sub('b'), sub('c')]
    const mine = [sub('a'), sub('c', 'c', true), sub('mine')]
    const theirs = [sub('a'), sub('b'), sub('theirs')]
    // c was removed elsewhere: ticking it here does not bring it back.
    expect(mergeList(base, mine, theirs, byId)).toEqual([sub('a'), sub('theirs'), sub('mine')])
  })
})

describe('mergeListFields', () => {
  const keys = { tags: (t: string) => t, subtasks: (s: { id: string }) => s.id }
  const record = { title: 'T', tags: ['a'], subtasks: [{ id: 's1' }] }

  it('merges the list fields in the patch with the stored record, others as they are', () => {
    const stored = { title: 'Elsewhere', tags: ['a', 'b'], subtasks: [{ id: 's1' }, { id: 's2' }] }
    expect(mergeListFields(record, { title: 'Here', tags: ['a', 'c'] }, stored, keys)).toEqual({
      title: 'Here',
      tags: ['a', 'b', 'c'],
    })
    expect(mergeListFields(record, { subtasks: [] }, stored, keys)).toEqual({
      subtasks: [{ id: 's2' }],
    })
  })

  it('leaves the patch alone when the record is gone', () => {
    expect(mergeListFields(record, { tags: ['x'] }, undefined, keys)).toEqual({ tags: ['x'] })
  })
})
