// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { WorkspaceContext } from '@/data/hooks'
import type { Workspace } from '@/data/workspace'
import type { FeedChange } from '@/lib/search-index/index-server'
import type { IndexOfRows, RowsToFollow } from '@/lib/search-index/index-of-rows'
import { useRowsSearch } from './use-rows-search'

interface Item {
  id: string
  title: string
}

/**
 * A workspace whose bookmarks' rows can be followed (while `rows.on`), and a rows index that
 * answers from `items` as they are when asked: the first `limit` whose title holds the text.
 */
function setup(items: Item[]) {
  const listeners = new Set<(change: FeedChange) => void>()
  const asked: { text: string; limit?: number; select?: unknown }[] = []
  const state = { on: true, unusable: false, items }
  const rows: RowsToFollow = {
    db: 'db',
    collection: 'bookmarks',
    isComplete: () => true,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  const index = {
    ready: () => Promise.resolve(),
    find: (text: string, options: { limit?: number; select?: unknown }) => {
      asked.push({ text, ...options })
      const found = state.items.filter((item) => item.title.includes(text))
      const records = found.slice(0, options.limit)
      return Promise.resolve(state.unusable ? null : { records, total: found.length })
    },
  } as unknown as IndexOfRows
  const workspace = { rowsToFollow: () => (state.on ? rows : null) } as unknown as Workspace
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WorkspaceContext.Provider value={workspace}>{children}</WorkspaceContext.Provider>
  )
  const announce = (change: FeedChange) => act(() => listeners.forEach((l) => l(change)))
  const indexFor = () => index
  return { state, asked, indexFor, wrapper, announce, listeners }
}

type Search = { text: string; terms: unknown; limit: number } | null

const render = (context: ReturnType<typeof setup>, search: Search) =>
  renderHook(
    ({ asked }: { asked: Search }) => useRowsSearch<Item>('bookmarks', context.indexFor, asked),
    { wrapper: context.wrapper, initialProps: { asked: search } },
  )

const ITEMS = [
  { id: 'a', title: 'Rust book' },
  { id: 'b', title: 'Rust at work' },
  { id: 'c', title: 'Garden' },
]

describe("a screen's search of rows it does not hold", () => {
  it('answers with the first found and how many, keeping the last answer while the next comes', async () => {
    const context = setup(ITEMS)
    const { result, rerender } = render(context, { text: 'Rust', terms: { t: 1 }, limit: 1 })
    expect(result.current).toBeUndefined()
    await waitFor(() =>
      expect(result.current).toEqual({
        records: [ITEMS[0]],
        total: 2,
        text: 'Rust',
        pending: false,
      }),
    )
    expect(context.asked).toEqual([{ text: 'Rust', limit: 1, select: { t: 1 } }])
    // The next page: the first shows until it comes.
    rerender({ asked: { text: 'Rust', terms: { t: 1 }, limit: 2 } })
    expect(result.current).toEqual({ records: [ITEMS[0]], total: 2, text: 'Rust', pending: true })
    await waitFor(() => expect(result.current?.records).toEqual(ITEMS.slice(0, 2)))
    // No search: nothing to show, and nothing the page must read either.
    rerender({ asked: null })
    expect(result.current).toBeUndefined()
    // No subscription is left behind.
    expect(context.listeners.size).toBe(0)
  })

  it('shows a change of a record it found at once, and asks again after a change of the rows', async () => {
    const context = setup([...ITEMS])
    const { result } = render(context, { text: 'Rust', terms: null, limit: 10 })
    await waitFor(() => expect(result.current?.total).toBe(2))
    // Renamed elsewhere: shown at once, and gone from the answer once asked again.
    const renamed = { id: 'a', title: 'Gardening' }
    context.state.items = [renamed, ITEMS[1]!, ITEMS[2]!]
    context.announce({ put: [{ c: 'bookmarks', id: 'a', r: renamed }], remove: [] })
    expect(result.current?.records).toEqual([renamed, ITEMS[1]])
    await waitFor(() => expect(result.current).toMatchObject({ records: [ITEMS[1]], total: 1 }))
    // Deleted: gone at once, and counted.
    context.state.items = [renamed, ITEMS[2]!]
    context.announce({ put: [], remove: [['bookmarks', 'b']] })
    expect(result.current).toMatchObject({ records: [], total: 0 })
    // Asked once at first and once after each change.
    await waitFor(() => expect(context.asked).toHaveLength(3))
    // A change of another collection asks nothing.
    const before = context.asked.length
    context.announce({ put: [{ c: 'todos', id: 't', r: { id: 't' } }], remove: [] })
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(context.asked).toHaveLength(before)
  })

  it('is null where the rows cannot answer: the page searches what it reads then', async () => {
    const context = setup(ITEMS)
    context.state.unusable = true
    const { result } = render(context, { text: 'Rust', terms: null, limit: 10 })
    await waitFor(() => expect(result.current).toBeNull())

    const held = setup(ITEMS)
    held.state.on = false
    expect(render(held, { text: 'Rust', terms: null, limit: 10 }).result.current).toBeNull()
    expect(held.asked).toEqual([])
  })
})
