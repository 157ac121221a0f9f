// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { expect, it } from 'vitest'
import { useLatest } from './use-latest'

it('gives the same function on every render, reading the value last rendered', () => {
  const { result, rerender } = renderHook(({ value }) => useLatest(value), {
    initialProps: { value: ['a'] },
  })
  const read = result.current
  expect(read()).toEqual(['a'])
  rerender({ value: ['a', 'b'] })
  expect(result.current).toBe(read)
  expect(read()).toEqual(['a', 'b'])
})
