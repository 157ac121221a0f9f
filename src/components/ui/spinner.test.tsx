import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { Spinner } from './spinner'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

it('stays hidden for the first 200 ms, then shows with its label', () => {
  render(<Spinner label="Loading notes" />)
  expect(screen.queryByRole('status')).toBeNull()
  act(() => vi.advanceTimersByTime(199))
  expect(screen.queryByRole('status')).toBeNull()
  act(() => vi.advanceTimersByTime(1))
  expect(screen.getByRole('status', { name: 'Loading notes' })).toBeInTheDocument()
})

it('shows at once with no delay', () => {
  render(<Spinner delay={0} size="xl" />)
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
})
