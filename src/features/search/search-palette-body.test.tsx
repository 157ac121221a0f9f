import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { registerCommands, useCommandRegistry } from '@/lib/command-registry'
import { setScreenPreloader } from '@/lib/screen-preload'
import {
  registerSearchProvider,
  useSearchProviders,
  type SearchResult,
} from '@/lib/search-providers'
import { useSearchStore } from './model/search-store'
import SearchPaletteBody from './search-palette-body'

function renderPalette(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <SearchPaletteBody /> }], {
    initialEntries: [path],
  })
  render(<RouterProvider router={router} />)
}

beforeEach(() => {
  useCommandRegistry.setState({ commands: [] })
  useSearchProviders.setState({ providers: [] })
  useSearchStore.setState({ open: true, query: '' })
})
afterEach(() => useSearchStore.setState({ open: false }))

it("shows each command's shortcut, as its command says, and only what belongs there", () => {
  const run = vi.fn()
  registerCommands([
    { id: 'notes:new', title: 'New note', section: 'Notes', shortcut: 'Alt+N', run },
    {
      id: 'notes:pin',
      title: 'Pin note',
      section: 'Notes',
      shortcut: 'Alt+P',
      when: { screen: '/notes' },
      run,
    },
    { id: 'redo', title: 'Redo', section: 'General', shortcut: ['Mod+Shift+Z', 'Mod+Y'], run },
    { id: 'plain', title: 'Use light theme', section: 'General', run },
    { id: 'hidden', title: 'Search', section: 'General', shortcut: 'Mod+K', palette: false, run },
    { id: 'local', title: 'Bold', section: 'Note editor', shortcut: 'Mod+B', local: true, run },
    { id: 'off', title: 'Clear all', section: 'General', enabled: () => false, run },
  ])
  renderPalette('/todos')
  const newNote = screen.getByRole('option', { name: 'New note' })
  expect(within(newNote).getByText('Alt+N')).toBeInTheDocument()
  expect(newNote).toHaveAttribute('aria-keyshortcuts', 'Alt+N')
  const redo = screen.getByRole('option', { name: 'Redo' })
  expect(within(redo).getByText('Ctrl+Shift+Z')).toBeInTheDocument()
  expect(redo).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+Z Control+Y')
  // A key that works on another screen only is not shown here.
  for (const name of ['Use light theme', 'Pin note']) {
    expect(screen.getByRole('option', { name })).not.toHaveAttribute('aria-keyshortcuts')
    expect(screen.getByRole('option', { name }).querySelector('kbd')).toBeNull()
  }
  // Not offered: kept out of the palette, listed only, or not available now.
  for (const name of ['Search', 'Bold', 'Clear all'])
    expect(screen.queryByRole('option', { name })).not.toBeInTheDocument()
  fireEvent.click(newNote)
  expect(run).toHaveBeenCalledWith(expect.objectContaining({ navigate: expect.any(Function) }))
  expect(useSearchStore.getState().open).toBe(false)
})

it("puts a provider's results under the section of the same name", async () => {
  registerCommands([
    { id: 'notes:new', title: 'New note', section: 'Notes', keywords: ['molar'], run: () => {} },
  ])
  registerSearchProvider({
    id: 'notes',
    group: 'Notes',
    search: async () => [
      { id: 'note:1', title: 'Dentist', run: () => {} },
      { id: 'note:2', title: 'Molar check', run: () => {} },
    ],
  })
  renderPalette()
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'molar' } })
  await screen.findByRole('option', { name: 'Dentist' })
  const groups = screen.getAllByRole('group')
  expect(groups).toHaveLength(1)
  // Ordered by how well they match: a title that starts with the query, a keyword, then a
  // note that has the word in its text only.
  expect(
    within(groups[0]!)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Molar check', 'New note', 'Dentist'])
})

it('highlights the best match, whichever section it is in', async () => {
  registerCommands([
    { id: 'settings:theming', title: 'Theming settings', section: 'Settings', run: () => {} },
    {
      id: 'todos:new',
      title: 'New todo',
      section: 'Todos',
      keywords: ['quick add'],
      run: () => {},
    },
    { id: 'tool:time', title: 'Time', section: 'Tools', run: () => {} },
    { id: 'tool:qr', title: 'QR code', section: 'Tools', run: () => {} },
  ])
  renderPalette()
  const input = screen.getByRole('combobox')
  for (const [query, best] of [
    ['time', 'Time'],
    ['qr', 'QR code'],
  ]) {
    fireEvent.change(input, { target: { value: query } })
    await vi.waitFor(() =>
      expect(screen.getByRole('option', { name: best })).toHaveAttribute('aria-selected', 'true'),
    )
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName(best)
  }
})

