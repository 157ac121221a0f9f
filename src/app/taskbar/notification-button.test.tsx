import { act, render, screen } from '@testing-library/react'
import { beforeEach, expect, it } from 'vitest'
import { GENERAL_DEFAULTS, TASKBAR_DEFAULTS, usePreferencesStore } from '@/data/preferences-store'
import { clockText, NotificationButton } from './notification-button'

beforeEach(() => usePreferencesStore.setState({ ...GENERAL_DEFAULTS, taskbar: TASKBAR_DEFAULTS }))

it('adds seconds after the minutes in either clock format', () => {
  const date = new Date(2026, 1, 3, 15, 7, 9)
  expect(clockText(date, '24h', false)).toBe('15:07')
  expect(clockText(date, '24h', true)).toBe('15:07:09')
  expect(clockText(date, '12h', true)).toBe('3:07:09 PM')
})

it('shows, trims or hides the clock as the taskbar settings say; the button stays', () => {
  render(<NotificationButton />)
  const button = screen.getByRole('button', { name: /^Notifications/ })
  expect(screen.getByTestId('clock-time')).toHaveTextContent(/^\d\d:\d\d$/)
  expect(screen.getByTestId('clock-date')).toBeInTheDocument()
  // What the button shows is in its name, after what it is for.
  expect(button).toHaveAccessibleName(/^Notifications \(none\), \d\d:\d\d \d\d\/\d\d\/\d{4}$/)
  act(() => usePreferencesStore.getState().setTaskbar({ showSeconds: true, showDate: false }))
  expect(screen.getByTestId('clock-time')).toHaveTextContent(/^\d\d:\d\d:\d\d$/)
  expect(screen.queryByTestId('clock-date')).toBeNull()
  expect(button).toHaveAccessibleName(/^Notifications \(none\), \d\d:\d\d:\d\d$/)
  act(() => usePreferencesStore.getState().setTaskbar({ showClock: false }))
  expect(screen.queryByTestId('clock-time')).toBeNull()
  expect(button).toHaveAccessibleName('Notifications (none)')
})
