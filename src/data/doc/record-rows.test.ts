import { describe, expect, it } from 'vitest'
import { rowKeys } from './record-rows'

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
