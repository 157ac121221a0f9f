import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { ConfirmHost } from '@/components/ui/confirm'
import { clearToasts } from '@/components/ui/toast-store'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import { takeDailySnapshot } from '@/data/snapshots'
import { Workspace } from '@/data/workspace'
import type * as Transfer from '@/data/workspace-transfer'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import DataSettingsPage from './data-page'

// The data layer's refusal, as a workspace that is read-only gives it.
vi.mock('@/data/workspace-transfer', async (original) => ({
  ...(await original<typeof Transfer>()),
  replaceActiveWorkspace: () => {
    throw new Error('This workspace is read-only.')
  },
}))

let workspace: Workspace
let n = 0

beforeEach(async () => {
  workspace = await openTestWorkspace(`data-page-${n++}`)
})
afterEach(async () => {
  vi.restoreAllMocks()
  clearToasts()
  await workspace.close()
})

function renderPage() {
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <DataSettingsPage />
        <Toaster />
        <ConfirmHost />
      </WithWorkspace>
    </TooltipProvider>,
  )
}

const exportFile = () =>
  new File(
    [
      JSON.stringify({
        format: 'hearth.workspace',
        formatVersion: 1,
        schemaVersion: 8,
        appVersion: '0.1.0',
        exportedAt: '2026-11-01T09:00:00.000Z',
        workspace: { id: 'w', name: 'Other' },
        collections: { todos: [], notes: [] },
      }),
    ],
    'other.json',
    { type: 'application/json' },
  )

const chooseFile = (user: ReturnType<typeof userEvent.setup>) =>
  user.upload(screen.getByLabelText('Choose a Hearth export to import'), exportFile())

describe('Settings > Data', () => {
  it('offers no change to a read-only workspace, and says why', async () => {
    workspace.repository('todos').create({ title: 'Kept' })
    await takeDailySnapshot(workspace.id, workspace.doc)
    vi.spyOn(Workspace.prototype, 'readOnly', 'get').mockReturnValue(true)
    const user = userEvent.setup()
    renderPage()

    expect(screen.getByRole('button', { name: 'Generate sample data' })).toBeDisabled()
    expect(screen.getByText(/so sample data cannot be added to it/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reset workspace' })).toBeDisabled()
    expect(screen.getByText(/so it cannot be emptied here/)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Restore snapshot' })).toBeDisabled()
    expect(screen.getByText(/so a snapshot cannot be restored into it/)).toBeInTheDocument()

    await chooseFile(user)
    const dialog = await screen.findByRole('dialog', { name: 'Import' })
    expect(within(dialog).getByRole('button', { name: 'Replace current workspace' })).toBeDisabled()
    expect(within(dialog).getByText(/is read-only, so it cannot be replaced/)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Import as new workspace' })).toBeEnabled()
  })

  it('says so when replacing the workspace is refused, instead of failing silently', async () => {
    const user = userEvent.setup()
    renderPage()
    await chooseFile(user)
    const dialog = await screen.findByRole('dialog', { name: 'Import' })
    await user.click(within(dialog).getByRole('button', { name: 'Replace current workspace' }))
    await user.click(await screen.findByRole('button', { name: 'Replace' }))
    const toasts = screen.getByRole('region', { name: 'Toasts' })
    expect(await within(toasts).findByText('Import refused')).toBeInTheDocument()
    expect(within(toasts).getByText('This workspace is read-only.')).toBeInTheDocument()
  })

  it('counts one of a kind in the singular', async () => {
    workspace.repository('todos').create({ title: 'One todo' })
    workspace.repository('notes').create({ title: 'One note' })
    workspace.repository('bookmarks').create({ title: 'One bookmark', url: 'https://example.com' })
    await takeDailySnapshot(workspace.id, workspace.doc)
    renderPage()
    const snapshots = await screen.findByRole('list', { name: 'Snapshots' })
    expect(snapshots).toHaveTextContent('1 todo · 1 note · 1 bookmark')
  })
})
