import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, expect, it } from 'vitest'
import { clearNotifications, notify } from '../model/notifications-store'
import NotificationCenter from './notification-center'

beforeEach(() => clearNotifications())

function renderCentre() {
  for (const message of ['one', 'two', 'three']) notify({ kind: 'info', title: 'Info', message })
  render(<NotificationCenter titleId="title" />)
  // Newest first: three, two, one.
  return screen.getAllByRole('button', { name: 'Dismiss' })
}

const allCaughtUp = () => screen.getByText("You're all caught up.")

it('keeps the keyboard in the panel as notifications are dismissed: next, previous, then “all caught up”', async () => {
  const user = userEvent.setup()
  const [newest, middle, oldest] = renderCentre()
  act(() => middle!.focus())
  await user.keyboard('{Enter}')
  await waitFor(() => expect(oldest).toHaveFocus())
  await user.keyboard('{Enter}')
  await waitFor(() => expect(newest).toHaveFocus())
  await user.keyboard('{Enter}')
  await waitFor(() => expect(allCaughtUp()).toHaveFocus())
})

it('keeps the keyboard in the panel after “Clear all”', async () => {
  const user = userEvent.setup()
  renderCentre()
  const clear = screen.getByRole('button', { name: 'Clear all' })
  act(() => clear.focus())
  await user.keyboard('{Enter}')
  expect(screen.queryByRole('listitem')).toBeNull()
  expect(clear).toBeDisabled()
  await waitFor(() => expect(allCaughtUp()).toHaveFocus())
})
