import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { generateNKeysBetween } from 'fractional-indexing'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import TodoPage from '../todo-page'
import { PAGE } from '../model/views'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`todo-groups-${n++}`)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await workspace.close()
})

/** A list of `count` todos, opened in Todos. */
function openList(count: number) {
  const list = workspace.repository('todoLists').create({ title: 'Long', order: 'a0' })
  const orders = generateNKeysBetween(null, null, count)
  workspace.repository('todos').createMany(
    Array.from({ length: count }, (_, i) => ({
      title: `Todo ${i + 1}`,
      listId: list.id,
      order: orders[i]!,
    })),
  )
  const router = createMemoryRouter([{ path: '/todos/:id', element: <TodoPage /> }], {
    initialEntries: [`/todos/${list.id}`],
  })
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <RouterProvider router={router} />
      </WithWorkspace>
    </TooltipProvider>,
  )
}

const rows = () => within(screen.getByRole('list', { name: 'Long' })).getAllByRole('listitem')

it(`renders ${PAGE} rows of a long list first, and 'Show more' adds as many again`, async () => {
  openList(PAGE * 2 + 20)
  expect(await screen.findByRole('checkbox', { name: `Todo ${PAGE}` })).toBeInTheDocument()
  expect(rows()).toHaveLength(PAGE)
  expect(screen.queryByRole('checkbox', { name: `Todo ${PAGE + 1}` })).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: `Show ${PAGE} more of ${PAGE + 20}` }))
  expect(await screen.findByRole('checkbox', { name: `Todo ${PAGE * 2}` })).toBeInTheDocument()
  expect(rows()).toHaveLength(PAGE * 2)
  await userEvent.click(screen.getByRole('button', { name: 'Show 20 more of 20' }))
  expect(await screen.findByRole('checkbox', { name: `Todo ${PAGE * 2 + 20}` })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).toBeNull()
})

it('renders the next rows once the end of what is shown scrolls near the screen', async () => {
  // The browser's observer, driven by hand: `reach()` brings the observed button near the screen.
  const observed: { callback: IntersectionObserverCallback; target?: Element }[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: IntersectionObserverCallback; target?: Element }
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback }
        observed.push(this.entry)
      }
      observe(target: Element) {
        this.entry.target = target
      }
      disconnect() {
        this.entry.target = undefined
      }
    },
  )
  const reach = () =>
    act(() => {
      for (const { callback, target } of observed.filter((o) => o.target))
        callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        )
    })
  openList(PAGE + 30)
  expect(await screen.findByRole('checkbox', { name: `Todo ${PAGE}` })).toBeInTheDocument()
  expect(rows()).toHaveLength(PAGE)
  expect(observed.filter((o) => o.target)).toHaveLength(1)
  await reach()
  expect(await screen.findByRole('checkbox', { name: `Todo ${PAGE + 30}` })).toBeInTheDocument()
  expect(rows()).toHaveLength(PAGE + 30)
  // Everything is shown: nothing is watched any more.
  expect(observed.filter((o) => o.target)).toHaveLength(0)
})

it(`keeps focus on the ${PAGE}th todo moved down by keyboard past the rows shown`, async () => {
  openList(PAGE + 5)
  const last = await screen.findByRole('checkbox', { name: `Todo ${PAGE}` })
  expect(rows()).toHaveLength(PAGE)
  act(() => last.focus())
  await userEvent.setup().keyboard('{Alt>}{ArrowDown}{/Alt}')
  await vi.waitFor(() => {
    expect(screen.getByRole('checkbox', { name: `Todo ${PAGE}` })).toHaveFocus()
    expect(rows()[PAGE]).toHaveTextContent(`Todo ${PAGE}`)
  })
  expect(rows()).toHaveLength(PAGE + 5)
  expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).toBeNull()
})
