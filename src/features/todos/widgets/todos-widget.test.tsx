import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { clearToasts } from '@/components/ui/toast-store'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, readInto, settleRows, WithWorkspace } from '@/testing/test-workspace'
import { dayOf, shiftDay } from '../model/days'
import TodosWidget from './todos-widget'

let workspace: Workspace
let n = 0

beforeEach(async () => {
  workspace = await openTestWorkspace(`todos-widget-${n++}`)
})
afterEach(async () => {
  clearToasts()
  await workspace.close()
})

function renderWidget(show: string) {
  // Read into memory as the app does once its first screen is up; many todos are not (below).
  if (workspace.store('todos').size <= 200) readInto(workspace, 'todos', 'todoLists')
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <TodosWidget id="widget:1" options={{ show }} setOptions={() => {}} />,
      },
    ],
    { initialEntries: ['/'] },
  )
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <RouterProvider router={router} />
        <Toaster />
      </WithWorkspace>
    </TooltipProvider>,
  )
}

const field = () => screen.getByRole('textbox', { name: 'Add a todo' })
const today = () => dayOf(new Date())

describe('Todos widget', () => {
  it("shows today's todos, overdue ones marked in words, and links to them in Todos", () => {
    const todos = workspace.repository('todos')
    const water = todos.create({ title: 'Water plants', due: today() })
    todos.create({ title: 'File taxes', due: '2020-01-01' })
    todos.create({ title: 'Someday', due: shiftDay(today(), 3) })
    todos.create({ title: 'Done already', due: today(), done: true })
    renderWidget('today')
    expect(screen.getByRole('checkbox', { name: 'Water plants' })).not.toBeChecked()
    expect(screen.queryByRole('checkbox', { name: 'Someday' })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: 'Done already' })).not.toBeInTheDocument()
    const late = screen.getByRole('checkbox', { name: 'File taxes' }).closest('li')!
    expect(late).toHaveTextContent('Overdue')
    expect(screen.getByRole('link', { name: 'Water plants' })).toHaveAttribute(
      'href',
      `/todos/today?todo=${encodeURIComponent(water.id)}`,
    )
    expect(screen.getByRole('link', { name: 'Open in Todos' })).toHaveAttribute(
      'href',
      '/todos/today',
    )
  })

  it('adds “Buy milk tomorrow p1” into the list it shows, and keeps the field focused', async () => {
    const home = workspace.repository('todoLists').create({ title: 'Home', order: 'a0' })
    const user = userEvent.setup()
    renderWidget(home.id)
    await user.type(field(), 'Buy milk tomorrow p1')
    // The parser's code may still be on its way when typing ends.
    const chips = await screen.findByRole('list', { name: 'Recognised' })
    expect(await within(chips).findByText('Priority 1')).toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(field()).toHaveValue('')
    expect(field()).toHaveFocus()
    expect(workspace.records('todos')).toEqual([
      expect.objectContaining({
        title: 'Buy milk',
        listId: home.id,
        due: shiftDay(today(), 1),
        priority: 1,
      }),
    ])
    expect(await screen.findByRole('checkbox', { name: 'Buy milk' })).toBeInTheDocument()
  })

  it('adds a todo typed without a date in Upcoming for today, and shows it there', async () => {
    const user = userEvent.setup()
    renderWidget('upcoming')
    expect(field()).toHaveAttribute('placeholder', 'Add to Upcoming')
    await user.type(field(), 'Call the plumber{Enter}')
    const row = (await screen.findByRole('checkbox', { name: 'Call the plumber' })).closest('li')!
    expect(row).toHaveTextContent('Today')
    expect(screen.getByRole('list', { name: /^Today · / })).toContainElement(row)
  })

  it('offers no “Add a todo” when it shows Completed', () => {
    workspace.repository('todos').create({ title: 'Filed', done: true, completedAt: Date.now() })
    renderWidget('completed')
    expect(screen.getByRole('checkbox', { name: 'Filed' })).toBeChecked()
    expect(screen.queryByRole('textbox', { name: 'Add a todo' })).not.toBeInTheDocument()
  })

  it('completes a todo by its checkbox, with Undo', async () => {
    workspace.repository('todos').create({ title: 'Call mum', due: today() })
    const user = userEvent.setup()
    renderWidget('today')
    await user.click(screen.getByRole('checkbox', { name: 'Call mum' }))
    expect(workspace.records('todos')[0]).toMatchObject({ done: true })
    expect(screen.queryByRole('checkbox', { name: 'Call mum' })).not.toBeInTheDocument()
    const toast = await screen.findByText('Completed')
    await user.click(within(toast.closest('li')!).getByRole('button', { name: 'Undo' }))
    expect(workspace.records('todos')[0]).toMatchObject({ done: false })
    expect(await screen.findByRole('checkbox', { name: 'Call mum' })).toBeInTheDocument()
  })

  it('hands the keyboard on when a completed todo leaves: next, previous, then “Add a todo”', async () => {
    const todos = workspace.repository('todos')
    // Times put them in this order (todos due at the same moment have no set order).
    todos.create({ title: 'One', due: today(), dueTime: '00:00' })
    todos.create({ title: 'Two', due: today(), dueTime: '00:01' })
    todos.create({ title: 'Late', due: shiftDay(today(), -1) })
    const user = userEvent.setup()
    renderWidget('today')
    const box = (name: string) => screen.getByRole('checkbox', { name })
    // Overdue comes first: past the end of its group, to the next group's first.
    act(() => box('Late').focus())
    await user.keyboard(' ')
    await waitFor(() => expect(box('One')).toHaveFocus())
    act(() => box('Two').focus())
    await user.keyboard(' ')
    await waitFor(() => expect(box('One')).toHaveFocus())
    await user.keyboard(' ')
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Add a todo' })).toHaveFocus())
  })

  it('moves a repeating todo to its next date when completed', async () => {
    workspace.repository('todos').create({
      title: 'Stretch',
      due: today(),
      repeat: { rrule: 'FREQ=DAILY', fromCompletion: false },
    })
    const user = userEvent.setup()
    renderWidget('today')
    await user.click(screen.getByRole('checkbox', { name: 'Stretch' }))
    expect(await screen.findByText(/“Stretch” is next due tomorrow/)).toBeInTheDocument()
    expect(workspace.records('todos')[0]).toMatchObject({
      done: false,
      due: shiftDay(today(), 1),
    })
  })

  it('says when nothing is due today, with a link to Todos', () => {
    workspace.repository('todos').create({ title: 'Later', due: shiftDay(today(), 2) })
    renderWidget('today')
    expect(screen.getByText('Nothing due today')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open Today in Todos' })).toHaveAttribute(
      'href',
      '/todos/today',
    )
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })

  it('says when its list is gone', () => {
    renderWidget('list:gone')
    expect(screen.getByText('This list no longer exists')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Add a todo' })).not.toBeInTheDocument()
  })

  it('renders the first 50 todos and links to the rest', () => {
    act(() => {
      workspace.repository('todos').createMany(
        Array.from({ length: 60 }, (_, i) => ({
          title: `Todo ${i}`,
          order: `a${String(i).padStart(2, '0')}`,
        })),
      )
    })
    renderWidget('inbox')
    expect(screen.getAllByRole('checkbox')).toHaveLength(50)
    expect(screen.getByRole('link', { name: 'And 10 more' })).toHaveAttribute(
      'href',
      '/todos/inbox',
    )
    expect(screen.getByText('60 todos')).toBeInTheDocument()
  })
})

