import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { Toaster } from './toaster'
import { clearToasts, defaultDuration, toast, useToastStore } from './toast-store'

beforeEach(() => {
  vi.useFakeTimers()
  useToastStore.setState({ toasts: [] })
})
afterEach(() => vi.useRealTimers())

const items = () =>
  within(screen.getByRole('region', { name: 'Toasts' })).queryAllByRole('listitem')

it('gives info and success 5000 ms and keeps warn and error', () => {
  expect(defaultDuration('info')).toBe(5000)
  expect(defaultDuration('success')).toBe(5000)
  expect(defaultDuration('warn')).toBe(0)
  expect(defaultDuration('error')).toBe(0)
})

it('lists newest first and closes info after 5000 ms', () => {
  render(<Toaster />)
  act(() => {
    toast({ kind: 'info', title: 'First' })
    toast({ kind: 'error', title: 'Second', message: 'Went wrong' })
  })
  expect(items().map((li) => li.dataset.kind)).toEqual(['error', 'info'])
  expect(screen.getByRole('alert')).toHaveTextContent('SecondWent wrong')
  act(() => vi.advanceTimersByTime(4999))
  expect(items()).toHaveLength(2)
  act(() => vi.advanceTimersByTime(1))
  expect(items()[1]).toHaveAttribute('data-state', 'closed')
  act(() => vi.advanceTimersByTime(300))
  expect(items()).toHaveLength(1)
})

it('pauses the countdown while hovered', () => {
  render(<Toaster />)
  act(() => void toast({ kind: 'success', title: 'Saved' }))
  act(() => vi.advanceTimersByTime(3000))
  fireEvent.pointerEnter(items()[0]!)
  act(() => vi.advanceTimersByTime(10_000))
  expect(items()[0]).toHaveAttribute('data-state', 'open')
  fireEvent.pointerLeave(items()[0]!)
  act(() => vi.advanceTimersByTime(1999))
  expect(items()[0]).toHaveAttribute('data-state', 'open')
  act(() => vi.advanceTimersByTime(1))
  expect(items()[0]).toHaveAttribute('data-state', 'closed')
})

it("closes with 'Close toast', and clears all", () => {
  render(<Toaster />)
  act(() => {
    toast({ kind: 'warn', title: 'A' })
    toast({ kind: 'warn', title: 'B' })
    toast({ kind: 'warn', title: 'C' })
  })
  fireEvent.click(within(items()[0]!).getByRole('button', { name: 'Close toast' }))
  act(() => vi.advanceTimersByTime(300))
  expect(items().map((li) => li.textContent)).toEqual(['B', 'A'])
  act(() => clearToasts())
  act(() => vi.advanceTimersByTime(300))
  expect(items()).toHaveLength(0)
})

it('shows one toast of a group at a time: a newer one closes the one showing', () => {
  render(<Toaster />)
  act(() => {
    toast({ kind: 'success', title: 'Completed', message: 'One', group: 'done' })
    toast({ kind: 'info', title: 'Unrelated' })
    toast({ kind: 'success', title: 'Completed', message: 'Two', group: 'done' })
  })
  act(() => vi.advanceTimersByTime(300))
  expect(items().map((li) => li.textContent)).toEqual([
    expect.stringContaining('Two'),
    expect.stringContaining('Unrelated'),
  ])
})

it('shows the same message once while it shows: asked for again, it restarts its countdown', () => {
  render(<Toaster />)
  const refused = {
    kind: 'error',
    title: 'Could not move',
    message: 'The list is read-only.',
  } as const
  act(() => {
    for (let i = 0; i < 6; i++) toast(refused)
    toast({ kind: 'info', title: 'Could not move', message: 'The list is read-only.' })
  })
  expect(items().map((li) => li.dataset.kind)).toEqual(['info', 'error'])
  expect(screen.getAllByRole('alert')).toHaveLength(1)
  // Again: it comes to the top, still one.
  act(() => void toast(refused))
  expect(items().map((li) => li.dataset.kind)).toEqual(['error', 'info'])

  // An info toast asked for again 4 s in closes 5 s after that.
  act(() => void toast({ kind: 'info', title: 'Saved' }))
  act(() => vi.advanceTimersByTime(4000))
  act(() => void toast({ kind: 'info', title: 'Saved' }))
  act(() => vi.advanceTimersByTime(4999))
  expect(screen.getByText('Saved').closest('li')).toHaveAttribute('data-state', 'open')
  act(() => vi.advanceTimersByTime(1))
  expect(screen.getByText('Saved').closest('li')).toHaveAttribute('data-state', 'closed')

  // Once closed, the same message is a new toast.
  act(() => vi.advanceTimersByTime(300))
  act(() => void toast({ kind: 'info', title: 'Saved' }))
  expect(screen.getAllByText('Saved')).toHaveLength(1)
  expect(screen.getByText('Saved').closest('li')).toHaveAttribute('data-state', 'open')
})

it('keeps toasts with buttons apart: each is for its own thing', () => {
  render(<Toaster />)
  act(() => {
    toast({ kind: 'success', title: 'Deleted', action: { label: 'Undo', onClick: () => {} } })
    toast({ kind: 'success', title: 'Deleted', action: { label: 'Undo', onClick: () => {} } })
  })
  expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(2)
})
