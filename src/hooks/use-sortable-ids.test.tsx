import { renderHook } from '@testing-library/react'
import { expect, it } from 'vitest'
import { useSortableIds } from './use-sortable-ids'

const items = (...ids: string[]) => ids.map((id) => ({ id, title: `Title of ${id}` }))

it('gives the same array while the ids and their order stay, a new one when they change', () => {
  const { result, rerender } = renderHook(({ list }) => useSortableIds(list), {
    initialProps: { list: items('todo:a', 'todo:b') },
  })
  const first = result.current
  expect(first).toEqual(['todo:a', 'todo:b'])
  // A record edited: new objects, the same ids.
  rerender({ list: items('todo:a', 'todo:b') })
  expect(result.current).toBe(first)
  rerender({ list: items('todo:b', 'todo:a') })
  expect(result.current).toEqual(['todo:b', 'todo:a'])
  rerender({ list: items('todo:b', 'todo:a', 'todo:c') })
  expect(result.current).toEqual(['todo:b', 'todo:a', 'todo:c'])
  rerender({ list: [] })
  expect(result.current).toEqual([])
})
