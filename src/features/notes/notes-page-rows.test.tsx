import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { clearToasts } from '@/components/ui/toast-store'
import type { Workspace } from '@/data/workspace'
import { holdReading, openTestWorkspace, settleRows } from '@/testing/test-workspace'
import { renderAt } from '@/testing/render-at'
import { useNotesUi } from './model/notes-ui-store'
import NotesPage from './notes-page'

let workspace: Workspace
let n = 0

beforeEach(async () => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
  workspace = await openTestWorkspace(`notes-page-rows-${n++}`)
  useNotesUi.setState({ sort: 'updated', query: '', tag: null, searchWanted: false })
})
afterEach(async () => {
  vi.restoreAllMocks()
  clearToasts()
  await workspace.close()
})

it('lists a large workspace’s notes from the row store, newest first, never reading every note until a search is asked for', async () => {
  const at = Date.now()
  const now = vi.spyOn(Date, 'now')
  const notes = workspace.repository('notes')
  const created: string[] = []
  for (let i = 0; i < 300; i++) {
    now.mockReturnValue(at - 1_000_000 + i * 1000)
    created[i] = notes.create({
      title: `Note ${i}`,
      body: `Text ${i}`,
      tags: i % 100 === 0 ? ['hundred'] : [],
    }).id
  }
  now.mockReturnValue(at - 5_000_000)
  notes.create({ title: 'Old but pinned', body: '', pinned: true })
  const binned = notes.create({ title: 'Binned', body: '', tags: ['binned'] })
  notes.update(binned.id, { trashedAt: at })
  now.mockRestore()
  await settleRows(workspace)
  // Every record would be read only when the test says so.
  const store = workspace.store('notes')
  const readAll = holdReading(workspace, 'notes')
  renderAt(workspace, '/notes', <NotesPage />, '/notes')
  await screen.findByRole('list', { name: 'Notes' })
  // Pinned first, then newest first, as the whole list shows them.
  const titles = () =>
    within(screen.getByRole('list', { name: 'Notes' }))
      .getAllByRole('link')
      .map((link) => link.textContent ?? '')
  expect(titles()[0]).toContain('Old but pinned')
  expect(titles()[1]).toContain('Note 299')
  // The count, the Trash's count and the tags come from the row store too.
  expect(await screen.findByText('301 notes')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /Trash/ })).toHaveTextContent('1')
  const filter = screen.getByRole('combobox', { name: 'Filter by tag' })
  await waitFor(() =>
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All tags', '#hundred']),
  )
  expect(store.preload).not.toHaveBeenCalled()
  // A note edited comes first.
  notes.update(created[5]!, {
    title: 'Note 5, edited',
  })
  await waitFor(() => expect(titles()[1]).toContain('Note 5, edited'))
  expect(store.preload).not.toHaveBeenCalled()
  // Searching reads every note, from the moment its field is focused.
  const user = userEvent.setup()
  await user.click(screen.getByRole('searchbox', { name: 'Search notes' }))
  await waitFor(() => expect(store.preload).toHaveBeenCalled())
  readAll()
  await user.keyboard('Note 123')
  await waitFor(() => expect(titles()[0]).toContain('Note 123'), { timeout: 5_000 })
})

it('lists a tag, in any sort, from its rows, without reading every note', async () => {
  const notes = workspace.repository('notes')
  for (let i = 0; i < 200; i++)
    notes.create({ title: `Note ${i}`, body: '', tags: i % 50 === 0 ? ['fifty'] : [] })
  notes.create({ title: 'Zebra', body: '', tags: ['fifty'] })
  const binned = notes.create({ title: 'Binned', body: '', tags: ['fifty'] })
  notes.update(binned.id, { trashedAt: Date.now() })
  await settleRows(workspace)
  const store = workspace.store('notes')
  holdReading(workspace, 'notes')
  renderAt(workspace, '/notes', <NotesPage />, '/notes')
  await screen.findByText('201 notes')
  const titles = (name: string) =>
    within(screen.getByRole('list', { name }))
      .getAllByRole('link')
      .map((link) => (link.textContent ?? '').split(/\d+ (?:second|minute)/)[0] ?? '')
  const user = userEvent.setup()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), '#fifty')
  expect(await screen.findByText('5 of 201 notes')).toBeInTheDocument()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort notes' }), 'title')
  await waitFor(() =>
    expect(titles('Notes').map((t) => t.match(/^(Note \d+|Zebra)/)?.[0])).toEqual([
      'Note 0',
      'Note 50',
      'Note 100',
      'Note 150',
      'Zebra',
    ]),
  )
  // The note in the Trash holds the tag too: it is not listed, and its tag is no tag of its own.
  expect(titles('Notes')).not.toContainEqual(expect.stringContaining('Binned'))
  expect(store.preload).not.toHaveBeenCalled()
})
