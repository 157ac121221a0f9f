import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { TooltipProvider } from '@/components/ui/tooltip'
import { GENERAL_DEFAULTS, TASKBAR_DEFAULTS, usePreferencesStore } from '@/data/preferences-store'
import { MAX_PINNED_LINKS, WORKSPACE_SETTINGS_ID } from '@/data/records/workspace-settings'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import TaskbarSettingsPage from './taskbar-page'

let workspace: Workspace
let n = 0

beforeEach(async () => {
  usePreferencesStore.setState({ ...GENERAL_DEFAULTS, taskbar: TASKBAR_DEFAULTS })
  workspace = await openTestWorkspace(`taskbar-page-${n++}`)
})
afterEach(async () => {
  await workspace.close()
})

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/settings/taskbar', element: <TaskbarSettingsPage /> },
      { path: '/bookmarks', element: <p>Bookmarks page</p> },
    ],
    { initialEntries: ['/settings/taskbar'] },
  )
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <RouterProvider router={router} />
      </WithWorkspace>
    </TooltipProvider>,
  )
}

const taskbar = () => usePreferencesStore.getState().taskbar
const sectionNames = () =>
  within(screen.getByRole('list', { name: 'Sections' }))
    .getAllByRole('button', { name: /^Move .* up$/ })
    .map((button) => button.getAttribute('aria-label')!.slice(6, -4))
const pinnedLinks = () => workspace.store('settings').get(WORKSPACE_SETTINGS_ID)?.pinnedLinks

it('hides and shows a section at once; Overview always stays', async () => {
  const user = userEvent.setup()
  renderPage()
  expect(screen.getByRole('checkbox', { name: /Overview/ })).toBeDisabled()
  await user.click(screen.getByRole('checkbox', { name: 'Notes' }))
  expect(taskbar().hidden).toEqual(['notes'])
  expect(screen.getByRole('checkbox', { name: 'Notes' })).not.toBeChecked()
  await user.click(screen.getByRole('checkbox', { name: 'Notes' }))
  expect(taskbar().hidden).toEqual([])
})

