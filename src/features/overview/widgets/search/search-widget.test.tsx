import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { OptionForm } from '@/components/ui/option-form'
import { registerSearchProvider } from '@/lib/search-providers'
import { readOptions } from '@/lib/widget-options'
import { SEARCH_OPTIONS } from '../../model/widget-options'
import SearchWidget from './search-widget'

function renderSearch(config: Record<string, unknown> = {}) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SearchWidget
          id="search"
          options={readOptions(SEARCH_OPTIONS, config)}
          setOptions={() => {}}
        />
      ),
    },
    { path: '/notes/:id', element: <p>Note page</p> },
  ])
  render(<RouterProvider router={router} />)
  return router
}

let open: ReturnType<typeof vi.fn<typeof window.open>>
let unregister: (() => void)[] = []
beforeEach(() => {
  open = vi.fn<typeof window.open>(() => null)
  vi.spyOn(window, 'open').mockImplementation(open)
})
afterEach(() => {
  for (const stop of unregister) stop()
  unregister = []
})

const QUERY = 'cats & dogs'
const ENCODED = 'cats%20%26%20dogs'

it.each([
  ['duckduckgo', 'DuckDuckGo', `https://duckduckgo.com/?q=${ENCODED}`],
  ['google', 'Google', `https://www.google.com/search?q=${ENCODED}`],
  ['bing', 'Bing', `https://www.bing.com/search?q=${ENCODED}`],
  ['startpage', 'Startpage', `https://www.startpage.com/do/search?q=${ENCODED}`],
  ['ecosia', 'Ecosia', `https://www.ecosia.org/search?q=${ENCODED}`],
  ['kagi', 'Kagi', `https://kagi.com/search?q=${ENCODED}`],
  ['wikipedia', 'Wikipedia', `https://en.wikipedia.org/w/index.php?search=${ENCODED}`],
])('searches %s in a new tab without an opener', async (engine, name, url) => {
  const user = userEvent.setup()
  renderSearch({ engine })
  const field = screen.getByRole('searchbox', { name: 'Search the web' })
  expect(field).toHaveAccessibleDescription(name)
  expect(screen.getByText(name)).toBeVisible()
  await user.type(field, `  ${QUERY} {Enter}`)
  expect(open).toHaveBeenCalledExactlyOnceWith(url, '_blank', 'noopener,noreferrer')
})

it('searches a custom address, with the query where %s is', async () => {
  const user = userEvent.setup()
  renderSearch({ engine: 'custom', custom: 'https://www.search.example/find?q=%s&lang=en' })
  expect(screen.getByText('search.example')).toBeInTheDocument()
  await user.type(screen.getByRole('searchbox', { name: 'Search the web' }), 'a/b c{Enter}')
  expect(open).toHaveBeenCalledWith(
    'https://www.search.example/find?q=a%2Fb%20c&lang=en',
    '_blank',
    'noopener,noreferrer',
  )
})

it('opens nothing for an empty query', async () => {
  const user = userEvent.setup()
  renderSearch()
  await user.type(screen.getByRole('searchbox', { name: 'Search the web' }), '   {Enter}')
  expect(open).not.toHaveBeenCalled()
})

it('refuses a custom address that is not http(s) with %s, in the settings form', async () => {
  const user = userEvent.setup()
  const onSave = vi.fn()
  render(
    <OptionForm
      spec={SEARCH_OPTIONS}
      values={readOptions(SEARCH_OPTIONS, { engine: 'custom' })}
      onSave={onSave}
    />,
  )
  const address = screen.getByRole('textbox', { name: 'Custom address' })
  for (const bad of ['ftp://files.example/?q=%s', 'https://search.example/?q=', 'search %s']) {
    await user.clear(address)
    await user.type(address, bad)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(address).toHaveAccessibleDescription(
      'Use an http:// or https:// address with %s where the search goes.',
    )
  }
  expect(onSave).not.toHaveBeenCalled()
  await user.clear(address)
  await user.type(address, 'https://search.example/?q=%s')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(onSave).toHaveBeenCalledWith(
    expect.objectContaining({ engine: 'custom', custom: 'https://search.example/?q=%s' }),
  )
})

it('says so in the widget when the custom engine has no usable address', async () => {
  const user = userEvent.setup()
  renderSearch({ engine: 'custom', custom: '' })
  const field = screen.getByRole('searchbox', { name: 'Search the web' })
  expect(field).toHaveAccessibleDescription(
    'Custom Set a custom address (http or https, with %s for the search) in Widget settings.',
  )
  await user.type(field, 'cats{Enter}')
  expect(open).not.toHaveBeenCalled()
})

it('also lists what Hearth finds, chosen with the arrow keys and Enter', async () => {
  unregister.push(
    registerSearchProvider({
      id: 'notes',
      group: 'Notes',
      search: async (q) => [
        { id: 'n1', title: `Note about ${q}`, run: ({ navigate }) => navigate('/notes/n1') },
        {
          id: 'n2',
          title: `More ${q}`,
          detail: 'In Pets',
          run: ({ navigate }) => navigate('/notes/n2'),
        },
      ],
    }),
    registerSearchProvider({
      id: 'broken',
      group: 'Broken',
      search: () => {
        throw new Error('index not ready')
      },
    }),
  )
  const user = userEvent.setup()
  const router = renderSearch({ hearth: true })
  const field = screen.getByRole('combobox', { name: 'Search the web' })
  await user.type(field, 'cats')
  const listbox = await screen.findByRole('listbox', { name: 'Found in Hearth' })
  expect(field).toHaveAttribute('aria-expanded', 'true')
  expect(field).toHaveAttribute('aria-controls', listbox.id)
  const options = screen.getAllByRole('option')
  expect(options.map((o) => o.textContent)).toEqual(['Note about catsNotes', 'More catsIn Pets'])

  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
  expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id)
  expect(options[0]).toHaveAttribute('aria-selected', 'true')
  await user.keyboard('{Enter}')
  expect(router.state.location.pathname).toBe('/notes/n1')
  expect(open).not.toHaveBeenCalled()
})

it('opens a Hearth result with a click, and closes the list with Esc', async () => {
  unregister.push(
    registerSearchProvider({
      id: 'notes',
      group: 'Notes',
      search: async (q) => [
        { id: 'n1', title: `Note about ${q}`, run: ({ navigate }) => navigate('/notes/n1') },
      ],
    }),
  )
  const user = userEvent.setup()
  const router = renderSearch({ hearth: true })
  const field = screen.getByRole('combobox', { name: 'Search the web' })
  await user.type(field, 'dogs')
  await screen.findByRole('option', { name: /Note about dogs/ })
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  expect(field).toHaveValue('dogs')
  await user.keyboard('{ArrowDown}')
  await user.click(await screen.findByRole('option', { name: /Note about dogs/ }))
  expect(router.state.location.pathname).toBe('/notes/n1')
})

it('lists nothing from Hearth unless asked to', async () => {
  const search = vi.fn(async () => [])
  unregister.push(registerSearchProvider({ id: 'notes', group: 'Notes', search }))
  const user = userEvent.setup()
  renderSearch()
  await user.type(screen.getByRole('searchbox', { name: 'Search the web' }), 'cats')
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(search).not.toHaveBeenCalled()
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
})
