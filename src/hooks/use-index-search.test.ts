// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { indexInThread, IndexInWorker } from '@/lib/search-index/index-in-worker'
import type { IndexRequest } from '@/lib/search-index/index-server'
import { miniSearchIndex } from '@/lib/search-index/mini-search-index'
import { useIndexSearch } from './use-index-search'

interface Item {
  id: string
  title: string
}
const KIND = {
  text: (item: Item) => ({ id: item.id, title: item.title }),
  sameText: (a: Item, b: Item) => a.title === b.title,
}
const options = async () => miniSearchIndex({ fields: ['title'], searchOptions: { prefix: true } })

describe('a search in a worker’s index', () => {
  it('waits for its first answer, keeps the last one while the next comes, and follows edits', async () => {
    const index = new IndexInWorker<Item>(indexInThread(options), KIND)
    let all: Item[] = [
      { id: 'a', title: 'Apples' },
      { id: 'b', title: 'Bananas' },
    ]
    const { result, rerender } = renderHook(
      ({ text, items }: { text: string; items: Item[] }) => useIndexSearch(index, items, text),
      { initialProps: { text: '', items: all } },
    )
    expect(result.current).toEqual({ ids: null, pending: false })
    rerender({ text: 'app', items: all })
    expect(result.current).toEqual({ ids: null, pending: true })
    await waitFor(() => expect(result.current).toEqual({ ids: ['a'], pending: false }))
    // The next text: the last answer shows until its own comes.
    rerender({ text: 'ban', items: all })
    expect(result.current).toEqual({ ids: ['a'], pending: true })
    await waitFor(() => expect(result.current).toEqual({ ids: ['b'], pending: false }))
    // An edit: the index gets it, and the search is asked again.
    all = [...all, { id: 'c', title: 'Banoffee' }]
    rerender({ text: 'ban', items: all })
    await waitFor(() => expect(result.current).toEqual({ ids: ['b', 'c'], pending: false }))
    all = all.filter((item) => item.id !== 'b')
    rerender({ text: 'ban', items: all })
    await waitFor(() => expect(result.current).toEqual({ ids: ['c'], pending: false }))
    index.close()
  })

  it('indexes the records while the page is idle, before any search', async () => {
    const port = indexInThread(options)
    const sent: IndexRequest[] = []
    const post = port.postMessage.bind(port)
    port.postMessage = (request) => {
      sent.push(request)
      post(request)
    }
    const index = new IndexInWorker<Item>(port, KIND)
    const all: Item[] = [{ id: 'a', title: 'Apples' }]
    const { result, rerender } = renderHook(
      ({ text }: { text: string }) => useIndexSearch(index, all, text),
      { initialProps: { text: '' } },
    )
    await waitFor(() => expect(sent).toEqual([{ put: [{ id: 'a', title: 'Apples' }] }]))
    // The first search sends only itself: the records are there already.
    rerender({ text: 'app' })
    await waitFor(() => expect(result.current).toEqual({ ids: ['a'], pending: false }))
    expect(sent.slice(1)).toEqual([{ search: expect.any(Number), text: 'app' }])
    index.close()
  })
})
