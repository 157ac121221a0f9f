import { describe, expect, it } from 'vitest'
import { createdLabel, patchedLabel, removedLabel } from './undo-labels'

describe('undo step names', () => {
  it('say what an action did, as its button does', () => {
    expect(createdLabel('notes', 1)).toBe('New note')
    expect(createdLabel('todos', 1)).toBe('Add todo')
    expect(createdLabel('todos', 3)).toBe('Add 3 todos')
    expect(removedLabel('bookmarks', 1)).toBe('Delete bookmark')
    expect(removedLabel('colors', 2)).toBe('Delete 2 colours')
    expect(patchedLabel('notes', 1, { pinned: true, updatedAt: 1 })).toBe('Pin note')
    expect(patchedLabel('notes', 1, { pinned: false })).toBe('Unpin note')
    expect(patchedLabel('notes', 1, { trashedAt: 5 })).toBe('Delete note')
    expect(patchedLabel('notes', 1, { trashedAt: null })).toBe('Restore note')
    expect(patchedLabel('todos', 3, { trashedAt: 5, trashedWith: 'list:a' })).toBe('Delete 3 todos')
    expect(patchedLabel('todos', 1, { done: true, completedAt: 5 })).toBe('Complete todo')
    expect(patchedLabel('todos', 1, { done: false, completedAt: null })).toBe('Reopen todo')
    expect(patchedLabel('bookmarks', 1, { favourite: true })).toBe('Add bookmark to favourites')
    expect(patchedLabel('bookmarks', 1, { favourite: false })).toBe(
      'Remove bookmark from favourites',
    )
    expect(patchedLabel('todoLists', 1, { title: 'Home' })).toBe('Rename list')
    expect(patchedLabel('bookmarks', 4, { folderId: 'f', order: 'a1' })).toBe('Move 4 bookmarks')
    expect(patchedLabel('widgets', 3, { layouts: {} })).toBe('Move 3 widgets')
    expect(patchedLabel('widgets', 1, { hidden: true })).toBe('Hide widget')
    expect(patchedLabel('todos', 1, { title: 'A', due: '2026-12-01' })).toBe('Edit todo')
  })
})
