import { act, renderHook } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import type { TodoActions } from '../hooks/use-todo-actions'
import type { QuickAddResult } from '../model/quick-add'
import type { TodoView } from '../model/views'
import { useQuickAdd } from './quick-add-field'

// The parser's chunk is slow to arrive, as on the first Enter after Todos opens.
vi.mock('../model/quick-add', async (original) => {
  await new Promise((resolve) => setTimeout(resolve, 50))
  return original()
})

/** The Inbox's quick add, and what it added. */
function renderQuickAdd() {
  const added: QuickAddResult[] = []
  const actions = {
    add: (parsed: QuickAddResult) => !!added.push(parsed),
  } as unknown as TodoActions
  const view: TodoView = { kind: 'smart', id: 'inbox', title: 'Inbox' }
  return { added, ...renderHook(() => useQuickAdd(view, [], actions)) }
}

it('keeps the keys typed while the first Enter waits for the parser, and only those', async () => {
  const { added, result } = renderQuickAdd()
  act(() => result.current.setValue('First thing today'))
  let submitted: Promise<void> = Promise.resolve()
  act(() => {
    submitted = result.current.submit()
  })
  // Typed after Enter, before the parser is there.
  act(() => result.current.setValue('First thing todaySecond'))
  await act(() => submitted)
  expect(added.map((todo) => todo.title)).toEqual(['First thing'])
  expect(added[0]!.due).not.toBeNull()
  expect(result.current.value).toBe('Second')
})

it('adds each todo once when a second Enter comes while the first waits for the parser', async () => {
  const { added, result } = renderQuickAdd()
  act(() => result.current.setValue('Call the bank'))
  const submits: Promise<void>[] = []
  act(() => void submits.push(result.current.submit()))
  // Typed after the first Enter, then Enter again, all before the parser is there.
  act(() => result.current.setValue('Call the bankWater the plants tomorrow'))
  act(() => void submits.push(result.current.submit()))
  act(() => result.current.setValue('Call the bankWater the plants tomorrowBuy'))
  await act(() => Promise.all(submits))
  expect(added.map((todo) => todo.title)).toEqual(['Call the bank', 'Water the plants'])
  expect(added[1]!.due).not.toBeNull()
  expect(result.current.value).toBe('Buy')
  // Once the parser is there, Enter adds at once.
  act(() => void result.current.submit())
  expect(added.map((todo) => todo.title)).toEqual(['Call the bank', 'Water the plants', 'Buy'])
  expect(result.current.value).toBe('')
})

it('adds what waits for the parser at once, all title, when the page goes away first', async () => {
  const { added, result } = renderQuickAdd()
  act(() => result.current.setValue('Pay the rent tomorrow'))
  let submitted: Promise<void> = Promise.resolve()
  act(() => {
    submitted = result.current.submit()
    // The tab is closed before the parser is there.
    window.dispatchEvent(new Event('pagehide'))
  })
  expect(added.map((todo) => todo.title)).toEqual(['Pay the rent tomorrow'])
  expect(added[0]!.due).toBeNull()
  await act(() => submitted)
  // Not added a second time once the parser came.
  expect(added).toHaveLength(1)
  expect(result.current.value).toBe('')
})
