import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { clearToasts } from '@/components/ui/toast-store'
import { Toaster } from '@/components/ui/toaster'
import { registerCommands, useCommandRegistry } from '@/lib/command-registry'
import { openSearch, useSearchStore } from './model/search-store'
import { SearchPalette } from './search-palette'

// Offline before the service worker has Hearth, the palette's code cannot be downloaded; back
// online, it can.
const { network } = vi.hoisted(() => ({ network: { down: true } }))
vi.mock('./search-palette-body', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

afterEach(() => {
  useSearchStore.setState({ open: false, query: '' })
  useCommandRegistry.setState({ commands: [] })
  clearToasts()
})

it('whose code cannot be downloaded closes with a toast, and opens the next time', async () => {
  registerCommands([{ id: 'theme:light', title: 'Use light theme', section: 'General', run() {} }])
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <button>Menu</button>
          <SearchPalette />
          <Toaster />
        </>
      ),
    },
  ])
  render(<RouterProvider router={router} />)
  const menu = screen.getByRole('button', { name: 'Menu' })
  menu.focus()

  act(openSearch)
  // Its shell, until the code is there.
  expect(screen.getByRole('combobox', { name: 'Search' })).toHaveFocus()
  expect(await screen.findByText('Could not open search')).toBeInTheDocument()
  expect(
    screen.getByText('Its code could not be downloaded. Check your connection and try again.'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument()
  expect(menu).toHaveFocus()

  network.down = false
  act(openSearch)
  // The palette's code loads now: allow for a busy machine.
  expect(
    await screen.findByRole('option', { name: 'Use light theme' }, { timeout: 5000 }),
  ).toBeInTheDocument()
  expect(screen.getByRole('dialog', { name: 'Search' })).not.toHaveAttribute('aria-busy')
})
