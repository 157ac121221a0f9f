import { describe, expect, it } from 'vitest'
import {
  IN_TRASH,
  keyIn,
  LINKS_TO,
  ROW_INDEXES,
  rowKeys,
  TRASHED_WITH,
  UNTAGGED_BOOKMARKS,
} from './record-rows'

describe('row keys', () => {
  it('flag a todo whose reminder is armed: open, set, not fired', () => {
    const todo = { order: 'a0', updatedAt: 5, done: false, reminder: 1_000, reminderFired: false }
    expect(rowKeys('todos', todo).flag).toBe(1)
    expect(rowKeys('todos', { ...todo, reminderFired: true }).flag).toBe(0)
    expect(rowKeys('todos', { ...todo, done: true }).flag).toBe(0)
    expect(rowKeys('todos', { ...todo, reminder: null }).flag).toBe(0)
  })

  it('key a bookmark by its creation time, negated, and flag it when favourite', () => {
    const keys = rowKeys('bookmarks', { order: 'a0', createdAt: 42, favourite: true })
    expect(keys.edited).toBe(-42)
    expect(keys.flag).toBe(1)
  })
})

describe('row keys of links between items', () => {
  const link = (id: string) => `[Item](hearth:${id})`

  it('key a note, todo or bookmark under each item its Markdown links to, once', () => {
    const body = `${link('todo:a')} and ${link('bookmark:b')}, again ${link('todo:a')}`
    expect(rowKeys('notes', { body, tags: ['work'] }).tags).toEqual([
      'notes\u001fwork',
      `${LINKS_TO}todo:a`,
      `${LINKS_TO}bookmark:b`,
    ])
    expect(rowKeys('todos', { notes: link('note:c'), order: 'a0' }).tags).toEqual([
      `${LINKS_TO}note:c`,
    ])
    // A bookmark without tags stays Untagged.
    expect(rowKeys('bookmarks', { note: link('list:d'), order: 'a0' }).tags).toEqual([
      UNTAGGED_BOOKMARKS,
      `${LINKS_TO}list:d`,
    ])
    expect(rowKeys('todos', { notes: '[site](https://example.com)' }).tags).toBeUndefined()
  })

  it('leave out what a record in the Trash links to', () => {
    const note = { body: link('todo:a'), trashedAt: 5 }
    expect(rowKeys('notes', note).tags).toBeUndefined()
  })
})

describe('row keys of a record in the Trash', () => {
  const indexes = (row: Parameters<typeof keyIn>[0]) =>
    Object.keys(ROW_INDEXES).filter((index) => keyIn(row, index) !== undefined)

  it('leave it out of every index a screen reads, but the Trash’s ranges', () => {
    const todo = {
      id: 'todo:a',
      listId: 'list:a',
      done: false,
      due: '2026-12-01',
      order: 'a0',
      tags: ['home'],
      reminder: 1_000,
      reminderFired: false,
      updatedAt: 5,
    }
    const live = { c: 'todos' as const, id: 'todo:a', r: todo, k: rowKeys('todos', todo) }
    expect(indexes(live)).toEqual(['collection', 'order', 'parent', 'due', 'flag', 'tags'])
    const alone = { ...todo, trashedAt: 9, trashedWith: null }
    const trashed = { ...live, r: alone, k: rowKeys('todos', alone) }
    expect(indexes(trashed)).toEqual(['collection', 'flag', 'notes'])
    expect(keyIn(trashed, 'notes')).toEqual(['todos', 1, IN_TRASH, 9])
    // In no range of the flag index a screen reads (favourites, pinned, armed reminders).
    expect(keyIn(trashed, 'flag')).toEqual(['todos', IN_TRASH, 9])
    const along = { ...todo, trashedAt: 9, trashedWith: 'list:a' }
    const taken = { ...live, r: along, k: rowKeys('todos', along) }
    expect(keyIn(taken, 'notes')).toEqual(['todos', 2, IN_TRASH, 9])
    expect(keyIn(taken, 'tags')).toEqual([`${TRASHED_WITH}list:a`])
  })

  it('keep a note outside the Trash in its live range, and one inside out of it', () => {
    const note = { id: 'note:a', pinned: true, trashedAt: null, updatedAt: 3 }
    const row = { c: 'notes' as const, id: 'note:a', r: note, k: rowKeys('notes', note) }
    expect(keyIn(row, 'notes')).toEqual(['notes', 0, 1, 3])
    const trashed = { ...note, trashedAt: 7 }
    expect(keyIn({ ...row, r: trashed, k: rowKeys('notes', trashed) }, 'notes')).toEqual([
      'notes',
      1,
      IN_TRASH,
      7,
    ])
  })
})
