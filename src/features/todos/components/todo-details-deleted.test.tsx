import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace } from '@/testing/test-workspace'
import { openDetails } from '../model/todos-ui-store'
import { openTodoDetails } from './test-details'

let workspace: Workspace
beforeEach(async () => {
  workspace = await openTestWorkspace('todo-details-deleted')
})
afterEach(async () => {
  act(() => openDetails(null))
  await workspace.close()
})

it('stays open when another tab deletes the todo, and adds it again with what was typed', async () => {
  const user = userEvent.setup()
  const { todo, dialog } = await openTodoDetails(workspace, {
    title: 'Book flights',
    due: '2030-05-01',
    tags: ['travel'],
    subtasks: [{ id: 'sub:1', title: 'Check passports', done: false }],
  })
  const notes = within(dialog).getByRole('textbox', { name: 'Notes' })
  await user.type(notes, 'Seat 14A')

  // Another tab deletes the todo while its notes are being typed.
  act(() => void workspace.repository('todos').remove(todo.id))
  expect(screen.getByRole('dialog', { name: 'Todo details' })).toBe(dialog)
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    'This todo was deletedIt was deleted in another tab or on another device',
  )
  expect(notes).toHaveValue('Seat 14A')
  expect(notes).toHaveFocus()
  expect(within(dialog).queryByRole('button', { name: 'Delete todo' })).toBeNull()

  // What is typed after is kept too, though nothing is stored until it is added again.
  await user.type(notes, ', aisle if not')
  await user.type(within(dialog).getByRole('textbox', { name: 'Add a subtask' }), 'Pack{Enter}')
  expect(workspace.store('todos').get(todo.id)).toBeUndefined()

  await user.click(within(dialog).getByRole('button', { name: 'Add it again' }))
  const stored = workspace.store('todos').get(todo.id)
  expect(stored).toMatchObject({
    title: 'Book flights',
    due: '2030-05-01',
    tags: ['travel'],
    notes: 'Seat 14A, aisle if not',
  })
  expect(stored?.subtasks.map((s) => s.title)).toEqual(['Check passports', 'Pack'])
  expect(within(dialog).queryByRole('status')).toBeNull()
  expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus()
  expect(within(dialog).getByRole('button', { name: 'Delete todo' })).toBeInTheDocument()
})

it('closes on Discard once the todo was deleted, storing nothing', async () => {
  const user = userEvent.setup()
  const { todo, dialog } = await openTodoDetails(workspace, { title: 'Call the bank' })
  act(() => void workspace.repository('todos').remove(todo.id))
  await user.click(within(dialog).getByRole('button', { name: 'Discard' }))
  expect(screen.queryByRole('dialog', { name: 'Todo details' })).toBeNull()
  expect(workspace.records('todos')).toEqual([])
})
