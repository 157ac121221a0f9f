import { generateNKeysBetween } from 'fractional-indexing'
import { confirm } from '@/components/ui/confirm'
import { toast } from '@/components/ui/toast-store'
import type { TodoList } from '@/data/records/todo-list'
import { Repository } from '@/data/repository'
import { inOneStep, undoOfLatest } from '@/data/undo'
import type { WorkspaceHandle } from '@/data/workspace'
import { plural } from '@/lib/format'
import type { ImportPlan } from '../model/import-todos'
import { announce } from '../model/todos-ui-store'
import { listTitle } from '../model/views'

/** Runs a change, or says in a toast why it was refused (null then). */
export type Attempt = <T>(what: string, change: () => T) => T | null

/** What a user can do to todo lists (and an import of todos), with toasts and confirmations. */
export function listActions(
  workspace: Pick<WorkspaceHandle, 'repository' | 'records' | 'complete'>,
  attempt: Attempt,
) {
  const todos = workspace.repository('todos')
  const lists = workspace.repository('todoLists')

  const createList = (title: string) =>
    attempt('Could not add the list', () =>
      lists.create({
        title: title.trim(),
        order: Repository.orderAfter(workspace.records('todoLists')),
      }),
    )

  const updateList = (list: TodoList, patch: Partial<TodoList>) =>
    attempt('Could not save the list', () => lists.update(list.id, patch))

  const stepList = (list: TodoList, ordered: readonly TodoList[], by: -1 | 1) => {
    const index = ordered.findIndex((l) => l.id === list.id)
    const target = index + by
    if (index < 0 || target < 0 || target >= ordered.length) return
    const rest = ordered.filter((l) => l.id !== list.id)
    const moved = attempt('Could not move the list', () => lists.place(list.id, rest, target))
    if (moved === null) return
    announce(`List “${listTitle(list)}” moved to position ${target + 1} of ${ordered.length}.`)
  }

  /** Deletes a list and its todos, after asking; 'Undo' brings both back. */
  const deleteList = async (list: TodoList): Promise<boolean> => {
    // Every todo, read from the rows where the page has no document (never decoding it).
    const inside = (await workspace.complete('todos')).getAll().filter((t) => t.listId === list.id)
    const ok = await confirm({
      title: `Delete “${listTitle(list)}”?`,
      description: `${
        inside.length
          ? `Its ${plural(inside.length, 'todo goes', 'todos go')} with it.`
          : 'The list is empty.'
      } You can restore it from the Trash for 30 days.`,
      confirmLabel: 'Delete list',
      destructive: true,
    })
    if (!ok) return false
    const done = attempt('Could not delete the list', () =>
      inOneStep('Delete list', () => {
        todos.trash(
          inside.map((t) => t.id),
          { with: list.id },
        )
        lists.trash([list.id])
        return true
      }),
    )
    if (!done) return false
    toast({
      kind: 'info',
      title: 'List deleted',
      message: `“${listTitle(list)}” and ${plural(inside.length, 'todo')} are in the Trash for 30 days.`,
      action: {
        label: 'Undo',
        onClick: undoOfLatest(
          () =>
            void attempt('Could not restore the list', () =>
              inOneStep('Restore list', () => {
                lists.untrash([{ id: list.id }])
                todos.untrash(inside.map((t) => ({ id: t.id })))
              }),
            ),
        ),
      },
    })
    return true
  }

  /** Carries out an import, its new lists and its todos, in one undo step. */
  const importPlan = (plan: ImportPlan): boolean => {
    const ok = attempt('Could not import the todos', () =>
      inOneStep('Import todos', () => {
        const existing = workspace
          .records('todoLists')
          .map((l) => l.order)
          .sort()
        const orders = generateNKeysBetween(existing.at(-1) ?? null, null, plan.newLists.length)
        lists.createMany(plan.newLists.map((list, i) => ({ ...list, order: orders[i]! })))
        todos.createMany(plan.todos)
        return true
      }),
    )
    if (!ok) return false
    toast({
      kind: 'success',
      title: 'Todos imported',
      message: `${plural(plan.todos.length, 'todo')}${
        plan.newLists.length ? ` and ${plural(plan.newLists.length, 'new list')}` : ''
      }.`,
    })
    return true
  }

  return { createList, updateList, stepList, deleteList, importPlan }
}
