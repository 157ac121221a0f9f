// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useSettledValue } from './use-settled-value'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

it('follows at once without a delay, and after a pause with one', () => {
  const { result, rerender } = renderHook(({ value, delay }) => useSettledValue(value, delay), {
    initialProps: { value: 'a', delay: 0 },
  })
  rerender({ value: 'ab', delay: 0 })
  expect(result.current).toBe('ab')
  rerender({ value: 'abc', delay: 300 })
  expect(result.current).toBe('ab')
  act(() => vi.advanceTimersByTime(200))
  rerender({ value: 'abcd', delay: 300 })
  act(() => vi.advanceTimersByTime(200))
  expect(result.current).toBe('ab')
  act(() => vi.advanceTimersByTime(100))
  expect(result.current).toBe('abcd')
  rerender({ value: 'x', delay: 0 })
  expect(result.current).toBe('x')
})
