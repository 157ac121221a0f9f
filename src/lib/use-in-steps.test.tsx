// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { expect, it } from 'vitest'
import { useStepLimit } from './use-in-steps'

it('draws the first items of a list that fills, then all of them, and all from then on', () => {
  const drawn: number[] = []
  const { rerender } = renderHook(
    ({ count }) => {
      const limit = useStepLimit(count, 12)
      drawn.push(limit)
      return limit
    },
    { initialProps: { count: 0 } },
  )
  rerender({ count: 8 })
  // The records arrive: the first 12 in this render, the rest in the next.
  rerender({ count: 50 })
  rerender({ count: 60 })
  expect(drawn).toEqual([0, 8, 12, 50, 60])
})
