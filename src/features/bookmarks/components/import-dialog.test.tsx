// @vitest-environment jsdom
import { render, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { bookmarkActions } from '../hooks/use-bookmark-actions'
import { buildFolderTree } from '../model/folders'
import { parseNetscapeBookmarks } from '../model/netscape/parse'
import { ImportDialog } from './import-dialog'
import { findDialog } from '@/testing/find-dialog'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`import-dialog-${n++}`)
})
afterEach(() => workspace.close())

/** 'Import bookmarks' for `file` (a bookmarks file's text), over the workspace's folders. */
function openImport(file: string, onClose = () => {}) {
  render(
    <WithWorkspace workspace={workspace}>
      <ImportDialog
        pending={{ fileName: 'bookmarks.html', parsed: parseNetscapeBookmarks(file) }}
        tree={buildFolderTree(workspace.records('bookmarkFolders'))}
        onClose={onClose}
        actions={bookmarkActions(workspace)}
      />
    </WithWorkspace>,
  )
  return findDialog({ name: 'Import bookmarks' }, { timeout: 5000 })
}

it('Merge gives the user’s folder the description and bookmarks-bar role of the file’s', async () => {
  const user = userEvent.setup()
  const folders = workspace.repository('bookmarkFolders')
  const bar = folders.create({ title: 'Bookmarks bar', description: 'Daily sites', order: 'a0' })
  let open = true
  const dialog = await openImport(
    `<DL><p>
    <DT><H3 PERSONAL_TOOLBAR_FOLDER="true">Bookmarks bar</H3>
    <DD>From my old laptop
    <DL><p><DT><A HREF="https://news.example/">News</A></DL><p>
  </DL>`,
    () => (open = false),
  )
  await user.click(within(dialog).getByRole('radio', { name: /Merge into my folders/ }))
  const status = within(dialog).getByRole('status')
  expect(within(status).getByText(/^To import:/)).toHaveTextContent(
    'To import: 1 bookmark and 0 new folders.',
  )
  expect(within(status).getByText(/of yours/)).toHaveTextContent(
    '1 folder of yours will also take the description or bookmarks-bar role of the file’s folder of that name.',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Import' }))

  expect(open).toBe(false)
  expect(workspace.store('bookmarkFolders').get(bar.id)).toMatchObject({
    title: 'Bookmarks bar',
    description: 'Daily sites\n\nFrom my old laptop',
    role: 'toolbar',
  })
  expect(workspace.records('bookmarks')).toMatchObject([{ title: 'News', folderId: bar.id }])
})

it('says before importing that text longer than Hearth keeps will be shortened', async () => {
  const dialog = await openImport(
    `<DL><p>
    <DT><A HREF="https://a.example/">${'x'.repeat(1001)}</A>
    <DT><A HREF="https://b.example/">B</A>
  </DL>`,
  )
  expect(within(dialog).getByText(/longer than/)).toHaveTextContent(
    '1 entry has a title, description or tags longer than Hearth keeps, and will be shortened.',
  )
})

it('says it leaves out folders whose bookmarks are all saved already, and creates none', async () => {
  workspace.repository('bookmarks').create({ url: 'https://news.example/', order: 'a0' })
  const dialog = await openImport(
    `<DL><p>
    <DT><H3>Reading</H3>
    <DL><p><DT><A HREF="https://news.example/">News</A></DL><p>
  </DL>`,
  )
  const status = within(dialog).getByRole('status')
  expect(within(status).getByText(/already saved/)).toHaveTextContent(
    '1 bookmark is already saved and will be skipped. 2 folders that would be left empty will not be created.',
  )
  expect(within(status).getByText(/^To import:/)).toHaveTextContent(
    'To import: 0 bookmarks and 0 new folders.',
  )
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled()
})
