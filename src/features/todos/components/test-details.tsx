import { act, render, screen } from '@testing-library/react'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { Todo } from '@/data/records/todo'
import type { Workspace } from '@/data/workspace'
import { WithWorkspace } from '@/testing/test-workspace'
import { todoActions, type TodoActions } from '../hooks/use-todo-actions'
import { openDetails } from '../model/todos-ui-store'
import { TodoDetailsDialog } from './todo-details'

/**
 * For tests: stores a todo made of `fields` in `workspace`, renders 'Todo details' (with the
 * real actions unless `actions` is given) and opens it on that todo. Returns the todo and the
 * dialog once it shows.
 */
export async function openTodoDetails(
  workspace: Workspace,
  fields: Partial<Todo> & { title: string },
  actions: TodoActions = todoActions(workspace),
) {
  const todo = workspace.repository('todos').create(fields)
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <TodoDetailsDialog lists={[]} actions={actions} />
      </WithWorkspace>
    </TooltipProvider>,
  )
  act(() => openDetails(todo.id))
  const dialog = await screen.findByRole('dialog', { name: 'Todo details' })
  return { todo, dialog }
}
