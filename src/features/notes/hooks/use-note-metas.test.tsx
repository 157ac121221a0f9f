// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { Workspace } from '@/data/workspace'
import { startFromRows } from '@/testing/large-rows'
import { settleRows, WithWorkspace } from '@/testing/test-workspace'
import { useNoteMetas } from './use-note-metas'

/**
 * A note's page at a start from rows knows the other notes' titles and tags from the worker
 * that reads the notes' rows, without reading them (or their text) onto the page, and follows
 * another tab's changes. Other tabs talk over a BroadcastChannel: this file runs in a process of
 * its own (vite.config.ts).
 */

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

it("knows the other notes' titles and tags from their rows, and follows another tab's changes", async () => {
  const stored = await Workspace.open('metas-1')
  const notes = stored.repository('notes')
  notes.create({ title: 'Weekly review', body: 'A long text', tags: ['work'] })
  const trip = notes.create({ title: 'Trip', body: '', tags: ['travel'] })
  const binned = notes.create({ title: 'Binned', body: '', tags: ['old'] })
  notes.update(binned.id, { trashedAt: 1 })
  await settleRows(stored)
  await stored.close()

  const workspace = await startFromRows('metas-1')
  const store = workspace.storeIfReady('notes')!
  const preload = vi.spyOn(store, 'preload')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithWorkspace workspace={workspace}>{children}</WithWorkspace>
  )
  const { result } = renderHook(() => useNoteMetas(), { wrapper })
  const shown = () =>
    (result.current ?? []).map((meta) => `${meta.title} ${meta.tags.join(',')}`).sort()
  // The Trash's are left out.
  await waitFor(() => expect(shown()).toEqual(['Trip travel', 'Weekly review work']))

  const other = await Workspace.open('metas-1')
  other.repository('notes').update(trip.id, { title: 'Trip to Lisbon', tags: ['travel', 'pt'] })
  await waitFor(() => expect(shown()).toEqual(['Trip to Lisbon travel,pt', 'Weekly review work']), {
    timeout: 5_000,
  })
  other.repository('notes').create({ title: 'Added there', body: '' })
  await waitFor(() => expect(shown()).toContain('Added there '), { timeout: 5_000 })

  expect(preload).not.toHaveBeenCalled()
  expect(workspace.hasDoc).toBe(false)
  await other.close()
  await workspace.close()
})

it('asks for nothing while off (a note rendered without links), and for the metas once on', async () => {
  const stored = await Workspace.open('metas-2')
  stored.repository('notes').create({ title: 'Only note', body: '' })
  await settleRows(stored)
  await stored.close()
  const workspace = await startFromRows('metas-2')
  const rowsToFollow = vi.spyOn(workspace, 'rowsToFollow')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithWorkspace workspace={workspace}>{children}</WithWorkspace>
  )
  const { result, rerender } = renderHook(({ on }) => useNoteMetas(on), {
    wrapper,
    initialProps: { on: false },
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(result.current).toBeUndefined()
  expect(rowsToFollow).not.toHaveBeenCalled()
  rerender({ on: true })
  await waitFor(() => expect(result.current?.map((meta) => meta.title)).toEqual(['Only note']))
  await workspace.close()
})
