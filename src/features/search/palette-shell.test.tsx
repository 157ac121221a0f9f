import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { create } from 'zustand'
import { registerCommands, useCommandRegistry } from '@/lib/command-registry'
import {
  registerSearchProvider,
  useSearchProviders,
  type SearchResult,
} from '@/lib/search-providers'
import { useSearchStore } from './model/search-store'
import { PaletteShell } from './palette-shell'
import SearchPaletteBody from './search-palette-body'

/** Whether the palette's code is here: it takes over from its shell in one commit, as in the app. */
const code = create(() => ({ here: false }))
const arrive = () => code.setState({ here: true })
function Palette() {
  return code((state) => state.here) ? <SearchPaletteBody /> : <PaletteShell />
}

function renderShell() {
  const router = createMemoryRouter([{ path: '*', element: <Palette /> }])
  render(<RouterProvider router={router} />)
  return screen.getByRole('combobox', { name: 'Search' })
}

const selected = (name: string) =>
  vi.waitFor(() =>
    expect(screen.getByRole('option', { name })).toHaveAttribute('aria-selected', 'true'),
  )

beforeEach(() => {
  useCommandRegistry.setState({ commands: [] })
  useSearchProviders.setState({ providers: [] })
  useSearchStore.setState({ open: true, query: '' })
  code.setState({ here: false })
})
afterEach(() => useSearchStore.setState({ open: false }))

it('moves the highlight by the arrow keys pressed in its shell, once it is there', async () => {
  registerCommands(
    ['JSON', 'Hash', 'Time', 'QR code'].map((title) => ({
      id: title,
      title,
      section: 'Tools',
      run: () => {},
    })),
  )
  const user = userEvent.setup()
  const field = renderShell()
  // Typed on after them, arrows are dropped, as the palette highlights its first row again.
  await user.type(field, '{ArrowDown}q{Backspace}')
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}')
  act(() => arrive())
  await selected('Time')
  expect(screen.getByRole('combobox', { name: 'Search' })).toHaveFocus()
  // Pressed there, the next key goes on from it.
  await user.keyboard('{ArrowDown}')
  await selected('QR code')
})

it('goes round from the first row to the last, and Enter runs the row the arrows reach', async () => {
  const run = vi.fn()
  let found = (_: SearchResult[]) => {}
  registerCommands([
    { id: 'tool:uuid', title: 'UUID and passwords', section: 'Tools', run: () => {} },
    { id: 'tool:time', title: 'Time', section: 'Tools', keywords: ['passing'], run: () => {} },
  ])
  registerSearchProvider({
    id: 'notes',
    group: 'Notes',
    search: () => new Promise((resolve) => (found = resolve)),
  })
  const user = userEvent.setup()
  await user.type(renderShell(), 'pass{ArrowUp}{Enter}')
  act(() => arrive())
  await screen.findByRole('option', { name: 'Time' })
  // The rows are not all there until the notes are: nothing runs yet.
  expect(run).not.toHaveBeenCalled()
  // A note with the word in its text only: the last row, once it is there.
  act(() => found([{ id: 'note:1', title: 'Router settings', run }]))
  await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1))
  expect(useSearchStore.getState().open).toBe(false)
})