it('moves the highlight to a better match that a provider finds later, unless it was moved', async () => {
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
  renderPalette()
  const input = screen.getByRole('combobox')
  const selected = (name: string) =>
    vi.waitFor(() =>
      expect(screen.getByRole('option', { name })).toHaveAttribute('aria-selected', 'true'),
    )
  fireEvent.change(input, { target: { value: 'pass' } })
  await selected('UUID and passwords')
  act(() => found([{ id: 'note:1', title: 'Passport', run: () => {} }]))
  await selected('Passport')
  expect(screen.getAllByRole('option')[0]).toHaveAccessibleName('Passport')

  // Moved down to another row, the highlight stays there when results come.
  fireEvent.change(input, { target: { value: 'pas' } })
  await selected('UUID and passwords')
  fireEvent.keyDown(input, { key: 'ArrowDown' })
  await selected('Time')
  act(() => found([{ id: 'note:1', title: 'Passport', run: () => {} }]))
  await screen.findByRole('option', { name: 'Passport' })
  expect(screen.getByRole('option', { name: 'Time' })).toHaveAttribute('aria-selected', 'true')
})

it('fetches the screen of the command it highlights, before the choice is made', async () => {
  const preload = vi.fn()
  setScreenPreloader(preload)
  try {
    const run = vi.fn()
    registerCommands([
      { id: 'tool:json', title: 'JSON', section: 'Tools', opens: '/tools/json', run },
      { id: 'tool:hash', title: 'Hash', section: 'Tools', opens: '/tools/hash', run },
      { id: 'theme', title: 'Use light theme', section: 'General', run },
    ])
    renderPalette()
    const input = screen.getByRole('combobox')
    fireEvent.change(input, { target: { value: 'json' } })
    await vi.waitFor(() => expect(preload).toHaveBeenLastCalledWith('/tools/json'))
    expect(preload).not.toHaveBeenCalledWith('/tools/hash')
    expect(run).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: '' } })
    // Down the list by keyboard: each highlighted command's screen, none for one that opens none.
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    await vi.waitFor(() => expect(preload).toHaveBeenLastCalledWith('/tools/hash'))
    preload.mockClear()
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    await vi.waitFor(() =>
      expect(screen.getByRole('option', { name: 'Use light theme' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    )
    expect(preload).not.toHaveBeenCalled()
  } finally {
    setScreenPreloader(null)
  }
})

it('has its providers get ready for a first search each time it opens, not while closed', () => {
  const prepare = vi.fn()
  registerSearchProvider({ id: 'notes', group: 'Notes', search: async () => [], prepare })
  useSearchStore.setState({ open: false })
  renderPalette()
  expect(prepare).not.toHaveBeenCalled()
  act(() => useSearchStore.setState({ open: true }))
  expect(prepare).toHaveBeenCalledTimes(1)
  // Typing does not ask again; opening it again does.
  act(() => useSearchStore.setState({ query: 'meet' }))
  act(() => useSearchStore.setState({ open: false }))
  act(() => useSearchStore.setState({ open: true }))
  expect(prepare).toHaveBeenCalledTimes(2)
})

it("shows each provider's results as soon as it answers, not once the slowest has", async () => {
  let later = (_: SearchResult[]) => {}
  registerSearchProvider({
    id: 'notes',
    group: 'Notes',
    search: async () => [{ id: 'note:1', title: 'Passport scan', run: () => {} }],
  })
  registerSearchProvider({
    id: 'bookmarks',
    group: 'Bookmarks',
    search: () => new Promise((resolve) => (later = resolve)),
  })
  renderPalette()
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'passport' } })
  expect(await screen.findByRole('option', { name: 'Passport scan' })).toBeInTheDocument()
  expect(screen.queryByRole('group', { name: 'Bookmarks' })).not.toBeInTheDocument()
  act(() => later([{ id: 'bookmark:1', title: 'Passport office', run: () => {} }]))
  expect(await screen.findByRole('option', { name: 'Passport office' })).toBeInTheDocument()
  expect(screen.getByRole('option', { name: 'Passport scan' })).toBeInTheDocument()
})

it('says it is searching, not that nothing matches, until every provider has answered', async () => {
  let later = (_: SearchResult[]) => {}
  registerSearchProvider({
    id: 'bookmarks',
    group: 'Bookmarks',
    search: () => new Promise((resolve) => (later = resolve)),
  })
  renderPalette()
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zzz' } })
  expect(await screen.findByText('Searching…')).toBeInTheDocument()
  expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true')
  act(() => later([]))
  expect(await screen.findByText('Nothing matches.')).toBeInTheDocument()
  expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false')
})
