import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { expect, it, vi } from 'vitest'
import WorkspaceServices from './workspace-services'

// Offline before the service worker has Hearth, the reminders' code cannot be downloaded; back
// online, it can.
const { network } = vi.hoisted(() => ({ network: { down: true } }))
vi.mock('@/features/todos/reminders/reminder-host', () => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module')
  return { default: () => <p>Reminders on</p> }
})

// The Trash's keeper needs a workspace; this test is about the reminders' code.
vi.mock('@/features/trash/trash-keeper', () => ({ default: () => null }))

class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <p>Caught</p> : this.props.children
  }
}

it('without the reminders’ code the app works on, and they start when the browser is back online', async () => {
  render(
    <Catch>
      <p>The page</p>
      <WorkspaceServices />
    </Catch>,
  )
  await act(async () => {})
  expect(screen.getByText('The page')).toBeInTheDocument()
  expect(screen.queryByText('Caught')).toBeNull()
  network.down = false
  await act(async () => void window.dispatchEvent(new Event('online')))
  expect(await screen.findByText('Reminders on')).toBeInTheDocument()
})
