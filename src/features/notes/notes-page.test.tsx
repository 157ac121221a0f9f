import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { strToU8, zipSync } from 'fflate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { clearToasts } from '@/components/ui/toast-store'
import type { Workspace } from '@/data/workspace'
import { registerCommands } from '@/lib/command-registry'
import { renderRoutes } from '@/testing/render-at'
import { openTestWorkspace } from '@/testing/test-workspace'
import { useNotesUi } from './model/notes-ui-store'
import { NOTES_COMMANDS } from './notes-commands'
import NotesPage from './notes-page'

let workspace: Workspace
let n = 0

beforeEach(async () => {
  // jsdom lays nothing out; give the virtualised list a viewport to fill.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
  workspace = await openTestWorkspace(`notes-page-${n++}`)
  useNotesUi.setState({ sort: 'updated', query: '', tag: null })
  const notes = workspace.repository('notes')
  // Distinct edit times: Banana oldest, Car newest (created in one millisecond, their times
  // would tie, and the order with them).
  const at = Date.now()
  const now = vi.spyOn(Date, 'now')
  now.mockReturnValue(at - 3000)
  notes.create({
    title: 'Banana bread',
    body: '# Banana bread\n\nflour and walnuts',
    tags: ['baking'],
  })
  now.mockReturnValue(at - 2000)
  notes.create({ title: 'Apple pie', body: 'apples and cinnamon' })
  now.mockReturnValue(at - 1000)
  notes.create({
    title: 'Car service',
    body: 'oil change: 5W_30 in ~/garage, *soon*',
    pinned: true,
  })
  now.mockRestore()
})
afterEach(async () => {
  clearToasts()
  await workspace.close()
})

const renderNotes = () =>
  renderRoutes(
    workspace,
    [
      { path: '/notes', element: <NotesPage /> },
      { path: '/notes/:id', element: <p>Opened note</p> },
      { path: '/trash', element: <p>The Trash</p> },
    ],
    '/notes',
  )

const list = (name = 'Notes') => screen.getByRole('list', { name })
const titles = (name = 'Notes') =>
  within(list(name))
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'))

