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

it('names each folder of “Folder” with its path, so folders of one name can be told apart', async () => {
  const folders = workspace.repository('bookmarkFolders')
  const work = folders.create({ title: 'Work', order: 'a0' })
  const home = folders.create({ title: 'Home', order: 'a1' })
  folders.create({ title: 'Archive', parentId: work.id, order: 'a0' })
  folders.create({ title: 'Archive', parentId: home.id, order: 'a0' })
  const dialog = await openBookmarkDialog(workspace, { mode: 'add', folderId: null })

  const select = within(dialog).getByRole('combobox', { name: 'Folder' })
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['No folder', 'Work', 'Work / Archive', 'Home', 'Home / Archive'])
})

it('shows the bookmark’s note in “Note”, and saves the note typed there (only it)', async () => {
  const user = userEvent.setup()
  const bookmarks = workspace.repository('bookmarks')
  const bookmark = bookmarks.create({
    url: 'https://example.com/a',
    title: 'Example A',
    note: 'First thoughts',
    order: 'a0',
  })
  const dialog = await openBookmarkDialog(workspace, { mode: 'edit', bookmark })
  const note = within(dialog).getByRole('textbox', { name: 'Note' })
  expect(note).toHaveValue('First thoughts')
  expect(note).toHaveAccessibleDescription(
    'Markdown: **bold**, lists, links; type [[ to link to an item',
  )
  await user.clear(note)
  await user.type(note, '**Read** the guide{Enter}- then the API{Enter}{Enter}')
  // Meanwhile another tab changes the description.
  bookmarks.update(bookmark.id, { description: 'from B' })
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))

  expect(workspace.store('bookmarks').get(bookmark.id)).toMatchObject({
    title: 'Example A',
    description: 'from B',
    // Blank lines at its end are left out.
    note: '**Read** the guide\n- then the API',
  })
})

it('saves a new bookmark with the note typed in “Add bookmark”', async () => {
  const user = userEvent.setup()
  const dialog = await openBookmarkDialog(workspace, { mode: 'add', folderId: null })
  await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'example.org')
  await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Found via a friend')
  await user.click(within(dialog).getByRole('button', { name: 'Add bookmark' }))

  await expect
    .poll(() => workspace.records('bookmarks').map((b) => [b.url, b.note]))
    .toEqual([['https://example.org/', 'Found via a friend']])
})