describe('Todos widget with many todos', () => {
  it('reads only its list from the row store, and shows a completion at once', async () => {
    const list = workspace.repository('todoLists').create({ title: 'Groceries' })
    workspace
      .repository('todos')
      .createMany([
        ...Array.from({ length: 400 }, (_, i) => ({ title: `Elsewhere ${i}` })),
        { title: 'Milk', listId: list.id, order: 'a0' },
        { title: 'Bread', listId: list.id, order: 'a1' },
      ])
    await settleRows(workspace)
    // The widget renders without reading the 402 todos into memory.
    renderWidget(list.id)
    await screen.findByRole('checkbox', { name: 'Milk' })
    expect(screen.getAllByRole('checkbox')).toHaveLength(2)
    expect(workspace.store('todos').isLoaded).toBe(false)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Milk' }))
    expect(screen.queryByRole('checkbox', { name: 'Milk' })).not.toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Bread' })).toBeInTheDocument()
    act(() => void workspace.repository('todos').create({ title: 'Eggs', listId: list.id }))
    expect(screen.getByRole('checkbox', { name: 'Eggs' })).toBeInTheDocument()
  })
})

describe('Todos widget with thousands due', () => {
  it('shows Today’s first 50 from the row store in its order, ties included, and the count', async () => {
    // 300 open todos over 10 overdue days, by priority inside a day (p1 first): the 50th falls
    // inside a day, whose todos the page reads whole to find the day's first by priority.
    const due = (i: number) => shiftDay(today(), -10 + Math.floor(i / 30))
    workspace.repository('todos').createMany(
      Array.from({ length: 300 }, (_, i) => ({
        title: `Due ${i}`,
        due: due(i),
        priority: (4 - (i % 4)) as 1 | 2 | 3 | 4,
        order: `a${String(i).padStart(3, '0')}`,
      })),
    )
    await settleRows(workspace)
    renderWidget('today')
    const expected = Array.from({ length: 300 }, (_, i) => i)
      .sort((a, b) => due(a).localeCompare(due(b)) || 4 - (a % 4) - (4 - (b % 4)) || a - b)
      .slice(0, 50)
      .map((i) => `Due ${i}`)
    // The first rows come first, the rest right after (`useStepLimit`).
    const first = await screen.findAllByRole('checkbox')
    expect(first.map((box) => box.getAttribute('aria-label'))).toEqual(
      expected.slice(0, first.length),
    )
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(50))
    const shown = screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))
    expect(shown).toEqual(expected)
    // Counted after the rows are read: the count comes a moment later.
    expect(await screen.findByRole('link', { name: 'And 250 more' })).toBeInTheDocument()
    expect(screen.getByText('300 todos')).toBeInTheDocument()
    expect(workspace.store('todos').isLoaded).toBe(false)
  })
})

describe('Todos widget at midnight', () => {
  afterEach(() => vi.useRealTimers())

  it('shows the new day’s todos as midnight strikes, not up to a minute later', () => {
    const midnight = new Date(2026, 10, 16)
    vi.useFakeTimers({
      now: midnight.getTime() - 500,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    workspace.repository('todos').create({ title: 'Bins out', due: dayOf(midnight) })
    renderWidget('today')
    expect(screen.queryByRole('checkbox', { name: 'Bins out' })).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByRole('checkbox', { name: 'Bins out' })).toBeInTheDocument()
  })
})
