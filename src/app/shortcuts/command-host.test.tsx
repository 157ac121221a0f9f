import { fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { clearToasts } from '@/components/ui/toast-store'
import { Toaster } from '@/components/ui/toaster'
import { useCommandRegistry } from '@/lib/command-registry'
import CommandHost from './command-host'
import { useShortcutsDialog } from './shortcuts-dialog-store'

// The host offers a 'Switch to workspace' command per workspace and names Undo's step, from the
// data session; this test needs neither.
vi.mock('@/data/session', () => ({
  session: {
    registry: null,
    workspace: null,
    subscribe: () => () => {},
    history: { subscribe: () => () => {}, undoLabel: () => null, redoLabel: () => null },
  },
}))
// Offline before the service worker has Hearth, the dialog's code cannot be downloaded; back
// online, it can.
const { network } = vi.hoisted(() => ({ network: { down: true } }))
vi.mock('./keyboard-shortcuts-dialog', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

afterEach(() => {
  useCommandRegistry.setState({ commands: [] })
  useShortcutsDialog.setState({ open: false })
  clearToasts()
})

it("'Keyboard shortcuts' whose code cannot be downloaded says so, and opens the next time", async () => {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <CommandHost />
          <Toaster />
        </>
      ),
    },
  ])
  render(<RouterProvider router={router} />)
  const question = { key: '?', code: 'Slash', shiftKey: true }
  fireEvent.keyDown(document.body, question)
  expect(await screen.findByText('Could not open Keyboard shortcuts')).toBeInTheDocument()
  expect(
    screen.getByText('Its code could not be downloaded. Check your connection and try again.'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

  network.down = false
  fireEvent.keyDown(document.body, question)
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Keyboard shortcuts', busy: false },
    { timeout: 5000 },
  )
  expect(within(dialog).getByText('Search', { selector: 'dt' })).toBeInTheDocument()
})
