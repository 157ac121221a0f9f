// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { openFromRows, startsFromRowsInEach, storeWorkspace } from '@/testing/rows-start'
import { wrapperOf } from '@/testing/test-workspace'
import { useRowCountGroups, type RangesOf } from './use-row-counts'

// Counts of several indexes' ranges, together: on the rows (`count()`), or from what holds the
// records already (`elsewhere`: the bookmarks' rows worker once it has read them).

startsFromRowsInEach()

const within = wrapperOf

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

it('counts a burst of changes once, as long after the first as the last count took', async () => {
  await storeWorkspace('row-counts-3')
  const { workspace } = await openFromRows('row-counts-3')
  const { result } = renderHook(() => useRowCountGroups('bookmarks', GROUPS), {
    wrapper: within(workspace),
  })
  await waitFor(() => expect(result.current).toEqual([[0], [0]]))
  // From now on a count on the rows takes 200 ms.
  const count = workspace.reads.counts.bind(workspace.reads)
  const counts = vi.spyOn(workspace.reads, 'counts')
  counts.mockImplementation((...args) => {
    const made = count(...args)
    return made && { ...made, counts: made.counts && slow(made.counts, 200) }
  })
  const bookmarks = workspace.repository('bookmarks')
  act(() => void bookmarks.create({ title: 'A', url: 'https://a.example/' }))
  await waitFor(() => expect(result.current).toEqual([[1], [0]]))
  await new Promise((resolve) => setTimeout(resolve, 300))
  counts.mockClear()

  // Five changes, 20 ms apart, within the 200 ms the last count took: counted once, after them.
  for (let i = 0; i < 5; i++) {
    act(() => void bookmarks.create({ title: `B${i}`, url: `https://b${i}.example/` }))
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await waitFor(() => expect(result.current).toEqual([[6], [0]]), { timeout: 3_000 })
  expect(counts.mock.calls.length).toBeLessThanOrEqual(2 * GROUPS.length)
  await workspace.close()
})

const slow = <T,>(value: Promise<T>, ms: number) =>
  value.then((done) => new Promise<T>((resolve) => setTimeout(() => resolve(done), ms)))
