import { act, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Bookmark } from '@/data/records/bookmark'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace } from '@/testing/test-workspace'
import { openBookmarkDialog } from './test-bookmark-dialog'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`bookmark-dialog-stored-${n++}`)
})
afterEach(() => workspace.close())

// The record accepts any http, https, mailto or ftp address; the form refuses this one (a host
// no site can have). A workspace file, sync or an older version can bring such an address in.
const ODD = 'https://foo*bar.example/page'
const REASON =
  'A site’s name can only have letters, digits, hyphens and dots (not “foo*bar.example”).'

async function editDialog(bookmark: Bookmark) {
  const closed = { value: false }
  const dialog = await openBookmarkDialog(
    workspace,
    { mode: 'edit', bookmark },
    () => (closed.value = true),
  )
  return { dialog, closed }
}

it('saves the title and tags of a bookmark whose stored address the form would refuse', async () => {
  const user = userEvent.setup()
  const bookmark = workspace.repository('bookmarks').create({ url: ODD, title: 'Old', order: 'a0' })
  const { dialog, closed } = await editDialog(bookmark)
  const field = within(dialog).getByRole('textbox', { name: 'URL' })
  // Said by the field, without marking it invalid.
  expect(field).toHaveAccessibleDescription(`${REASON} It is kept as it is unless you change it.`)
  expect(field).not.toHaveAttribute('aria-invalid')

  await user.clear(within(dialog).getByRole('textbox', { name: 'Title' }))
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'New')
  await user.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'work')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))

  expect(closed.value).toBe(true)
  expect(workspace.store('bookmarks').get(bookmark.id)).toMatchObject({
    url: ODD,
    title: 'New',
    tags: ['work'],
  })
})

it('checks the address as before once the user changes it', async () => {
  const user = userEvent.setup()
  const bookmark = workspace.repository('bookmarks').create({ url: ODD, title: 'Old', order: 'a0' })
  const { dialog, closed } = await editDialog(bookmark)
  const field = within(dialog).getByRole('textbox', { name: 'URL' })

  await user.clear(field)
  await user.type(field, 'javascript:alert(1)')
  // The note goes with the stored address; the usual hint is back.
  expect(field).toHaveAccessibleDescription('A bare address such as example.com gets https://.')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(field).toHaveAccessibleDescription(
    'Only http, https, mailto and ftp addresses can be saved (this one is “javascript:”).',
  )
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(closed.value).toBe(false)

  await user.clear(field)
  await user.type(field, 'https://foo*baz.example/')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(field).toHaveAccessibleDescription(
    'A site’s name can only have letters, digits, hyphens and dots (not “foo*baz.example”).',
  )
  expect(closed.value).toBe(false)

  await user.clear(field)
  await user.type(field, 'example.org/fixed')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(closed.value).toBe(true)
  expect(workspace.store('bookmarks').get(bookmark.id)).toMatchObject({
    url: 'https://example.org/fixed',
    title: 'Old',
  })
})

it('keeps tags that came with a space or a leading # when other tags are added', async () => {
  const user = userEvent.setup()
  // Bookmark files separate tags by commas only: Firefox and linkding keep 'to read' whole.
  const bookmark = workspace.repository('bookmarks').create({
    url: 'https://example.com/',
    tags: ['to read', '#idea', 'work'],
    order: 'a0',
  })
  const { dialog, closed } = await editDialog(bookmark)
  const tags = within(dialog).getByRole('textbox', { name: 'Tags' })
  expect(tags).toHaveValue('to read, #idea, work')
  await user.type(tags, ', docs #later')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))

  expect(closed.value).toBe(true)
  expect(workspace.store('bookmarks').get(bookmark.id)?.tags).toEqual([
    'to read',
    '#idea',
    'work',
    'docs',
    'later',
  ])
})

it('offers to save an edited bookmark that another tab deleted meanwhile as a new one', async () => {
  const user = userEvent.setup()
  const bookmarks = workspace.repository('bookmarks')
  const bookmark = bookmarks.create({
    url: 'https://example.com/recipe',
    title: 'Recipe',
    tags: ['food'],
    favourite: true,
    keyword: 'mum',
    order: 'a0',
  })
  const { dialog, closed } = await editDialog(bookmark)
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Mum’s')
  act(() => void bookmarks.remove(bookmark.id))

  expect(await within(dialog).findByRole('status')).toHaveTextContent(
    'This bookmark was deletedIt was deleted in another tab or on another device while you edited it. Save it as a new bookmark to keep it.',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Save as new bookmark' }))

  expect(closed.value).toBe(true)
  expect(workspace.records('bookmarks')).toMatchObject([
    {
      url: 'https://example.com/recipe',
      title: 'Recipe',
      description: 'Mum’s',
      tags: ['food'],
      favourite: true,
      keyword: 'mum',
    },
  ])
})

it('adds a new bookmark with the defaults of what the form does not show', async () => {
  const user = userEvent.setup()
  const dialog = await openBookmarkDialog(workspace, { mode: 'add', folderId: null })
  await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'example.net')
  await user.click(within(dialog).getByRole('button', { name: 'Add bookmark' }))
  expect(workspace.records('bookmarks')).toMatchObject([
    { url: 'https://example.net/', title: 'example.net', favourite: false, keyword: '' },
  ])
})
