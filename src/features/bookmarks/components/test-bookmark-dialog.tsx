import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import type { Workspace } from '@/data/workspace'
import { WithWorkspace } from '@/testing/test-workspace'
import { bookmarkActions } from '../hooks/use-bookmark-actions'
import { buildFolderTree } from '../model/folders'
import { BookmarkDialog, type BookmarkDialogState } from './bookmark-dialog'

/**
 * For tests: renders 'Add bookmark' or 'Edit bookmark' (`state`) over `workspace`, with the real
 * actions and the workspace's folders, and returns the dialog once it shows.
 */
export async function openBookmarkDialog(
  workspace: Workspace,
  state: Exclude<BookmarkDialogState, null>,
  onClose: () => void = () => {},
) {
  render(
    <MemoryRouter>
      <WithWorkspace workspace={workspace}>
        <BookmarkDialog
          state={state}
          tree={buildFolderTree(workspace.records('bookmarkFolders'))}
          onClose={onClose}
          actions={bookmarkActions(workspace)}
        />
      </WithWorkspace>
    </MemoryRouter>,
  )
  const name = state.mode === 'add' ? 'Add bookmark' : 'Edit bookmark'
  return screen.findByRole('dialog', { name }, { timeout: 5000 })
}
