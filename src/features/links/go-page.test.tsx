import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { renderRoutes } from '@/testing/render-at'
import { openTestWorkspace, settleRows } from '@/testing/test-workspace'
import GoPage from './go-page'

let workspace: Workspace
let n = 0

beforeEach(async () => {
  workspace = await openTestWorkspace(`go-page-${n++}`)
})
afterEach(async () => {
  await workspace.close()
})

/** What a page the go page leads to shows: where it is. */
function Where() {
  const { pathname, search } = useLocation()
  return <p>{`At ${decodeURIComponent(pathname + search)}`}</p>
}

const open = (id: string) =>
  renderRoutes(
    workspace,
    [
      { path: '/go/:id', element: <GoPage /> },
      { path: '/', element: <Where /> },
      { path: '/notes/:id', element: <Where /> },
      { path: '/todos/:id', element: <Where /> },
      { path: '/bookmarks', element: <Where /> },
      { path: '/trash', element: <Where /> },
    ],
    `/go/${encodeURIComponent(id)}`,
  )

/** Where the go page led, once it has: the address it put in its own place. */
async function ledTo(router: ReturnType<typeof open>) {
  const shown = await screen.findByText(/^At /)
  // Replaced, not pushed: Back leaves the page that showed the item.
  expect(router.state.historyAction).toBe('REPLACE')
  return shown.textContent!.slice(3)
}

describe('an item that is there', () => {
  it("opens a note's page", async () => {
    const note = workspace.repository('notes').create({ title: 'Weekly review' })
    await settleRows(workspace)
    expect(await ledTo(open(note.id))).toBe(`/notes/${note.id}`)
  })

  it('opens a todo in its list, with its details, or in the Inbox without one', async () => {
    const list = workspace.repository('todoLists').create({ title: 'Errands', order: 'a0' })
    const todos = workspace.repository('todos')
    const inList = todos.create({ title: 'Buy stamps', listId: list.id, order: 'a0' })
    const loose = todos.create({ title: 'Call the bank', listId: null, order: 'a1' })
    await settleRows(workspace)
    expect(await ledTo(open(inList.id))).toBe(`/todos/${list.id}?todo=${inList.id}`)
    document.body.innerHTML = ''
    expect(await ledTo(open(loose.id))).toBe(`/todos/inbox?todo=${loose.id}`)
  })

  it('opens a todo whose list is gone in the Inbox, where it shows', async () => {
    const list = workspace.repository('todoLists').create({ title: 'Errands', order: 'a0' })
    const todo = workspace
      .repository('todos')
      .create({ title: 'Buy stamps', listId: list.id, order: 'a0' })
    workspace.repository('todoLists').purge([list.id])
    await settleRows(workspace)
    expect(await ledTo(open(todo.id))).toBe(`/todos/inbox?todo=${todo.id}`)
  })

  it('opens a done todo in Completed: lists show open todos only', async () => {
    const list = workspace.repository('todoLists').create({ title: 'Errands', order: 'a0' })
    const todo = workspace
      .repository('todos')
      .create({ title: 'Posted the letter', listId: list.id, order: 'a0', done: true })
    await settleRows(workspace)
    expect(await ledTo(open(todo.id))).toBe(`/todos/completed?todo=${todo.id}`)
  })

  it('opens a todo list', async () => {
    const list = workspace.repository('todoLists').create({ title: 'Errands', order: 'a0' })
    await settleRows(workspace)
    expect(await ledTo(open(list.id))).toBe(`/todos/${list.id}`)
  })

  it("opens a bookmark in its folder, or in 'All bookmarks' at the top level, to highlight it", async () => {
    const folder = workspace.repository('bookmarkFolders').create({ title: 'Recipes', order: 'a0' })
    const bookmarks = workspace.repository('bookmarks')
    const filed = bookmarks.create({
      title: 'Soup',
      url: 'https://example.com/soup',
      folderId: folder.id,
      order: 'a0',
    })
    const loose = bookmarks.create({ title: 'News', url: 'https://example.com/', order: 'a1' })
    await settleRows(workspace)
    expect(await ledTo(open(filed.id))).toBe(`/bookmarks?folder=${folder.id}&bookmark=${filed.id}`)
    document.body.innerHTML = ''
    expect(await ledTo(open(loose.id))).toBe(`/bookmarks?bookmark=${loose.id}`)
  })

  it('opens a bookmark folder', async () => {
    const folder = workspace.repository('bookmarkFolders').create({ title: 'Recipes', order: 'a0' })
    await settleRows(workspace)
    expect(await ledTo(open(folder.id))).toBe(`/bookmarks?folder=${folder.id}`)
  })
})

describe('an item that is not shown', () => {
  it('says an item is in the Trash, by its title, and leads there', async () => {
    const todo = workspace.repository('todos').create({ title: 'Buy stamps', order: 'a0' })
    const note = workspace.repository('notes').create({ title: '  ' })
    workspace.repository('todos').trash([todo.id])
    workspace.repository('notes').trash([note.id])
    await settleRows(workspace)
    const user = userEvent.setup()
    open(todo.id)
    expect(
      await screen.findByRole('heading', { level: 1, name: '“Buy stamps” is in the Trash' }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Open the Trash' }))
    expect(await screen.findByText('At /trash')).toBeInTheDocument()
    document.body.innerHTML = ''
    open(note.id)
    expect(
      await screen.findByRole('heading', { level: 1, name: '“Untitled” is in the Trash' }),
    ).toBeInTheDocument()
  })

  it.each([
    ['deleted for good', 'purged'],
    ['never in this workspace', 'bookmark:NotHere123'],
    ['no item of any kind', 'widget:abc'],
    ['not an id at all', 'nothing'],
  ])('says an item %s no longer exists, with a way back', async (_, which) => {
    const note = workspace.repository('notes').create({ title: 'Gone' })
    workspace.repository('notes').purge([note.id])
    await settleRows(workspace)
    const user = userEvent.setup()
    open(which === 'purged' ? note.id : which)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This item no longer exists' }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to Overview' }))
    expect(await screen.findByText('At /')).toBeInTheDocument()
  })
})
