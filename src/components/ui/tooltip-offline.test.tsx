import { act, render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { Tooltip } from './tooltip'

// Offline before the service worker has Hearth, the bubble's code cannot be downloaded; back
// online, it can. (A file of its own: once the code has come, it stays.)
const { network } = vi.hoisted(() => ({ network: { down: true } }))
vi.mock('./tooltip-bubble', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

it('whose code cannot be downloaded shows no bubble and breaks nothing, and shows once it can', async () => {
  render(
    <Tooltip content="Todos">
      <button type="button">T</button>
    </Tooltip>,
  )
  const trigger = screen.getByRole('button', { name: 'T' })
  act(() => trigger.focus())
  await act(async () => {})
  expect(screen.queryByRole('tooltip')).toBeNull()
  expect(trigger).toBeInTheDocument()

  network.down = false
  await act(async () => void window.dispatchEvent(new Event('online')))
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Todos')
})
