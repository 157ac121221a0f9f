// @vitest-environment happy-dom
import * as Y from 'yjs'
import { expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { WriteRefusedError } from './repository'
import { Workspace } from './workspace'

// Writes that are bookkeeping, not the user's steps: outside the undo history.

it('mark() changes fields outside the undo history', async () => {
  const workspace = await Workspace.open('mark')
  const todos = workspace.repository('todos')
  const first = todos.create({ title: 'Call', reminder: 5 })
  workspace.undoManager.stopCapturing()
  const second = todos.create({ title: 'Write' })
  workspace.undoManager.stopCapturing()
  todos.mark(first.id, { reminderFired: true })
  expect(() => todos.mark(first.id, { reminder: -1 })).toThrow(WriteRefusedError)
  // Undo takes back the user's last step (the second todo), not the mark.
  workspace.undoManager.undo()
  expect(workspace.store('todos').get(second.id)).toBeUndefined()
  expect(workspace.store('todos').get(first.id)?.reminderFired).toBe(true)
  await workspace.close()
})

it('purge() deletes outside the undo history, and leaves redo alone', async () => {
  const workspace = await Workspace.open('purge')
  const notes = workspace.repository('notes')
  const old = notes.create({ title: 'Long in the Trash' })
  workspace.undoManager.stopCapturing()
  const kept = notes.create({ title: 'Kept' })
  workspace.undoManager.stopCapturing()
  notes.update(kept.id, { title: 'Kept, renamed' })
  workspace.undoManager.undo()
  expect(workspace.store('notes').get(kept.id)?.title).toBe('Kept')
  notes.purge([old.id, 'note:missing'])
  expect(workspace.store('notes').get(old.id)).toBeUndefined()
  // Redo still brings back the rename; undo never brings back the purged note.
  expect(workspace.undoManager.canRedo()).toBe(true)
  workspace.undoManager.redo()
  expect(workspace.store('notes').get(kept.id)?.title).toBe('Kept, renamed')
  workspace.undoManager.undo()
  workspace.undoManager.undo()
  workspace.undoManager.undo()
  expect(workspace.store('notes').get(old.id)).toBeUndefined()
  await workspace.close()
})

it('touch() moves a record’s edit time outside the undo history', async () => {
  const workspace = await Workspace.open('touch')
  const notes = workspace.repository('notes')
  const note = notes.create({ title: 'T' })
  workspace.undoManager.clear()
  await new Promise((resolve) => setTimeout(resolve, 5))
  notes.touch(note.id)
  expect(workspace.store('notes').get(note.id)!.updatedAt).toBeGreaterThan(note.updatedAt)
  expect(workspace.undoManager.canUndo()).toBe(false)
  await workspace.close()
})

it('touch() writes only the edit time: a title edited elsewhere at once survives', async () => {
  const a = await Workspace.open('touch-a')
  const note = a.repository('notes').create({ title: 'Before', body: 'text' })
  const b = await Workspace.open('touch-b')
  Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc))
  // At the same moment: b renames the note, a moves its edit time after typing in the body.
  await new Promise((resolve) => setTimeout(resolve, 5))
  b.repository('notes').update(note.id, { title: 'Renamed elsewhere' })
  a.repository('notes').touch(note.id)
  const fromA = Y.encodeStateAsUpdate(a.doc)
  Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b.doc))
  Y.applyUpdate(b.doc, fromA)
  for (const workspace of [a, b]) {
    const merged = workspace.store('notes').get(note.id)!
    expect(merged.title).toBe('Renamed elsewhere')
    expect(merged.updatedAt).toBeGreaterThan(note.updatedAt)
  }
  await a.close()
  await b.close()
})
