import { afterEach, expect, it, vi } from 'vitest'
import { registerSearchProvider, type SearchResult } from '@/lib/search-providers'
import { linkQueryBefore, suggestItems, type LinkSuggestion } from './suggest-items'

const stops: (() => void)[] = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

const result = (item: string | undefined, title: string, detail?: string): SearchResult => ({
  id: `result:${title}`,
  item,
  title,
  detail,
  run: () => {},
})

const provide = (id: string, results: SearchResult[]) =>
  stops.push(registerSearchProvider({ id, group: id, search: async () => results }))

it('offers what the providers find, best of each in turn, each item once, the item itself left out', async () => {
  provide('notes', [
    result('note:a', 'Weekly review', 'Monday'),
    result('note:b', 'Review notes'),
    result('note:self', 'This note'),
  ])
  provide('todos', [result('todo:c', 'Review budget', 'Due today'), result('note:a', 'Again')])
  provide('commands', [result(undefined, 'Open Settings')])
  provide('linked-from', [result('todo:d', 'Linked from a note')])
  provide('failing', [])
  stops.push(
    registerSearchProvider({
      id: 'broken',
      group: 'Broken',
      search: () => Promise.reject(new Error('offline')),
    }),
  )
  const found = await suggestItems('review', 'note:self')
  expect(found).toEqual([
    { id: 'note:a', kind: 'note', title: 'Weekly review', detail: 'Note · Monday' },
    { id: 'todo:c', kind: 'todo', title: 'Review budget', detail: 'Todo · Due today' },
    { id: 'note:b', kind: 'note', title: 'Review notes', detail: 'Note' },
  ])
  expect(await suggestItems('  ')).toEqual([])
})

it('tells what the providers that answered found while another still searches', async () => {
  provide('notes', [result('note:a', 'Review')])
  provide('todos', [])
  let answer: (results: SearchResult[]) => void = () => {}
  stops.push(
    registerSearchProvider({
      id: 'bookmarks',
      group: 'Bookmarks',
      search: () => new Promise((resolve) => (answer = resolve)),
    }),
  )
  const some: LinkSuggestion[][] = []
  const all = suggestItems('review', undefined, (found) => some.push(found))
  await vi.waitFor(() => expect(some).toHaveLength(1))
  expect(some[0]!.map((s) => s.id)).toEqual(['note:a'])
  answer([result('bookmark:b', 'Review site')])
  expect((await all).map((s) => s.id)).toEqual(['note:a', 'bookmark:b'])
  // The last answer is what it resolves with; a provider that found nothing tells nothing.
  expect(some).toHaveLength(1)
})

it('finds the `[[` being typed before the caret, the last one when there are two', () => {
  expect(linkQueryBefore('See [[Rev', 9)).toEqual({ from: 4, query: 'Rev' })
  expect(linkQueryBefore('See [[', 6)).toEqual({ from: 4, query: '' })
  expect(linkQueryBefore('A [[x [[y', 9)).toEqual({ from: 6, query: 'y' })
  expect(linkQueryBefore('Done [[x]] now', 14)).toBeNull()
  expect(linkQueryBefore('[[a\nb', 5)).toBeNull()
})
