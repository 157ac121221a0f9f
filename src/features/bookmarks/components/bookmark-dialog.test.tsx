import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace } from '@/testing/test-workspace'
import { openBookmarkDialog } from './test-bookmark-dialog'

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
  const dialog = await openBookmarkDialog(
    workspace,
    { mode: 'edit', bookmark },
    () => (open = false),
  )
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