describe('Notes list', () => {
  it('shows each note with title, first lines, edit time and tags, pinned first', () => {
    renderNotes()
    expect(titles()).toEqual(['Car service', 'Apple pie', 'Banana bread'])
    const banana = within(list()).getByRole('listitem', { name: 'Banana bread' })
    expect(banana).toHaveTextContent('flour and walnuts')
    expect(banana).not.toHaveTextContent('# Banana')
    expect(banana).toHaveTextContent('#baking')
    expect(banana).toHaveTextContent(/Edited/)
    // Literal characters stay; only Markdown syntax goes.
    expect(within(list()).getByRole('listitem', { name: 'Car service' })).toHaveTextContent(
      'oil change: 5W_30 in ~/garage, soon',
    )
    expect(screen.getByText('3 notes')).toBeInTheDocument()
  })

  it('searches title and body as you type, by prefix and with typos', async () => {
    const user = userEvent.setup()
    renderNotes()
    await user.type(screen.getByRole('searchbox', { name: 'Search notes' }), 'cinnam')
    await waitFor(() => expect(titles()).toEqual(['Apple pie']))
    expect(screen.getByText('1 of 3 notes match')).toBeInTheDocument()
    await user.clear(screen.getByRole('searchbox', { name: 'Search notes' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search notes' }), 'walnutz')
    await waitFor(() => expect(titles()).toEqual(['Banana bread']))
    await user.type(screen.getByRole('searchbox', { name: 'Search notes' }), ' nothing')
    expect(await screen.findByRole('heading', { name: 'No notes match' })).toBeInTheDocument()
  })

  it('sorts by title and created, and filters by tag', async () => {
    const user = userEvent.setup()
    renderNotes()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort notes' }), 'Title')
    expect(titles()).toEqual(['Car service', 'Apple pie', 'Banana bread'])
    await user.click(within(list()).getByRole('button', { name: 'Unpin note' }))
    expect(titles()).toEqual(['Apple pie', 'Banana bread', 'Car service'])
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), '#baking')
    expect(titles()).toEqual(['Banana bread'])
    expect(screen.getByText('1 of 3 notes')).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), 'All tags')
    expect(screen.getByText('3 notes')).toBeInTheDocument()
  })

  it('deletes to the Trash with Undo, and leads to the app’s Trash, showing notes', async () => {
    const user = userEvent.setup()
    const router = renderNotes()
    const apple = within(list()).getByRole('listitem', { name: 'Apple pie' })
    await user.click(within(apple).getByRole('button', { name: 'Delete note' }))
    expect(titles()).toEqual(['Car service', 'Banana bread'])
    await user.click(await screen.findByRole('button', { name: 'Undo' }))
    expect(titles()).toEqual(['Car service', 'Apple pie', 'Banana bread'])

    const banana = within(list()).getByRole('listitem', { name: 'Banana bread' })
    await user.click(within(banana).getByRole('button', { name: 'Delete note' }))
    expect(titles()).toEqual(['Car service', 'Apple pie'])
    const trash = screen.getByRole('button', { name: 'Trash' })
    await waitFor(() => expect(trash).toHaveAttribute('title', '1 in the Trash'))
    await user.click(trash)
    expect(router.state.location).toMatchObject({ pathname: '/trash', search: '?kind=notes' })
  })

  it("makes a new note with the button and opens it; the button shows 'New note''s keys", async () => {
    // Alt+N itself is the 'notes:new' command's, dispatched by the app (see app/shortcuts).
    const stop = registerCommands(NOTES_COMMANDS)
    const user = userEvent.setup()
    const router = renderNotes()
    const button = screen.getByRole('button', { name: 'New note' })
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+N')
    await user.click(button)
    expect(router.state.location.pathname).toMatch(/^\/notes\/note/)
    expect(workspace.records('notes')).toHaveLength(4)
    stop()
  })
})

describe('Import notes', () => {
  const importInput = () =>
    screen.getByLabelText('Markdown or text files, or a .zip of them, to import')
  const zip = (files: Record<string, string>) =>
    new File(
      [
        zipSync(
          Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])),
        ) as BlobPart,
      ],
      'hearth-notes.zip',
      { type: 'application/zip' },
    )

  it("takes the .zip 'Export all notes' saves, with each note's tags and pin", async () => {
    const user = userEvent.setup()
    renderNotes()
    await user.upload(
      importInput(),
      zip({
        'Packing.md': '---\ntags: [travel]\npinned: true\n---\n# Packing\n\nPassport.',
        'Ideas.md': '# Ideas\n\nA boat.',
      }),
    )
    expect(await screen.findByText('Imported 2 notes')).toBeInTheDocument()
    const packing = within(list()).getByRole('listitem', { name: 'Packing' })
    expect(packing).toHaveTextContent('#travel')
    expect(packing).toHaveTextContent('Passport.')
    expect(packing).not.toHaveTextContent('pinned')
    expect(within(packing).getByRole('button', { name: 'Unpin note' })).toBeInTheDocument()
    expect(titles()).toEqual(['Packing', 'Car service', 'Ideas', 'Apple pie', 'Banana bread'])
  })

  it('stores nothing from a .zip it cannot read, and says so', async () => {
    const user = userEvent.setup()
    renderNotes()
    await user.upload(
      importInput(),
      new File(['PK\u0003\u0004 broken'], 'notes.zip', { type: 'application/zip' }),
    )
    expect(await screen.findByText('One file was not imported')).toBeInTheDocument()
    expect(screen.getByText('“notes.zip” is not a .zip file Hearth can read.')).toBeInTheDocument()
    await user.upload(importInput(), zip({ 'photo.png': 'x' }))
    expect(
      await screen.findByText('“hearth-notes.zip” holds no Markdown or text files (.md or .txt).'),
    ).toBeInTheDocument()
    expect(titles()).toEqual(['Car service', 'Apple pie', 'Banana bread'])
  })
})
