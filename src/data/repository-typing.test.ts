// @vitest-environment happy-dom
import { expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { WriteRefusedError } from './repository'
import { Workspace } from './workspace'

// Text typed into a field with an undo history of its own (a note's title): outside the app's.

it('updateTyped() writes outside the undo history, so undo never brings back typed text', async () => {
  const workspace = await Workspace.open('typed')
  const notes = workspace.repository('notes')
  const note = notes.create({ title: 'Trip' })
  workspace.undoManager.stopCapturing()
  notes.update(note.id, { pinned: true })
  workspace.undoManager.stopCapturing()
  const title = () => workspace.store('notes').get(note.id)?.title
  notes.updateTyped(note.id, { title: 'Trip to Rome' })
  // The field's own undo takes ' Rome' away.
  notes.updateTyped(note.id, { title: 'Trip to' })
  expect(title()).toBe('Trip to')
  expect(() => notes.updateTyped(note.id, { title: 7 as never })).toThrow(WriteRefusedError)
  expect(notes.updateTyped('note:missing', { title: 'x' })).toBe(false)
  // Undo takes back the user's last step outside the field (the pin), and leaves the title.
  workspace.undoManager.undo()
  expect(workspace.store('notes').get(note.id)?.pinned).toBe(false)
  expect(title()).toBe('Trip to')
  workspace.undoManager.redo()
  expect(workspace.store('notes').get(note.id)?.pinned).toBe(true)
  expect(title()).toBe('Trip to')
  // Undoing the note's creation takes it away with its title; redo brings both back.
  workspace.undoManager.undo()
  workspace.undoManager.undo()
  expect(workspace.store('notes').get(note.id)).toBeUndefined()
  workspace.undoManager.redo()
  expect(title()).toBe('Trip to')
  await workspace.close()
})