it('reorders sections with the move buttons, keeps focus and announces the move', async () => {
  const user = userEvent.setup()
  renderPage()
  expect(screen.getByRole('button', { name: 'Move “Overview” up' })).toBeDisabled()
  const down = screen.getByRole('button', { name: 'Move “Todos” down' })
  down.focus()
  await user.keyboard('{Enter}')
  expect(taskbar().order).toEqual(['overview', 'notes', 'todos', 'bookmarks', 'tools'])
  expect(sectionNames()).toEqual(['Overview', 'Notes', 'Todos', 'Bookmarks', 'Tools'])
  expect(screen.getByRole('button', { name: 'Move “Todos” down' })).toHaveFocus()
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  expect(screen.getByText('“Todos” moved to position 3 of 5.')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Move “Tools” up' }))
  expect(taskbar().order).toEqual(['overview', 'notes', 'todos', 'tools', 'bookmarks'])
})

it('sets the clock, labels and icon size', async () => {
  const user = userEvent.setup()
  renderPage()
  await user.click(screen.getByRole('checkbox', { name: 'Show seconds' }))
  await user.click(screen.getByRole('checkbox', { name: 'Show the date' }))
  await user.click(screen.getByRole('checkbox', { name: 'Show labels under icons' }))
  await user.click(screen.getByRole('radio', { name: 'Medium' }))
  expect(taskbar()).toMatchObject({
    showSeconds: true,
    showDate: false,
    showLabels: true,
    iconSize: 'medium',
  })
  await user.click(screen.getByRole('checkbox', { name: 'Show the clock' }))
  expect(taskbar().showClock).toBe(false)
  expect(screen.getByRole('checkbox', { name: 'Show seconds' })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Use defaults on this device' }))
  expect(taskbar()).toEqual(TASKBAR_DEFAULTS)
})

it('links to Bookmarks when there are none to pin', () => {
  renderPage()
  expect(screen.getByRole('link', { name: 'Bookmarks' })).toHaveAttribute('href', '/bookmarks')
})

it('pins bookmarks found by title or host, reorders and unpins them', async () => {
  const user = userEvent.setup()
  const bookmarks = workspace.repository('bookmarks')
  const docs = bookmarks.create({ title: 'Docs', url: 'https://docs.example.com/' })
  const mail = bookmarks.create({ title: 'Mail', url: 'https://mail.example.org/' })
  const gone = bookmarks.create({ title: 'Gone', url: 'https://gone.example.net/' })
  renderPage()
  const search = screen.getByRole('searchbox', { name: 'Pin a bookmark' })
  await user.type(search, 'example.org')
  const results = screen.getByRole('list', { name: 'Bookmarks to pin' })
  expect(within(results).getAllByRole('listitem')).toHaveLength(1)
  await user.click(within(results).getByRole('button', { name: 'Pin “Mail”' }))
  await user.clear(search)
  await user.type(search, 'docs')
  await user.click(screen.getByRole('button', { name: 'Pin “Docs”' }))
  await user.clear(search)
  await user.click(screen.getByRole('button', { name: 'Pin “Gone”' }))
  expect(pinnedLinks()).toEqual([mail.id, docs.id, gone.id])
  // Pinned bookmarks leave the picker.
  expect(screen.queryByRole('button', { name: 'Pin “Mail”' })).toBeNull()

  await user.click(screen.getByRole('button', { name: 'Move “Docs” up' }))
  expect(pinnedLinks()).toEqual([docs.id, mail.id, gone.id])
  // A deleted bookmark's pin is not listed.
  act(() => void bookmarks.remove(gone.id))
  const pinned = screen.getByRole('list', { name: 'Pinned links' })
  expect(within(pinned).getAllByRole('listitem')).toHaveLength(2)
  await user.click(screen.getByRole('button', { name: 'Unpin “Docs”' }))
  expect(pinnedLinks()).toEqual([mail.id])
})

it('keeps the keyboard in place as links are pinned and unpinned: next, previous, then the search', async () => {
  const user = userEvent.setup()
  const bookmarks = workspace.repository('bookmarks')
  for (const title of ['Docs', 'Mail', 'News'])
    bookmarks.create({ title, url: `https://${title.toLowerCase()}.example.com/` })
  renderPage()
  const search = screen.getByRole('searchbox', { name: 'Pin a bookmark' })
  const [first, second, third] = within(
    screen.getByRole('list', { name: 'Bookmarks to pin' }),
  ).getAllByRole('button')
  act(() => second!.focus())
  await user.keyboard('{Enter}')
  await waitFor(() => expect(third).toHaveFocus())
  await user.keyboard('{Enter}')
  await waitFor(() => expect(first).toHaveFocus())
  await user.keyboard('{Enter}')
  await waitFor(() => expect(search).toHaveFocus())
  expect(pinnedLinks()).toHaveLength(3)

  const [top, middle, bottom] = within(
    screen.getByRole('list', { name: 'Pinned links' }),
  ).getAllByRole('button', { name: /^Unpin / })
  act(() => middle!.focus())
  await user.keyboard('{Enter}')
  await waitFor(() => expect(bottom).toHaveFocus())
  await user.keyboard('{Enter}')
  await waitFor(() => expect(top).toHaveFocus())
  await user.keyboard('{Enter}')
  await waitFor(() => expect(search).toHaveFocus())
  expect(pinnedLinks()).toEqual([])
})

it('sends the keyboard to the search when a pin fills the taskbar', async () => {
  const user = userEvent.setup()
  const bookmarks = workspace.repository('bookmarks')
  const ids = Array.from(
    { length: MAX_PINNED_LINKS + 1 },
    (_, i) => bookmarks.create({ title: `Site ${i}`, url: `https://site${i}.example.com/` }).id,
  )
  workspace
    .repository('settings')
    .create({ id: WORKSPACE_SETTINGS_ID, pinnedLinks: ids.slice(0, MAX_PINNED_LINKS - 1) })
  renderPage()
  const picker = screen.getByRole('list', { name: 'Bookmarks to pin' })
  const [pin, other] = within(picker).getAllByRole('button')
  act(() => pin!.focus())
  await user.keyboard('{Enter}')
  expect(other).toBeDisabled()
  await waitFor(() =>
    expect(screen.getByRole('searchbox', { name: 'Pin a bookmark' })).toHaveFocus(),
  )
})
