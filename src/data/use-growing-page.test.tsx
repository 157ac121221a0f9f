// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { openTestWorkspace, settleRows, WithWorkspace } from '@/testing/test-workspace'
import type { RowRange } from './row-query'
import { useGrowingPage } from './use-growing-page'
import { useRowPageOnce } from './use-row-page-once'
import type { Workspace } from './workspace'

let workspace: Workspace | null = null
afterEach(async () => {
  await workspace?.close()
  workspace = null
})

const LIVE: RowRange = {
  index: 'notes',
  lower: ['notes', 0],
  upper: ['notes', 0, []],
  backwards: true,
}

/** A workspace with `count` notes, 'Note 0' edited first, and a wrapper that provides it. */
async function withNotes(name: string, count: number) {
  const open = await openTestWorkspace(name)
  workspace = open
  const notes = open.repository('notes')
  for (let i = 0; i < count; i++) notes.create({ title: `Note ${i}`, updatedAt: 1_000 * (i + 1) })
  await settleRows(open)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithWorkspace workspace={open}>{children}</WithWorkspace>
  )
  return { open, notes, wrapper }
}

it('reads a page at a time, keeping the last page on screen while the next is read', async () => {
  const { wrapper } = await withNotes('growing-page', 25)
  const { result } = renderHook(() => useGrowingPage('notes', LIVE, 10, true), { wrapper })
  await waitFor(() => expect(result.current?.records).toHaveLength(10))
  expect(result.current!.records[0]!.title).toBe('Note 24')
  await waitFor(() => expect(result.current!.total).toBe(25))
  act(() => result.current!.more())
  // The first page stays while the second is read, then twenty show.
  expect(result.current!.records).toHaveLength(10)
  await waitFor(() => expect(result.current!.records).toHaveLength(20))
  act(() => result.current!.more())
  await waitFor(() => expect(result.current!.records).toHaveLength(25))
  expect(result.current!.records.at(-1)!.title).toBe('Note 0')
  // The last page is not full: there is nothing more to ask for.
  const shown = result.current!.records
  act(() => result.current!.more())
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(result.current!.records).toBe(shown)
})

/** Counts the reads of a range of the row store's indexes (pages, counts) from now on. */
function readsOfRows() {
  let ranges = 0
  const proto = IDBIndex.prototype as unknown as Record<string, (...args: unknown[]) => unknown>
  const originals = ['openCursor', 'getAll', 'count'].map((name) => [name, proto[name]!] as const)
  for (const [name, original] of originals)
    proto[name] = function (this: unknown, ...args: unknown[]) {
      ranges++
      return original.apply(this, args)
    }
  return {
    ranges: () => ranges,
    stop: () => originals.forEach(([name, original]) => (proto[name] = original)),
  }
}

it('reads the first records of a range once: changes neither read nor render it again, until asked', async () => {
  const { notes, open, wrapper } = await withNotes('page-once', 5)
  let renders = 0
  const { result, rerender } = renderHook(
    ({ again }: { again: number }) => {
      renders++
      return useRowPageOnce('notes', LIVE, 3, true, again)
    },
    { wrapper, initialProps: { again: 0 } },
  )
  await waitFor(() =>
    expect(result.current?.map((note) => note.title)).toEqual(['Note 4', 'Note 3', 'Note 2']),
  )
  const rendered = renders
  const reads = readsOfRows()
  notes.create({ title: 'Newer', updatedAt: 9_000 })
  await settleRows(open)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(renders).toBe(rendered)
  expect(reads.ranges()).toBe(0)
  reads.stop()
  expect(result.current?.[0]?.title).toBe('Note 4')
  // Asked again (another note opened): read as it is now.
  rerender({ again: 1 })
  await waitFor(() => expect(result.current?.[0]?.title).toBe('Newer'))
  // Not enabled: null, nothing read.
  const off = renderHook(() => useRowPageOnce('notes', LIVE, 3, false), { wrapper })
  expect(off.result.current).toBeNull()
})
