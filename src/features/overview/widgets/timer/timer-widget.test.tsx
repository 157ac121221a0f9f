import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useToastStore } from '@/components/ui/toast-store'
import { provideNotifier, type UserNotice } from '@/lib/notify'
import { readOptions } from '@/lib/widget-options'
import { timerKey } from '../../model/timer-state'
import { TIMER_OPTIONS } from '../../model/widget-options'
import TimerWidget from './timer-widget'

const START = new Date(2026, 10, 23, 10, 0).getTime()

function renderTimer(config: Record<string, unknown> = {}, id = 't1') {
  return render(
    <TimerWidget id={id} options={readOptions(TIMER_OPTIONS, config)} setOptions={() => {}} />,
  )
}
const press = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })))
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const shown = () => screen.getByRole('timer').textContent

let notices: UserNotice[]
let stopNotifier: () => void
beforeEach(() => {
  vi.useFakeTimers({ now: START })
  notices = []
  stopNotifier = provideNotifier((notice) => notices.push(notice))
  useToastStore.setState({ toasts: [] })
})
afterEach(() => {
  stopNotifier()
  vi.useRealTimers()
})

it('starts, pauses and resets, showing the time left in mm:ss', async () => {
  renderTimer()
  expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('25:00')
  expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled()
  press('Start')
  await wait(20_000)
  expect(shown()).toBe('24:40')
  press('Pause')
  await wait(60_000)
  expect(shown()).toBe('24:40')
  press('Start')
  await wait(1_000)
  expect(shown()).toBe('24:39')
  press('Reset')
  expect(shown()).toBe('25:00')
  expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument()
})

it('keeps focus on the Start/Pause button when pressed', async () => {
  renderTimer()
  const button = screen.getByRole('button', { name: 'Start' })
  button.focus()
  press('Start')
  expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus()
})

it('runs on across a remount and notifies once when it reaches zero', async () => {
  const first = renderTimer({ minutes: 1 })
  press('Start')
  await wait(20_000)
  first.unmount()

  renderTimer({ minutes: 1 })
  expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument()
  expect(shown()).toBe('00:40')
  await wait(39_000)
  expect(shown()).toBe('00:01')
  expect(notices).toEqual([])
  await wait(1_000)
  expect(notices).toEqual([
    {
      kind: 'success',
      title: 'Timer done',
      message: 'Your 1-minute timer has ended.',
      id: `timer:t1:${START + 60_000}`,
    },
  ])
  expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Timer done'])
  expect(shown()).toBe('01:00')
  expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument()
  await wait(120_000)
  expect(notices).toHaveLength(1)
})

it('notifies once, on the next open, of an end that came while Hearth was closed', async () => {
  const endsAt = START - 5 * 60_000
  localStorage.setItem(
    timerKey('t1'),
    JSON.stringify({ phase: 'focus', endsAt, left: null, sessions: 0 }),
  )
  const first = renderTimer({ minutes: 10 })
  await wait(0)
  expect(notices).toEqual([expect.objectContaining({ id: `timer:t1:${endsAt}` })])
  expect(shown()).toBe('10:00')
  first.unmount()
  renderTimer({ minutes: 10 })
  await wait(1_000)
  expect(notices).toHaveLength(1)
})

it('alternates focus and breaks in Pomodoro mode, counting the sessions', async () => {
  renderTimer({ mode: 'pomodoro', minutes: 2, breakMinutes: 1 })
  expect(screen.getByText('Focus · 0 sessions done')).toBeInTheDocument()
  press('Start')
  await wait(120_000)
  expect(notices.at(-1)).toMatchObject({
    title: 'Focus session done',
    message: 'Session 1 done. Take a 1-minute break.',
  })
  expect(screen.getByText('Break · 1 session done')).toBeInTheDocument()
  expect(screen.getByRole('timer', { name: 'Break time left' })).toHaveTextContent('01:00')
  press('Start')
  await wait(60_000)
  expect(notices.at(-1)).toMatchObject({ title: 'Break over' })
  expect(screen.getByText('Focus · 1 session done')).toBeInTheDocument()
  expect(shown()).toBe('02:00')
  expect(notices).toHaveLength(2)
})

it('starts afresh when what is stored cannot be read', () => {
  const bad = [
    'not json',
    '{"phase":"lunch"}',
    JSON.stringify({ phase: 'focus', endsAt: 'soon', left: null, sessions: 0 }),
    JSON.stringify({ phase: 'focus', endsAt: null, left: -5, sessions: 0 }),
    // Ends further ahead than any timer can run.
    JSON.stringify({ phase: 'focus', endsAt: START + 1e10, left: null, sessions: 0 }),
  ]
  for (const [index, stored] of bad.entries()) {
    localStorage.setItem(timerKey(`bad${index}`), stored)
    const { unmount } = renderTimer({ minutes: 5 }, `bad${index}`)
    expect(shown(), stored).toBe('05:00')
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument()
    unmount()
  }
  expect(notices).toEqual([])
})

it('follows a start in another tab', async () => {
  renderTimer({ minutes: 5 })
  const state = { phase: 'focus', endsAt: START + 60_000, left: null, sessions: 0 }
  localStorage.setItem(timerKey('t1'), JSON.stringify(state))
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: timerKey('t1') }))
  })
  expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument()
  expect(shown()).toBe('01:00')
})
