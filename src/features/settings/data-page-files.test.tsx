import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { ConfirmHost } from '@/components/ui/confirm'
import { clearToasts } from '@/components/ui/toast-store'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import { today } from '@/data/download'
import { session } from '@/data/session'
import { renameWorkspace } from '@/data/workspaces'
import { WithWorkspace } from '@/testing/test-workspace'
import DataSettingsPage from './data-page'
import WorkspacesSettingsPage from './workspaces-page'
import { findDialog } from '@/testing/find-dialog'

// Settings > Data with the app's real workspace list: files named after the workspace, and
// workspaces imported as new that are one click away.

afterEach(async () => {
  vi.restoreAllMocks()
  clearToasts()
  await session.closeActive()
  await session.registry?.close()
})

/** The names of the files the page downloads. */
function downloads() {
  const names: string[] = []
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test')
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download)
  })
  return names
}

const HEADER = {
  formatVersion: 1,
  schemaVersion: 8,
  appVersion: '0.1.0',
  exportedAt: '2026-11-01T09:00:00.000Z',
}
const exported = (name: string) => ({
  format: 'hearth.workspace',
  ...HEADER,
  workspace: { id: 'w', name },
  collections: { todos: [], notes: [] },
})
const jsonFile = (contents: unknown) =>
  new File([JSON.stringify(contents)], 'export.json', { type: 'application/json' })

it('names an export after the workspace in any script, and leads to workspaces imported as new', async () => {
  await session.start()
  const personal = session.workspace!
  renameWorkspace(personal.id, 'Работа 工作')
  const saved = downloads()
  const router = createMemoryRouter(
    [
      {
        path: '/settings/data',
        element: (
          <>
            <DataSettingsPage />
            <WorkspacesSettingsPage />
          </>
        ),
      },
      { path: '/settings/workspaces', element: <WorkspacesSettingsPage /> },
    ],
    { initialEntries: ['/settings/data'] },
  )
  const user = userEvent.setup()
  render(
    <TooltipProvider>
      <WithWorkspace workspace={personal}>
        <RouterProvider router={router} />
        <Toaster />
        <ConfirmHost />
      </WithWorkspace>
    </TooltipProvider>,
  )

  await user.click(screen.getByRole('button', { name: 'Export workspace' }))
  expect(saved).toEqual([`hearth-работа-工作-${today()}.json`])

  const chooseFile = (contents: unknown) =>
    user.upload(screen.getByLabelText('Choose a Hearth export to import'), jsonFile(contents))
  await chooseFile(exported('Ясно'))
  const dialog = await findDialog({ name: 'Import' })
  await user.click(within(dialog).getByRole('button', { name: 'Import as new workspace' }))
  const toasts = within(screen.getByRole('region', { name: 'Toasts' }))
  expect(await toasts.findByText('Added Ясно.')).toBeInTheDocument()
  await user.click(toasts.getByRole('button', { name: 'Switch to Ясно' }))

  const list = () => within(screen.getByRole('list', { name: 'Workspaces' }))
  await waitFor(() => expect(list().getByText('Active').closest('li')).toHaveTextContent(/^Ясно/))

  // Several at once: no one of them to switch to, so the way to the list.
  await chooseFile({
    format: 'hearth.backup',
    ...HEADER,
    workspaces: [exported('Home'), exported('Club')],
  })
  const backup = await findDialog({ name: 'Import' })
  await user.click(within(backup).getByRole('button', { name: 'Import as new workspace' }))
  expect(await toasts.findByText('Added Home, Club.')).toBeInTheDocument()
  await user.click(toasts.getByRole('button', { name: 'Show workspaces' }))
  expect(screen.queryByRole('button', { name: 'Export workspace' })).not.toBeInTheDocument()
  expect(list().getAllByRole('listitem')).toHaveLength(4)
})
