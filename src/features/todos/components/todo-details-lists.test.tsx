import { act, fireEvent, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Subtask, Todo } from '@/data/records/todo'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace } from '@/testing/test-workspace'
import { openDetails } from '../model/todos-ui-store'
import { openTodoDetails } from './test-details'

// 'Todo details' saves a todo's tags and subtasks as whole lists. Another tab's change to the
// same list, made between what this tab shows and its save, must survive the save.

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`todo-details-lists-${n++}`)
})
afterEach(async () => {
  act(() => openDetails(null))
  await workspace.close()
})

const sub = (id: string, title: string, done = false): Subtask => ({ id, title, done })

/** 'Todo details' of a new todo, with the real actions. */
async function openTodo(fields: Partial<Todo>) {
  return openTodoDetails(workspace, { title: 'Pack', ...fields })
}
const stored = (id: string) => workspace.store('todos').get(id)!
/** Another tab's write, which this tab has not shown yet. */
const otherTab = (id: string, patch: Partial<Todo>) =>
  void workspace.repository('todos').update(id, patch)

it('keeps tags another tab added and removed while the tags field was being edited', async () => {
  const { todo, dialog } = await openTodo({ tags: ['phone', 'home'] })
  const user = userEvent.setup()
  const tags = within(dialog).getByRole('textbox', { name: 'Tags' })
  await user.clear(tags)
  await user.type(tags, '@phone @errands')
  act(() => otherTab(todo.id, { tags: ['home', 'urgent'] }))
  await user.keyboard('{Enter}')

  // Here: home removed, errands added. There: phone removed, urgent added.
  expect(stored(todo.id).tags).toEqual(['urgent', 'errands'])
  expect(tags).toHaveValue('@urgent @errands')
})

it('keeps another tab’s subtasks when a subtask is ticked here', () =>
  openTodo({ subtasks: [sub('s1', 'Passport'), sub('s2', 'Tickets')] }).then(({ todo, dialog }) => {
    const passport = within(dialog).getByRole('checkbox', { name: 'Passport' })
    otherTab(todo.id, {
      subtasks: [sub('s1', 'Passport'), sub('s2', 'Tickets', true), sub('s3', 'Charger')],
    })
    fireEvent.click(passport)
    expect(stored(todo.id).subtasks).toEqual([
      sub('s1', 'Passport', true),
      sub('s2', 'Tickets', true),
      sub('s3', 'Charger'),
    ])
    expect(within(dialog).getByRole('checkbox', { name: 'Charger' })).not.toBeChecked()
  }))

it('keeps another tab’s subtasks when one is added or removed here', async () => {
  const { todo, dialog } = await openTodo({ subtasks: [sub('s1', 'Passport')] })
  const user = userEvent.setup()
  await user.type(within(dialog).getByRole('textbox', { name: 'Add a subtask' }), 'Tickets')
  otherTab(todo.id, { subtasks: [sub('s1', 'Passport', true), sub('s2', 'Charger')] })
  fireEvent.keyDown(within(dialog).getByRole('textbox', { name: 'Add a subtask' }), {
    key: 'Enter',
  })
  expect(stored(todo.id).subtasks.map((s) => [s.title, s.done])).toEqual([
    ['Passport', true],
    ['Charger', false],
    ['Tickets', false],
  ])

  otherTab(todo.id, { subtasks: [...stored(todo.id).subtasks, sub('s4', 'Adapter')] })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove subtask “Passport”' }))
  expect(stored(todo.id).subtasks.map((s) => s.title)).toEqual(['Charger', 'Tickets', 'Adapter'])
  expect(
    within(within(dialog).getByRole('list', { name: 'Subtasks' }))
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label')),
  ).toEqual(['Charger', 'Tickets', 'Adapter'])
})

it('keeps a subtask another tab added when a repeating todo is completed here', async () => {
  const { todo, dialog } = await openTodo({
    due: '2026-03-02',
    repeat: { rrule: 'FREQ=WEEKLY', fromCompletion: false },
    subtasks: [sub('s1', 'Water the plants', true)],
  })
  otherTab(todo.id, { subtasks: [sub('s1', 'Water the plants', true), sub('s2', 'Feed the cat')] })
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Complete this occurrence' }))
  // The next occurrence (its rule's code fetched the first time) starts with every subtask
  // unticked, the other tab's one too.
  await waitFor(() => expect(stored(todo.id).due).not.toBe('2026-03-02'))
  expect(stored(todo.id).subtasks).toEqual([
    sub('s1', 'Water the plants'),
    sub('s2', 'Feed the cat'),
  ])
  expect(stored(todo.id).due).not.toBe('2026-03-02')
})
