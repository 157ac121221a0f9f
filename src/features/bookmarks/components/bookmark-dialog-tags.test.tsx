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
  workspace = await openTestWorkspace(`bookmark-dialog-tags-${n++}`)
})
afterEach(() => workspace.close())

it('merges the tags edited in “Edit bookmark” with those another tab changed meanwhile', async () => {
  const user = userEvent.setup()
  const bookmarks = workspace.repository('bookmarks')
  const bookmark = bookmarks.create({
    url: 'https://example.com/',
    title: 'Example',
    tags: ['work', 'read', 'later'],
    order: 'a0',
  })
  const dialog = await openBookmarkDialog(workspace, { mode: 'edit', bookmark })
  const tags = within(dialog).getByRole('textbox', { name: 'Tags' })
  expect(tags).toHaveValue('work, read, later')
  // Here 'read' goes and 'docs' comes.
  await user.clear(tags)
  await user.type(tags, 'work, later, docs')
  // Meanwhile another tab removes 'work' and adds 'urgent'.
  bookmarks.update(bookmark.id, { tags: ['read', 'later', 'urgent'] })
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))

  expect(workspace.store('bookmarks').get(bookmark.id)?.tags).toEqual(['later', 'urgent', 'docs'])
})
