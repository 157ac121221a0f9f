import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { expect, it } from 'vitest'
import { firstCommitProbe } from '@/testing/first-commit'
import { todoListType } from '@/data/records/todo-list'
import type { TodoActions } from '../hooks/use-todo-actions'
import { FIRST_LISTS, TodoSidebar } from './todo-sidebar'

const lists = Array.from({ length: 100 }, (_, i) =>
  todoListType.create({
    id: `list:${i}`,
    title: `List ${i + 1}`,
    now: 1,
    order: `a${String(i).padStart(3, '0')}`,
  }),
)

it('renders the first lists with the screen, and every list a render later', () => {
  const { Probe, counts: firstCommit } = firstCommitProbe('nav li')
  render(
    <MemoryRouter>
      <TodoSidebar
        lists={lists}
        counts={new Map([['list:99', 3]])}
        current="list:99"
        actions={{} as TodoActions}
        onNewList={() => {}}
        onRename={() => {}}
      />
      <Probe />
    </MemoryRouter>,
  )
  // The four smart views, then the first lists.
  expect(firstCommit).toEqual([4 + FIRST_LISTS])
  const nav = screen.getByRole('navigation', { name: 'Todo lists' })
  expect(within(nav).getAllByRole('link')).toHaveLength(4 + 100)
  const last = within(nav).getByRole('link', { name: 'List 100 3 open' })
  expect(last).toHaveAttribute('aria-current', 'page')
  expect(within(nav).getByRole('button', { name: 'Actions for list “List 100”' })).toBeVisible()
})
