import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { Tooltip, TooltipProvider } from './tooltip'

// The bubble is fetched before the tests, as the app fetches it when idle.
beforeAll(() => import('./tooltip-bubble'))
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
afterEach(() => vi.useRealTimers())

function setup() {
  render(
    <TooltipProvider>
      <Tooltip content="Todos">
        <button type="button">T</button>
      </Tooltip>
      <Tooltip content="Notes">
        <button type="button">N</button>
      </Tooltip>
    </TooltipProvider>,
  )
  return {
    todos: screen.getByRole('button', { name: 'T' }),
    notes: screen.getByRole('button', { name: 'N' }),
  }
}

/** Lets the lazy bubble load and render. */
async function settle() {
  for (let i = 0; i < 5; i++)
    await act(async () => {
      await Promise.resolve()
    })
}

it('shows on hover after 700 ms, describes its trigger, and hides on leave', async () => {
  const { todos } = setup()
  fireEvent.pointerEnter(todos, { pointerType: 'mouse' })
  act(() => vi.advanceTimersByTime(699))
  await settle()
  expect(screen.queryByRole('tooltip')).toBeNull()
  act(() => vi.advanceTimersByTime(1))
  await settle()
  expect(screen.getByRole('tooltip')).toHaveTextContent('Todos')
  expect(todos).toHaveAccessibleDescription('Todos')
  fireEvent.pointerLeave(todos)
  expect(screen.queryByRole('tooltip')).toBeNull()
})

it('within 300 ms of one closing, the next shows at once', async () => {
  const { todos, notes } = setup()
  fireEvent.pointerEnter(todos, { pointerType: 'mouse' })
  act(() => vi.advanceTimersByTime(700))
  await settle()
  fireEvent.pointerLeave(todos)
  fireEvent.pointerEnter(notes, { pointerType: 'mouse' })
  await settle()
  expect(screen.getByRole('tooltip')).toHaveTextContent('Notes')
  fireEvent.pointerLeave(notes)
  // After the window, the delay again.
  act(() => vi.advanceTimersByTime(301))
  fireEvent.pointerEnter(todos, { pointerType: 'mouse' })
  await settle()
  expect(screen.queryByRole('tooltip')).toBeNull()
})

it('shows at once on keyboard focus, hides on Esc and on blur, not on a press or touch', async () => {
  const { todos, notes } = setup()
  fireEvent.focus(todos)
  await settle()
  expect(screen.getByRole('tooltip')).toHaveTextContent('Todos')
  fireEvent.keyDown(document, { key: 'Escape' })
  expect(screen.queryByRole('tooltip')).toBeNull()
  fireEvent.blur(todos)
  fireEvent.pointerDown(notes)
  fireEvent.focus(notes)
  await settle()
  expect(screen.queryByRole('tooltip')).toBeNull()
  fireEvent.pointerUp(window)
  fireEvent.blur(notes)
  act(() => vi.advanceTimersByTime(1000))
  fireEvent.pointerEnter(notes, { pointerType: 'touch' })
  act(() => vi.advanceTimersByTime(1000))
  await settle()
  expect(screen.queryByRole('tooltip')).toBeNull()
})
