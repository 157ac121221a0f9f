import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { clearToasts } from '@/components/ui/toast-store'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import OverviewPage from './overview-page'

// Offline before the service worker has Hearth: edit mode's and the widget gallery's code
// cannot be downloaded.
const { offline } = vi.hoisted(() => ({
  offline: () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  },
}))
vi.mock('./components/edit-grid', offline)
vi.mock('@/components/widgets/add-widget-dialog', offline)

let workspace: Workspace
beforeEach(async () => {
  workspace = await openTestWorkspace('overview-offline')
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200)
})
afterEach(async () => {
  vi.restoreAllMocks()
  clearToasts()
  await workspace.close()
})

it('says so when edit mode or the widget gallery cannot be downloaded, and the page stays', async () => {
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <OverviewPage /> }])} />
        <Toaster />
      </WithWorkspace>
    </TooltipProvider>,
  )
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Edit layout' }))
  expect(await screen.findByText('Could not open Edit layout')).toBeInTheDocument()
  expect(screen.getByText(/code could not be downloaded/)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Edit layout' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Done' })).toBeNull()

  await user.click(screen.getAllByRole('button', { name: 'Add widget' })[0]!)
  expect(await screen.findByText('Could not open Add widget')).toBeInTheDocument()
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(screen.getByRole('button', { name: 'Edit layout' })).toBeInTheDocument()
})
