import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { ConfirmHost } from '@/components/ui/confirm'
import { clearToasts } from '@/components/ui/toast-store'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import { session } from '@/data/session'
import { workspaceDbName } from '@/data/workspace'
import { createWorkspace, switchWorkspace } from '@/data/workspaces'
import WorkspacesSettingsPage from './workspaces-page'

afterEach(async () => {
  clearToasts()
  await session.closeActive()
  await session.registry?.close()
})

/** Stores data that does not decode as a workspace's document. */
function corrupt(id: string) {
  return new Promise<void>((resolve, reject) => {
    const open = indexedDB.open(workspaceDbName(id))
    open.onupgradeneeded = () => open.result.createObjectStore('updates', { autoIncrement: true })
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const tx = open.result.transaction('updates', 'readwrite')
      tx.objectStore('updates').add(new Uint8Array([9, 9, 9, 9, 200, 1, 2, 3]))
      tx.oncomplete = () => {
        open.result.close()
        resolve()
      }
    }
  })
}

const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Workspaces' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name, { exact: true }))!

it('says which workspace could not be duplicated, and how to keep its data', async () => {
  await session.start()
  const broken = createWorkspace('Broken')
  await corrupt(broken.id)
  const user = userEvent.setup()
  render(
    <TooltipProvider>
      <WorkspacesSettingsPage />
      <Toaster />
      <ConfirmHost />
    </TooltipProvider>,
  )
  const toasts = within(screen.getByRole('region', { name: 'Toasts' }))
  const items = () =>
    within(screen.getByRole('list', { name: 'Workspaces' })).getAllByRole('listitem')
  expect(items()).toHaveLength(2)

  await user.click(within(row('Broken')).getByRole('button', { name: 'Duplicate' }))
  const refusal = (await toasts.findByText('Broken was not duplicated')).parentElement!
  expect(refusal).toHaveTextContent(
    /The stored data of Broken could not be read \(.+\)\. Switch to Broken and use ‘Export raw data’ to keep what is stored\./,
  )
  expect(items()).toHaveLength(2)

  // Open, it shows only what could be read (nothing): that is not copied as if it were all.
  clearToasts()
  await switchWorkspace(broken.id)
  expect(session.workspace?.readOnly).toBe(true)
  await user.click(within(row('Broken')).getByRole('button', { name: 'Duplicate' }))
  const again = (await toasts.findByText('Broken was not duplicated')).parentElement!
  expect(again).toHaveTextContent(
    /could not be read \(.+\)\. Use ‘Export raw data’ at the top of the page to keep what is stored\./,
  )
  expect(items()).toHaveLength(2)
})
