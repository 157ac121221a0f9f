import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { ConfirmHost } from '@/components/ui/confirm'
import { clearToasts } from '@/components/ui/toast-store'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import { Repository, WriteRefusedError } from '@/data/repository'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { dayOf, shiftDay } from './model/days'
import { openDetails, useTodosUi } from './model/todos-ui-store'
import TodoPage from './todo-page'
import TodosPage from './todos-page'
import { findDialog } from '@/testing/find-dialog'

let workspace: Workspace
let n = 0

beforeEach(async () => {
  workspace = await openTestWorkspace(`todos-page-${n++}`)
})
afterEach(async () => {
  vi.restoreAllMocks()
  clearToasts()
  await workspace.close()
})

function renderTodos(path = '/todos') {
  const router = createMemoryRouter(
    [
      { path: '/todos', element: <TodosPage /> },
      { path: '/todos/:id', element: <TodoPage /> },
    ],
    { initialEntries: [path] },
  )
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <RouterProvider router={router} />
        <Toaster />
        <ConfirmHost />
      </WithWorkspace>
    </TooltipProvider>,
  )
  return router
}

const field = () => screen.getByRole('textbox', { name: 'Add a todo' })

describe('Todos', () => {
  it('adds from quick add with a date, a list, a tag and a priority, and keeps the field focused', async () => {
    const home = workspace.repository('todoLists').create({ title: 'Home', order: 'a0' })
    const user = userEvent.setup()
    renderTodos()
    await user.type(field(), 'Fix the tap tomorrow #home @diy p2')
    const chips = screen.getByRole('list', { name: 'Recognised' })
    // The parser's code (chrono-node) loads as typing starts: allow for a busy machine.
    expect(await within(chips).findByText('Home', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(within(chips).getByText('@diy')).toBeInTheDocument()
    expect(within(chips).getByText('Priority 2')).toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(field()).toHaveValue('')
    expect(field()).toHaveFocus()
    const [todo] = workspace.records('todos')
    expect(todo).toMatchObject({
      title: 'Fix the tap',
      listId: home.id,
      tags: ['diy'],
      priority: 2,
      due: shiftDay(dayOf(new Date()), 1),
      dueTime: null,
    })
  })

  it('completes a repeating todo to its next date, with Undo', async () => {
    const today = dayOf(new Date())
    workspace.repository('todos').create({
      title: 'Stretch',
      due: today,
      repeat: { rrule: 'FREQ=DAILY', fromCompletion: false },
      subtasks: [{ id: 's1', title: 'Neck', done: true }],
    })
    const user = userEvent.setup()
    renderTodos('/todos/today')
    await user.click(screen.getByRole('checkbox', { name: 'Stretch' }))
    const toast = await screen.findByText(/is next due tomorrow/)
    const [moved] = workspace.records('todos')
    expect(moved).toMatchObject({ done: false, due: shiftDay(today, 1) })
    expect(moved!.subtasks[0]!.done).toBe(false)
    await user.click(within(toast.closest('li')!).getByRole('button', { name: 'Undo' }))
    expect(workspace.records('todos')[0]).toMatchObject({ due: today, done: false })
    expect(workspace.records('todos')[0]!.subtasks[0]!.done).toBe(true)
  })

  it('hands the keyboard on from a todo completed out of the view, and keeps it on one that stays', async () => {
    const todos = workspace.repository('todos')
    const daily = { rrule: 'FREQ=DAILY', fromCompletion: false }
    todos.create({ title: 'Stretch', order: 'a0', due: dayOf(new Date()), repeat: daily })
    todos.create({ title: 'Post the letter', order: 'a1' })
    todos.create({ title: 'Read', order: 'a2' })
    const user = userEvent.setup()
    renderTodos()
    const box = (title: string) => screen.getByRole('checkbox', { name: title })
    await user.click(box('Post the letter'))
    await waitFor(() => expect(box('Read')).toHaveFocus())
    expect(screen.queryByRole('checkbox', { name: 'Post the letter' })).toBeNull()
    // A repeating todo goes on to its next date, still in the Inbox: the keyboard stays on it.
    await user.click(box('Stretch'))
    await screen.findByText(/is next due tomorrow/)
    // Longer than the 60 frames the hand-over waits for the row to go.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(box('Stretch')).toHaveFocus()
  })

  it('keeps a todo being renamed on screen when another tab completes it, and saves what was typed', async () => {
    const todos = workspace.repository('todos')
    const milk = todos.create({ title: 'Buy milk', order: 'a0' })
    const user = userEvent.setup()
    renderTodos()
    await user.click(screen.getByRole('button', { name: 'Edit title: Buy milk' }))
    await user.keyboard('{End} 2L')
    // Another tab ticks it done: it leaves the Inbox, but not while its title is being edited.
    act(() => void todos.update(milk.id, { done: true }))
    const title = screen.getByRole('textbox', { name: 'Todo title' })
    expect(title).toHaveValue('Buy milk 2L')
    expect(title).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(workspace.records('todos')[0]).toMatchObject({ title: 'Buy milk 2L', done: true })
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Buy milk/ })).toBeNull())
    await waitFor(() => expect(field()).toHaveFocus())
  })

  it('saves a title being edited when the page goes away, without Enter', async () => {
    workspace.repository('todos').create({ title: 'Buy milk', order: 'a0' })
    const user = userEvent.setup()
    renderTodos()
    await user.click(screen.getByRole('button', { name: 'Edit title: Buy milk' }))
    await user.keyboard('{End} 2L')
    // A reload or a closed tab: no blur, no Enter.
    act(() => void window.dispatchEvent(new Event('pagehide')))
    expect(workspace.records('todos')[0]).toMatchObject({ title: 'Buy milk 2L' })
    // The edit goes on (the page may come back from the cache).
    expect(screen.getByRole('textbox', { name: 'Todo title' })).toHaveFocus()
  })

  it('adds a todo typed without a date in Upcoming for today, so it shows where it was added', async () => {
    const user = userEvent.setup()
    renderTodos('/todos/upcoming')
    await user.type(field(), 'Call the plumber{Enter}')
    const row = (await screen.findByRole('checkbox', { name: 'Call the plumber' })).closest('li')!
    expect(row).toHaveTextContent('Today')
    expect(screen.getByRole('region', { name: /^Today · / })).toContainElement(row)
    expect(workspace.records('todos')[0]).toMatchObject({ due: dayOf(new Date()) })
  })

  it('says where a todo went when the view it was added in does not show it', async () => {
    const user = userEvent.setup()
    renderTodos('/todos/upcoming')
    await user.type(field(), 'Renew the passport in 3 weeks{Enter}')
    const toast = await screen.findByText('Added to Inbox')
    const due = shiftDay(dayOf(new Date()), 21)
    expect(workspace.records('todos')[0]).toMatchObject({ title: 'Renew the passport', due })
    expect(toast.closest('li')).toHaveTextContent(
      /“Renew the passport” is due .+, which Upcoming does not show\./,
    )
    expect(screen.queryByRole('checkbox', { name: 'Renew the passport' })).toBeNull()
  })

  it('offers no “Add a todo” in Completed', () => {
    workspace.repository('todos').create({ title: 'Filed', done: true, completedAt: Date.now() })
    renderTodos('/todos/completed')
    expect(screen.getByRole('checkbox', { name: 'Filed' })).toBeChecked()
    expect(screen.queryByRole('textbox', { name: 'Add a todo' })).toBeNull()
  })

  it('moves a todo down by keyboard and announces it', async () => {
    const todos = workspace.repository('todos')
    todos.create({ title: 'A', order: 'a0' })
    todos.create({ title: 'B', order: 'a1' })
    const user = userEvent.setup()
    renderTodos()
    act(() => screen.getByRole('checkbox', { name: 'A' }).focus())
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    const order = () =>
      [...workspace.records('todos')]
        .sort((a, b) => (a.order < b.order ? -1 : 1))
        .map((t) => t.title)
    expect(order()).toEqual(['B', 'A'])
    await waitFor(() =>
      expect(screen.getByText('“A” moved to position 2 of 2.')).toBeInTheDocument(),
    )
  })

  it('says a move failed, and announces no move', async () => {
    const todos = workspace.repository('todos')
    todos.create({ title: 'A', order: 'a0' })
    todos.create({ title: 'B', order: 'a1' })
    useTodosUi.setState({ announcement: '' })
    vi.spyOn(Repository.prototype, 'place').mockImplementation(() => {
      throw new WriteRefusedError('This workspace is read-only.')
    })
    const user = userEvent.setup()
    renderTodos()
    act(() => screen.getByRole('checkbox', { name: 'A' }).focus())
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    expect(await screen.findByText('Could not move the todo')).toBeInTheDocument()
    expect(screen.queryByText(/moved to position/)).toBeNull()
  })

  it('deletes a todo with Undo', async () => {
    workspace.repository('todos').create({ title: 'Temporary' })
    const user = userEvent.setup()
    renderTodos()
    await user.click(screen.getByRole('button', { name: 'Actions for “Temporary”' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete todo' }))
    expect(workspace.records('todos')).toHaveLength(0)
    const toast = await screen.findByText('Todo deleted')
    await user.click(within(toast.closest('li')!).getByRole('button', { name: 'Undo' }))
    expect(workspace.records('todos').map((t) => t.title)).toEqual(['Temporary'])
  })

  it('creates a list from “New list”, and deletes it with its todos after asking, with Undo', async () => {
    const user = userEvent.setup()
    renderTodos()
    await user.click(screen.getAllByRole('button', { name: 'New list' })[0]!)
    await user.type(screen.getByRole('textbox', { name: 'List name' }), 'Garden{Enter}')
    expect(await screen.findByRole('heading', { level: 1, name: 'Garden' })).toBeInTheDocument()
    await user.type(field(), 'Mow{Enter}')
    const list = workspace.records('todoLists')[0]!
    expect(workspace.records('todos')[0]).toMatchObject({ title: 'Mow', listId: list.id })

    await user.click(screen.getByRole('button', { name: 'Actions for list “Garden”' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete list' }))
    const dialog = await findDialog({ name: 'Delete “Garden”?' })
    expect(dialog).toHaveTextContent('Its 1 todo goes with it.')
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }))
    await waitFor(() => expect(workspace.records('todoLists')).toHaveLength(0))
    expect(workspace.records('todos')).toHaveLength(0)
    const toast = await screen.findByText('List deleted')
    await user.click(within(toast.closest('li')!).getByRole('button', { name: 'Undo' }))
    expect(workspace.records('todoLists').map((l) => l.title)).toEqual(['Garden'])
    expect(workspace.records('todos').map((t) => t.title)).toEqual(['Mow'])
  })

  it('shows “List not found” for an unknown list', () => {
    renderTodos('/todos/list:nope')
    expect(screen.getByRole('heading', { level: 1, name: 'List not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Todos' })).toHaveAttribute('href', '/todos')
  })

  it('previews a todo’s notes as Markdown, with nothing in them that could run', async () => {
    const todo = workspace.repository('todos').create({
      title: 'Plan',
      notes: '**Buy** seeds <img src="x" onerror="alert(1)">',
    })
    const user = userEvent.setup()
    renderTodos()
    act(() => openDetails(todo.id))
    const dialog = await findDialog({ name: 'Todo details' })
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    // The preview's code (the Markdown library) loads on first use: allow for a busy machine.
    const bold = await within(dialog).findByText('Buy', {}, { timeout: 5000 })
    expect(bold.tagName).toBe('STRONG')
    expect(dialog.querySelector('[onerror]')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue(todo.notes)
  })

  it('marks overdue todos in words, not colour alone', () => {
    workspace.repository('todos').create({ title: 'Late', due: '2020-01-01' })
    renderTodos('/todos/today')
    const row = screen.getByRole('checkbox', { name: 'Late' }).closest('li')!
    expect(row).toHaveTextContent('Overdue')
  })
})
