// @vitest-environment jsdom
// jsdom: Markdown rendered as a browser parses it (happy-dom's sanitised output differs).
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { clearToasts } from '@/components/ui/toast-store'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, settleRows } from '@/testing/test-workspace'
import { renderAt } from '@/testing/render-at'
import { BookmarksScreen } from './bookmarks-screen'

vi.mock('@/lib/idle', () => ({ whenIdle: () => () => {} }))

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`bookmark-note-${n++}`)
})
afterEach(async () => {
  clearToasts()
  await workspace.close()
})

const NOTE = `## Why keep it

- the **CSS** guide
- [the spec](https://www.w3.org/TR/css/)
- [ ] read the grid chapter`

async function openFolder() {
  const folder = workspace.repository('bookmarkFolders').create({ title: 'Reading', order: 'a0' })
  workspace.repository('bookmarks').createMany([
    { url: 'https://developer.mozilla.org/', title: 'MDN', folderId: folder.id, note: NOTE },
    { url: 'https://example.com/', title: 'Example', folderId: folder.id },
  ])
  await settleRows(workspace)
  renderAt(workspace, '/bookmarks', <BookmarksScreen />, `/bookmarks?folder=${folder.id}`)
  const list = await screen.findByRole('list', { name: 'Reading' })
  const row = (title: string) =>
    within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('link', { name: title }))!
  return { mdn: row('MDN'), example: row('Example') }
}

it('shows a bookmark’s note rendered as Markdown under its row with “Show note”, and hides it again', async () => {
  const user = userEvent.setup()
  const { mdn, example } = await openFolder()
  // Only a bookmark with a note has the button.
  expect(within(example).queryByRole('button', { name: 'Show note' })).toBeNull()
  const show = within(mdn).getByRole('button', { name: 'Show note' })
  expect(show).toHaveAttribute('aria-expanded', 'false')
  expect(within(mdn).queryByRole('heading', { name: 'Why keep it' })).toBeNull()

  await user.click(show)
  expect(show).toHaveAccessibleName('Hide note')
  expect(show).toHaveAttribute('aria-expanded', 'true')
  const heading = await within(mdn).findByRole('heading', { name: 'Why keep it', level: 2 })
  const note = document.getElementById(show.getAttribute('aria-controls')!)!
  expect(note).toContainElement(heading)
  expect(within(note).getByText('CSS').tagName).toBe('STRONG')
  const spec = within(note).getByRole('link', { name: 'the spec' })
  expect(spec).toHaveAttribute('href', 'https://www.w3.org/TR/css/')
  expect(spec).toHaveAttribute('rel', 'noopener noreferrer')
  // A task is shown, not ticked here: nothing would save it.
  expect(within(note).getByRole('checkbox', { name: 'Task 1' })).toBeDisabled()

  await user.click(show)
  expect(show).toHaveAccessibleName('Show note')
  expect(show).toHaveAttribute('aria-expanded', 'false')
  expect(within(mdn).queryByRole('heading', { name: 'Why keep it' })).toBeNull()
})

it('follows the note as it changes, and drops the button when the note is emptied', async () => {
  const user = userEvent.setup()
  const { mdn } = await openFolder()
  await user.click(within(mdn).getByRole('button', { name: 'Show note' }))
  await within(mdn).findByRole('heading', { name: 'Why keep it' })
  const [bookmark] = workspace.records('bookmarks').filter((b) => b.title === 'MDN')
  workspace.repository('bookmarks').update(bookmark!.id, { note: 'Only *this* now' })
  expect(await within(mdn).findByText('this')).toHaveProperty('tagName', 'EM')
  workspace.repository('bookmarks').update(bookmark!.id, { note: '' })
  await expect.poll(() => within(mdn).queryByRole('button', { name: /note$/ })).toBeNull()
  expect(within(mdn).queryByText('Only')).toBeNull()
})
