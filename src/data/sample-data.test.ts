import { afterEach, expect, it, vi } from 'vitest'
import { generateSampleRecords, SAMPLE_SIZES } from './sample-data'
import { linkedIds } from '@/lib/item-links'

afterEach(() => {
  vi.useRealTimers()
})

it('makes the counts each size says, every kind of record', async () => {
  const records = await generateSampleRecords('realistic', 1)
  const { todoLists, todos, notes, bookmarkFolders, bookmarks } = SAMPLE_SIZES.realistic
  expect(records.todoLists).toHaveLength(todoLists)
  expect(records.todos).toHaveLength(todos)
  expect(records.notes).toHaveLength(notes)
  expect(records.bookmarkFolders).toHaveLength(bookmarkFolders)
  expect(records.bookmarks).toHaveLength(bookmarks)
})

it('makes the same records for the same seed', async () => {
  // Only the clock is fixed (dates are made relative to now), not the timers.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'))
  const first = await generateSampleRecords('small', 7)
  expect(await generateSampleRecords('small', 7)).toEqual(first)
  expect(await generateSampleRecords('small', 8)).not.toEqual(first)
})

it('offers Extra large as five times Large', () => {
  const { label, ...large } = SAMPLE_SIZES.large
  const { label: extraLabel, ...extraLarge } = SAMPLE_SIZES.extraLarge
  expect([label, extraLabel]).toEqual(['Large', 'Extra large'])
  for (const [kind, count] of Object.entries(large))
    expect(extraLarge[kind as keyof typeof extraLarge]).toBe(5 * count)
})

it('links some notes to todos and bookmarks, and some todos to notes, that it made', async () => {
  const records = await generateSampleRecords('realistic', 3)
  const ids = new Set(
    [...records.todos!, ...records.notes!, ...records.bookmarks!].map((record) => record.id),
  )
  const fromNotes = records.notes!.flatMap((note) => linkedIds(note.body))
  const fromTodos = records.todos!.flatMap((todo) => linkedIds(todo.notes))
  expect(fromNotes.some((id) => id.startsWith('todo:'))).toBe(true)
  expect(fromNotes.some((id) => id.startsWith('bookmark:'))).toBe(true)
  expect(fromTodos.length).toBeGreaterThan(0)
  expect(fromTodos.every((id) => id.startsWith('note:'))).toBe(true)
  for (const id of [...fromNotes, ...fromTodos]) expect(ids.has(id)).toBe(true)
})
