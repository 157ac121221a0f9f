import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { bookmarkActions } from '../hooks/use-bookmark-actions'
import { buildFolderTree } from '../model/folders'
import { FolderNameDialog, MoveDialog, type MovingState } from './folder-dialogs'
import { findDialog } from '@/testing/find-dialog'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`folder-dialogs-${n++}`)
})
afterEach(() => workspace.close())

it('says so when the folder being renamed was deleted meanwhile, instead of closing', async () => {
  const user = userEvent.setup()
  const folders = workspace.repository('bookmarkFolders')
  const folder = folders.create({ title: 'Work', order: 'a0' })
  let open = true
  render(
    <MemoryRouter>
      <WithWorkspace workspace={workspace}>
        <FolderNameDialog
          state={open ? { folder } : null}
          onClose={() => (open = false)}
          actions={bookmarkActions(workspace)}
        />
      </WithWorkspace>
    </MemoryRouter>,
  )
  const dialog = await findDialog({ name: 'Rename folder' }, { timeout: 5000 })
  const name = within(dialog).getByRole('textbox', { name: 'Folder name' })
  await user.clear(name)
  await user.type(name, 'Clients')
  // Another tab deletes the folder.
  act(() => void folders.remove(folder.id))
  await user.click(within(dialog).getByRole('button', { name: 'Rename' }))

  expect(name).toHaveAccessibleDescription(
    'This folder was deleted in another tab or on another device.',
  )
  expect(open).toBe(true)
})

function renderMove(state: MovingState, onClose = () => {}) {
  render(
    <MemoryRouter>
      <WithWorkspace workspace={workspace}>
        <MoveDialog
          state={state}
          tree={buildFolderTree(workspace.records('bookmarkFolders'))}
          onClose={onClose}
          actions={bookmarkActions(workspace)}
        />
      </WithWorkspace>
    </MemoryRouter>,
  )
  return findDialog({ name: 'Move to folder' }, { timeout: 5000 })
}

it('names each folder with its path, so folders of one name can be told apart', async () => {
  const folders = workspace.repository('bookmarkFolders')
  const work = folders.create({ title: 'Work', order: 'a0' })
  const home = folders.create({ title: 'Home', order: 'a1' })
  folders.create({ title: 'Archive', parentId: work.id, order: 'a0' })
  folders.create({ title: 'Archive', parentId: home.id, order: 'a0' })
  const bookmark = workspace.repository('bookmarks').create({ url: 'https://a.example/' })
  const dialog = await renderMove({ kind: 'bookmarks', bookmarks: [bookmark] })

  const select = within(dialog).getByRole('combobox', { name: 'Folder' })
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['No folder', 'Work', 'Work / Archive', 'Home', 'Home / Archive'])
})

it('says it is moving while thousands of bookmarks move', async () => {
  const user = userEvent.setup()
  const reading = workspace.repository('bookmarkFolders').create({ title: 'Reading', order: 'a0' })
  const bookmarks = workspace
    .repository('bookmarks')
    .createMany(Array.from({ length: 1000 }, (_, i) => ({ url: `https://site${i}.example/` })))
  let open = true
  const dialog = await renderMove({ kind: 'bookmarks', bookmarks }, () => (open = false))
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Folder' }), 'Reading')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }))

  // On screen before the move starts, and the button cannot start it twice.
  const moving = within(dialog).getByRole('button', { name: 'Moving…' })
  expect(moving).toHaveAttribute('aria-disabled', 'true')
  expect(workspace.records('bookmarks').filter((b) => b.folderId === reading.id)).toHaveLength(0)
  await waitFor(() => expect(open).toBe(false))
  expect(workspace.records('bookmarks').filter((b) => b.folderId === reading.id)).toHaveLength(1000)
})
