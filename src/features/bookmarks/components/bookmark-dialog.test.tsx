import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { bookmarkActions } from '../hooks/use-bookmark-actions'
import { buildFolderTree } from '../model/folders'
import { BookmarkDialog } from './bookmark-dialog'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`bookmark-dialog-${n++}`)
})
afterEach(() => workspace.close())

it('saves only the fields changed in “Edit bookmark”: another tab’s edits of the others stay', async () => {
  const user = userEvent.setup()
  const bookmarks = workspace.repository('bookmarks')
  const bookmark = bookmarks.create({
    url: 'https://example.com/a',
    title: 'Example A',
    order: 'a0',
  })
  let open = true
  render(
    <MemoryRouter>
      <WithWorkspace workspace={workspace}>
        <BookmarkDialog
          state={open ? { mode: 'edit', bookmark } : null}
          tree={buildFolderTree([])}
          onClose={() => (open = false)}
          actions={bookmarkActions(workspace)}
        />
      </WithWorkspace>
    </MemoryRouter>,
  )
  const dialog = await screen.findByRole('dialog', { name: 'Edit bookmark' }, { timeout: 5000 })
  await user.type(within(dialog).getByLabelText('Description'), 'desc from A')
  // Meanwhile another tab changes the address and the tags.
  bookmarks.update(bookmark.id, { url: 'https://example.com/b', tags: ['fromB'] })
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))

  expect(open).toBe(false)
  expect(workspace.store('bookmarks').get(bookmark.id)).toMatchObject({
    url: 'https://example.com/b',
    title: 'Example A',
    description: 'desc from A',
    tags: ['fromB'],
  })
})
