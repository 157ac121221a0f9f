// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { bootFor, putWatermark, rebuiltFrom, settled, storeWorkspace } from '@/testing/rows-start'
import { completedKey, LINKS_TO, ROWS_VERSION, UNTAGGED_BOOKMARKS } from './doc/record-rows'
import { backlinksRange } from './linked-items'
import { COMPLETED_TODOS, dueDays, UNTAGGED_BOOKMARK_ROWS } from './row-range'
import { Workspace } from './workspace'

// Rows written by an earlier Hearth (another layout) or for another schema: a start decodes
// the document instead, and the rows are built again before a start uses them.

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

describe('rows of another layout or schema', () => {
  it('opens from the document when the rows were written for another schema', async () => {
    await storeWorkspace('rows-3')
    await putWatermark('rows-3', (mark) => delete mark.schema)
    bootFor('rows-3')
    const older = await Workspace.open('rows-3')
    expect(older.hasDoc).toBe(true)
    expect(older.records('todos')).toHaveLength(2)
    await older.close()
  })

  it('rebuilds rows of the previous layout (version 1) before starting from them again', async () => {
    // As the previous layout left it: a bookmark keyed by its last edit, version 1.
    const { workspace, decoded, version, row } = await rebuiltFrom(
      'rows-6',
      (first) => ({
        collection: 'bookmarks',
        id: first.repository('bookmarks').create({
          title: 'Saved long ago',
          url: 'https://old.example.com/',
          favourite: true,
          createdAt: 1_000,
        }).id,
      }),
      { version: 1, row: (old) => (old.k.edited = 5_000) },
    )
    expect(decoded).toBe(true)
    expect(version).toBe(ROWS_VERSION)
    expect(row.k.edited).toBe(-1_000)
    await workspace.close()
  })

  it('rebuilds rows of version 3, whose due key was a day alone, before starting from them', async () => {
    let order = ''
    const { workspace, decoded, version, row } = await rebuiltFrom(
      'rows-7',
      (first) => {
        const todo = first
          .repository('todos')
          .create({ title: 'Due at nine', due: '2026-11-29', dueTime: '09:00', priority: 2 })
        order = todo.order
        return { collection: 'todos', id: todo.id }
      },
      { version: 3, row: (old) => (old.k.due = '2026-11-29') },
    )
    expect(decoded).toBe(true)
    expect(version).toBe(ROWS_VERSION)
    expect(row.k.due).toBe(`2026-11-29\u000009:00\u00002\u0000${order}`)
    // Today's range finds it.
    const today = await settled(workspace.reads.query('todos', dueDays('0', '2026-11-29'))!)
    expect(today.map((t) => t.title)).toEqual(['Due at nine'])
    await workspace.close()
  })

  it('rebuilds rows of version 4, whose done todos had no completion key, before starting from them', async () => {
    const { workspace, decoded, version, row } = await rebuiltFrom(
      'rows-8',
      (first) => {
        const todos = first.repository('todos')
        const todo = todos.create({ title: 'Posted the letter', due: '2026-11-20' })
        todos.update(todo.id, { done: true, completedAt: 1_764_000_000_000 })
        return { collection: 'todos', id: todo.id }
      },
      { version: 4, row: (old) => (old.k.due = '2026-11-20') },
    )
    expect(decoded).toBe(true)
    expect(version).toBe(ROWS_VERSION)
    expect(row.k.due).toBe(completedKey(row.r))
    // Completed's range finds it.
    const completed = await settled(workspace.reads.query('todos', COMPLETED_TODOS)!)
    expect(completed.map((t) => t.title)).toEqual(['Posted the letter'])
    await workspace.close()
  })

  it('rebuilds rows of version 5, where an untagged bookmark had no tags key, before starting from them', async () => {
    const { workspace, decoded, version, row } = await rebuiltFrom(
      'rows-9',
      (first) => {
        const bookmark = first
          .repository('bookmarks')
          .create({ url: 'https://example.com/', title: 'No tags yet' })
        return { collection: 'bookmarks', id: bookmark.id }
      },
      { version: 5, row: (old) => delete old.k.tags },
    )
    expect(decoded).toBe(true)
    expect(version).toBe(ROWS_VERSION)
    expect(row.k.tags).toEqual([UNTAGGED_BOOKMARKS])
    // Untagged's range finds it.
    const untagged = await settled(workspace.reads.query('bookmarks', UNTAGGED_BOOKMARK_ROWS)!)
    expect(untagged.map((b) => b.title)).toEqual(['No tags yet'])
    await workspace.close()
  })

  it('rebuilds rows of version 7, where a note was not keyed by the items it links to, before starting from them', async () => {
    let todoId = ''
    const { workspace, decoded, version, row } = await rebuiltFrom(
      'rows-10',
      (first) => {
        todoId = first.repository('todos').create({ title: 'Book flights' }).id
        const note = first
          .repository('notes')
          .create({ title: 'Trip', body: `Next: [Book flights](hearth:${todoId})` })
        return { collection: 'notes', id: note.id }
      },
      { version: 7, row: (old) => delete old.k.tags },
    )
    expect(decoded).toBe(true)
    expect(version).toBe(ROWS_VERSION)
    expect(row.k.tags).toEqual([`${LINKS_TO}${todoId}`])
    // The todo's backlinks find the note.
    const linking = await settled(workspace.reads.query('notes', backlinksRange(todoId))!)
    expect(linking.map((note) => note.title)).toEqual(['Trip'])
    await workspace.close()
  })
})
