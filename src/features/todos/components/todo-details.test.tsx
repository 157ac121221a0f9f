import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace } from '@/testing/test-workspace'
import type { TodoActions } from '../hooks/use-todo-actions'
import { openDetails } from '../model/todos-ui-store'
import { openTodoDetails } from './test-details'
import { findDialog } from '@/testing/find-dialog'

// The preview's code never arrives, as offline before Hearth has saved itself.
vi.mock('./todo-notes-preview', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

let workspace: Workspace
beforeEach(async () => {
  workspace = await openTestWorkspace('todo-details')
})
afterEach(async () => {
  act(() => openDetails(null))
  await workspace.close()
})

it('says the preview could not be downloaded, and the notes stay editable', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const user = userEvent.setup()
  const { dialog } = await openTodoDetails(
    workspace,
    { title: 'Plan', notes: '**Buy** seeds' },
    {} as TodoActions,
  )
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The preview could not be downloaded.',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
  expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('**Buy** seeds')
})

/** 'Todo details' of a todo, with the real actions. */
const renderDetails = async (title: string) => (await openTodoDetails(workspace, { title })).todo
const titleOf = (id: string) => workspace.records('todos').find((t) => t.id === id)?.title

it('keeps the title when it is cleared and the field is left, as editing in the row does', async () => {
  const todo = await renderDetails('Important task')
  const user = userEvent.setup()
  const dialog = await findDialog({ name: 'Todo details' })
  const title = within(dialog).getByRole('textbox', { name: 'Title' })
  await user.clear(title)
  expect(title).toHaveValue('')
  await user.click(within(dialog).getByRole('textbox', { name: 'Notes' }))
  expect(title).toHaveValue('Important task')
  expect(titleOf(todo.id)).toBe('Important task')

  // Rubbed out a letter at a time (each saved as typed): the title goes back to the whole one.
  await user.click(title)
  await user.keyboard('{End}' + '{Backspace}'.repeat('Important task'.length))
  expect(title).toHaveValue('')
  await user.tab()
  expect(title).toHaveValue('Important task')
  expect(titleOf(todo.id)).toBe('Important task')

  // A title typed in its place is saved as usual.
  await user.clear(title)
  await user.type(title, 'Renamed')
  await user.tab()
  expect(titleOf(todo.id)).toBe('Renamed')
})

it('keeps the title when the dialog is closed with the title field empty', async () => {
  const todo = await renderDetails('Important task')
  const user = userEvent.setup()
  const dialog = await findDialog({ name: 'Todo details' })
  const title = within(dialog).getByRole('textbox', { name: 'Title' })
  await user.click(title)
  await user.keyboard('{End}' + '{Backspace}'.repeat(5))
  expect(titleOf(todo.id)).toBe('Important')
  await user.clear(title)
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('dialog', { name: 'Todo details' })).toBeNull()
  expect(titleOf(todo.id)).toBe('Important task')
})

it('leaves tags changed in another tab alone when the tags field is passed through unchanged', async () => {
  const todo = await renderDetails('Call the bank')
  const user = userEvent.setup()
  const dialog = await findDialog({ name: 'Todo details' })
  const tags = within(dialog).getByRole('textbox', { name: 'Tags' })
  // Another tab tags the todo while the dialog is open.
  act(() => void workspace.repository('todos').update(todo.id, { tags: ['phone'] }))
  await user.click(tags)
  await user.click(within(dialog).getByRole('textbox', { name: 'Notes' }))
  expect(workspace.store('todos').get(todo.id)?.tags).toEqual(['phone'])
  expect(tags).toHaveValue('@phone')

  // Editing the field, a tag added here is saved, along with what it showed.
  await user.type(tags, ' @errands{Enter}')
  expect(tags).toHaveValue('@phone @errands')
  expect(workspace.store('todos').get(todo.id)?.tags).toEqual(['phone', 'errands'])
})
