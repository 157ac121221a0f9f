import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { bookmarkActions } from '../hooks/use-bookmark-actions'
import { FolderNameDialog } from './folder-dialogs'

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
  const dialog = await screen.findByRole('dialog', { name: 'Rename folder' }, { timeout: 5000 })
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
