import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import type { TodoActions } from '../hooks/use-todo-actions'
import { openDetails } from '../model/todos-ui-store'
import { TodoDetailsDialog } from './todo-details'

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
  const todo = workspace.repository('todos').create({ title: 'Plan', notes: '**Buy** seeds' })
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const user = userEvent.setup()
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <TodoDetailsDialog lists={[]} actions={{} as TodoActions} />
      </WithWorkspace>
    </TooltipProvider>,
  )
  act(() => openDetails(todo.id))
  const dialog = await screen.findByRole('dialog', { name: 'Todo details' })
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The preview could not be downloaded.',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
  expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('**Buy** seeds')
})
