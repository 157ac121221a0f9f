// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import BOOT from '../../public/boot.js?raw'
import { ACTIVE_WORKSPACE_KEY } from '@/data/session'
import { Workspace } from '@/data/workspace'
import OverviewPage from '@/features/overview/overview-page'
import { dayOf } from '@/features/todos/model/days'
import { renderAt } from '@/testing/render-at'
import { settleRows } from '@/testing/test-workspace'
import { registerAppWidgets } from './widgets'

let workspace: Workspace | null = null

beforeEach(() => {
  registerAppWidgets()
  // A desktop-wide grid (happy-dom lays nothing out).
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200)
})

afterEach(async () => {
  vi.restoreAllMocks()
  await workspace?.close()
  workspace = null
  localStorage.clear()
  delete window.hearthEarlyReads
})

/** A workspace stored with complete rows, then opened as a new tab opens it (boot.js first). */
async function storedThenStarted(id: string, fill: (workspace: Workspace) => void) {
  const first = await Workspace.open(id)
  fill(first)
  await settleRows(first)
  await first.close()
  localStorage.setItem(ACTIVE_WORKSPACE_KEY, id)
  ;(0, eval)(BOOT)
  return Workspace.open(id)
}

it('shows the default Overview’s stored todos and bookmarks before the document is decoded', async () => {
  workspace = await storedThenStarted('overview-rows', (stored) => {
    stored.repository('todos').create({ title: 'Water the ferns', due: dayOf(new Date()) })
    stored.repository('bookmarks').create({
      url: 'https://example.org/',
      title: 'Example favourite',
      favourite: true,
    })
  })
  expect(workspace.hasDoc).toBe(false)
  renderAt(workspace, '/', <OverviewPage />, '/')
  expect(await screen.findByText('Water the ferns', {}, { timeout: 5000 })).toBeInTheDocument()
  expect(await screen.findByText('Example favourite')).toBeInTheDocument()
  // Every default widget drew from rows: nothing needed the document yet.
  expect(workspace.hasDoc).toBe(false)

  // Ticking the todo is a write: the document is decoded for it, and the todo is done.
  await userEvent.click(screen.getByRole('checkbox', { name: /Water the ferns/ }))
  expect(workspace.hasDoc).toBe(true)
  await waitFor(() =>
    expect(workspace!.records('todos').find((t) => t.title === 'Water the ferns')?.done).toBe(true),
  )
})
