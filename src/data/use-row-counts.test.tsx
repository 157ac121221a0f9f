// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { fakeLocks } from '@/testing/fake-locks'
import { openFromRows, storeWorkspace } from '@/testing/rows-start'
import { WithWorkspace } from '@/testing/test-workspace'
import { useRowCountGroups, type RangesOf } from './use-row-counts'
import type { Workspace } from './workspace'

// Counts of several indexes' ranges, together: on the rows (`count()`), or from what holds the
// records already (`elsewhere`: the bookmarks' rows worker once it has read them).

beforeEach(() => {
  Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true })
})
afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

const within = (workspace: Workspace) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <WithWorkspace workspace={workspace}>{children}</WithWorkspace>
  }

const GROUPS: RangesOf[] = [
  { index: 'collection', ranges: [['bookmarks', 'bookmarks']] },
  {
    index: 'flag',
    ranges: [
      [
        ['bookmarks', 1],
        ['bookmarks', 1, []],
      ],
    ],
  },
]

it('counts on the rows, and again after each change of the collection', async () => {
  await storeWorkspace('row-counts-1')
  const { workspace } = await openFromRows('row-counts-1')
  const { result } = renderHook(() => useRowCountGroups('bookmarks', GROUPS), {
    wrapper: within(workspace),
  })
  await waitFor(() => expect(result.current).toEqual([[0], [0]]))
  const bookmarks = workspace.repository('bookmarks')
  act(() => void bookmarks.create({ title: 'A', url: 'https://a.example/', favourite: true }))
  act(() => void bookmarks.create({ title: 'B', url: 'https://b.example/' }))
  await waitFor(() => expect(result.current).toEqual([[2], [1]]))
  await workspace.close()
})

it('takes the counts from elsewhere where it answers, and counts on the rows where it cannot', async () => {
  await storeWorkspace('row-counts-2')
  const { workspace } = await openFromRows('row-counts-2')
  const counts = vi.spyOn(workspace.reads, 'counts')
  let answer: number[][] | null = [[7], [3]]
  const elsewhere = vi.fn(() => Promise.resolve(answer))
  const { result } = renderHook(() => useRowCountGroups('bookmarks', GROUPS, true, elsewhere), {
    wrapper: within(workspace),
  })
  await waitFor(() => expect(result.current).toEqual([[7], [3]]))
  expect(counts).not.toHaveBeenCalled()

  // Asked again after a change; where it cannot answer (null), the rows count.
  answer = null
  act(
    () => void workspace.repository('bookmarks').create({ title: 'A', url: 'https://a.example/' }),
  )
  await waitFor(() => expect(result.current).toEqual([[1], [0]]))
  // (The change may come in more than one task: shown at once, then stored.)
  expect(elsewhere.mock.calls.length).toBeGreaterThanOrEqual(2)
  expect(counts.mock.calls.length).toBeGreaterThan(0)
  expect(counts.mock.calls.length % GROUPS.length).toBe(0)
  await workspace.close()
})
