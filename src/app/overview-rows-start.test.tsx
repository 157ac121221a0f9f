// @vitest-environment happy-dom
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import BOOT from '../../public/boot.js?raw'
import { useRecord } from '@/data/hooks'
import { ACTIVE_WORKSPACE_KEY } from '@/data/session'
import { Workspace } from '@/data/workspace'
import OverviewPage from '@/features/overview/overview-page'
import { dayOf } from '@/features/todos/model/days'
import { renderAt } from '@/testing/render-at'
import { settleRows, WithWorkspace } from '@/testing/test-workspace'
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

it('reads a pinned link’s bookmark from its row, without decoding the document', async () => {
  let pinned = ''
  workspace = await storedThenStarted('pinned-rows', (stored) => {
    pinned = stored.repository('bookmarks').create({
      url: 'https://pinned.example.org/',
      title: 'Pinned site',
    }).id
  })
  expect(workspace.hasDoc).toBe(false)
  const { result } = renderHook(() => useRecord('bookmarks', pinned), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <WithWorkspace workspace={workspace!}>{children}</WithWorkspace>
    ),
  })
  await waitFor(() => expect(result.current?.title).toBe('Pinned site'))
  expect(workspace.hasDoc).toBe(false)
  // Once the document is decoded, the store answers, and a change shows.
  act(() => workspace!.decodeNow())
  act(() => void workspace!.repository('bookmarks').update(pinned, { title: 'Renamed' }))
  expect(result.current?.title).toBe('Renamed')
})
