import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
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
import { findDialog } from '@/testing/find-dialog'

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
  const router = createMemoryRouter([{ path: '/', element: <DataSettingsPage /> }])
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <RouterProvider router={router} />
        <Toaster />
        <ConfirmHost />
      </WithWorkspace>
    </TooltipProvider>,
  )
}

const exported = (name: string) => ({
  format: 'hearth.workspace',
  formatVersion: 1,
  schemaVersion: 8,
  appVersion: '0.1.0',
  exportedAt: '2026-11-01T09:00:00.000Z',
  workspace: { id: 'w', name },
  collections: { todos: [], notes: [] },
})

const jsonFile = (name: string, contents: unknown) =>
  new File([JSON.stringify(contents)], name, { type: 'application/json' })

const chooseFile = (
  user: ReturnType<typeof userEvent.setup>,
  file = jsonFile('other.json', exported('Other')),
) => user.upload(screen.getByLabelText('Choose a Hearth export to import'), file)

const toastList = () => within(screen.getByRole('region', { name: 'Toasts' }))

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
    const dialog = await findDialog({ name: 'Import' })
    expect(within(dialog).getByRole('button', { name: 'Replace current workspace' })).toBeDisabled()
    expect(
      within(dialog).getByRole('button', { name: 'Replace current workspace' }),
    ).toHaveAccessibleDescription(/is read-only, so it cannot be replaced/)
    expect(within(dialog).getByRole('button', { name: 'Import as new workspace' })).toBeEnabled()
  })

  it('says once, in the Import dialog, that replacing the workspace was refused', async () => {
    const user = userEvent.setup()
    renderPage()
    await chooseFile(user)
    const dialog = await findDialog({ name: 'Import' })
    await user.click(within(dialog).getByRole('button', { name: 'Replace current workspace' }))
    await user.click(await screen.findByRole('button', { name: 'Replace' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Import refused')
    expect(alert).toHaveTextContent('This workspace is read-only. Nothing stored was changed.')
    expect(screen.getAllByText(/This workspace is read-only\./)).toHaveLength(1)
    expect(toastList().queryByText('Import refused')).not.toBeInTheDocument()

    // Closing the dialog takes the refusal with it: it was about that file.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says once, below Import, that a file was refused', async () => {
    const user = userEvent.setup()
    renderPage()
    await chooseFile(user, jsonFile('other.json', { hello: 'world' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Import refused')
    expect(alert).toHaveTextContent(/not a Hearth export/)
    expect(screen.getAllByText(/not a Hearth export/)).toHaveLength(1)
    expect(toastList().queryByText('Import refused')).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('says why a file of several workspaces cannot replace this one', async () => {
    const user = userEvent.setup()
    renderPage()
    const backup = {
      format: 'hearth.backup',
      formatVersion: 1,
      schemaVersion: 8,
      appVersion: '0.1.0',
      exportedAt: '2026-11-01T09:00:00.000Z',
      workspaces: [exported('Home'), exported('Work'), exported('Club')],
    }
    await chooseFile(user, jsonFile('backup.json', backup))
    const dialog = await findDialog({ name: 'Import' })
    const replace = within(dialog).getByRole('button', { name: 'Replace current workspace' })
    expect(replace).toBeDisabled()
    expect(replace).toHaveAccessibleDescription(
      'Only a file of one workspace can replace this workspace; this one holds 3.',
    )
    expect(within(dialog).getByRole('button', { name: 'Import as new workspace' })).toBeEnabled()
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

  it('offers four sample sizes, each with every kind of record it adds', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByRole('button', { name: 'Generate sample data' }))
    const dialog = await findDialog({ name: 'Generate sample data' })
    const sizes = within(dialog).getAllByRole('button', { name: /^(?!Close$)/ })
    expect(sizes.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Small',
      'Realistic',
      'Large',
      'Extra large',
    ])
    expect(within(dialog).getByRole('button', { name: 'Large' })).toHaveAccessibleDescription(
      '10,000 todos in 40 lists · 1,000 notes · 10,000 bookmarks in 60 folders',
    )
    expect(within(dialog).getByRole('button', { name: 'Extra large' })).toHaveAccessibleDescription(
      '50,000 todos in 200 lists · 5,000 notes · 50,000 bookmarks in 300 folders',
    )
    expect(dialog).toHaveTextContent(/adding its 105,500 records takes a few seconds/)
  })
})
