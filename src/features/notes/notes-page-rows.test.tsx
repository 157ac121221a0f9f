import { screen, waitFor, within } from '@testing-library/react'
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
  useNotesUi.setState({ sort: 'updated', query: '', tag: null, trash: false })
})
afterEach(async () => {
  vi.restoreAllMocks()
  clearToasts()
  await workspace.close()
})

it('shows the newest notes of a large workspace from the row store, then every note', async () => {
  const at = Date.now()
  const now = vi.spyOn(Date, 'now')
  const notes = workspace.repository('notes')
  for (let i = 0; i < 300; i++) {
    now.mockReturnValue(at - 1_000_000 + i * 1000)
    notes.create({ title: `Note ${i}`, body: `Text ${i}` })
  }
  now.mockReturnValue(at - 5_000_000)
  notes.create({ title: 'Old but pinned', body: '', pinned: true })
  now.mockRestore()
  await settleRows(workspace)
  // Every record is read only when the test says so: the first rows must not wait for it.
  const store = workspace.store('notes')
  const readAll = holdReading(workspace, 'notes')
  renderAt(workspace, '/notes', <NotesPage />, '/notes')
  const list = await screen.findByRole('list', { name: 'Notes' })
  // Pinned first, then newest first, as the whole list shows them.
  const titles = () =>
    within(list)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '')
  expect(titles()[0]).toContain('Old but pinned')
  expect(titles()[1]).toContain('Note 299')
  expect(store.isLoaded).toBe(false)
  expect(screen.queryByText('301 notes')).not.toBeInTheDocument()
  readAll()
  await waitFor(() => expect(screen.getByText('301 notes')).toBeInTheDocument())
  expect(titles()[1]).toContain('Note 299')
})
