import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { expect, it } from 'vitest'
import { firstCommitProbe } from '@/testing/first-commit'
import { buildFolderTree } from '../model/folders'
import { folderRecord } from '../model/test-records'
import { FIRST_FOLDERS, FolderTree } from './folder-tree'

const folders = Array.from({ length: 120 }, (_, i) =>
  folderRecord(`folder:${i}`, null, `a${String(i).padStart(3, '0')}`, `Folder ${i + 1}`),
)

it('draws the first folders with the screen and every folder a render later, keys reaching them all', async () => {
  const { Probe, counts: firstCommit } = firstCommitProbe('[role="treeitem"]')
  render(
    <MemoryRouter>
      <FolderTree
        tree={buildFolderTree(folders)}
        expanded={[]}
        current="folder:119"
        counts={new Map([['folder:119', 4]])}
      />
      <Probe />
    </MemoryRouter>,
  )
  expect(firstCommit).toEqual([FIRST_FOLDERS])
  const tree = screen.getByRole('tree', { name: 'Folders' })
  expect(within(tree).getAllByRole('treeitem')).toHaveLength(120)
  const last = within(tree).getByRole('treeitem', { name: 'Folder 120' })
  expect(last).toHaveAttribute('aria-current', 'page')
  expect(last).toHaveAttribute('aria-posinset', '120')
  // The open folder is the tree's tab stop; Home goes to the first, End back to the last.
  expect(last).toHaveAttribute('tabindex', '0')
  fireEvent.keyDown(last, { key: 'Home' })
  const first = within(tree).getByRole('treeitem', { name: 'Folder 1' })
  await waitFor(() => expect(first).toHaveFocus())
  fireEvent.keyDown(first, { key: 'End' })
  await waitFor(() => expect(last).toHaveFocus())
})
