import type { Todo } from '@/data/records/todo'
import { openedWorkspace } from '@/data/workspaces'
import { todoActions } from './hooks/use-todo-actions'

/** Ticks or unticks a todo shown by a link elsewhere (a note's preview), as its row does. */
export async function toggleLinkedTodo(todo: Todo) {
  const workspace = await openedWorkspace()
  if (workspace) todoActions(workspace).toggle(todo)
}
