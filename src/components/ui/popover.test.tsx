import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ComponentType } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { Popover } from './popover'
import { clearToasts } from './toast-store'
import { Toaster } from './toaster'

// Offline before the service worker has Hearth, code cannot be downloaded; back online, it can.
const { network } = vi.hoisted(() => ({ network: { layerDown: false } }))
vi.mock('./popover-layer', async (importOriginal) => {
  if (network.layerDown) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

afterEach(() => act(() => clearToasts()))

const downloaded = 'Its code could not be downloaded. Check your connection and try again.'

function Menu({ code }: { code?: { loaded: () => unknown; preload: () => Promise<void> } }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        aria-label="Main menu"
        code={code}
        trigger={(props) => (
          <button type="button" {...props}>
            Menu
          </button>
        )}
      >
        <p>Menu items</p>
      </Popover>
      <Toaster />
    </>
  )
}

// In this order: the layer's code, once it has come, stays for the file's other tests.
it('whose own code cannot be downloaded, closes with a toast, and opens the next time', async () => {
  const user = userEvent.setup()
  network.layerDown = true
  render(<Menu />)
  const trigger = screen.getByRole('button', { name: 'Menu' })
  await user.click(trigger)
  expect(await screen.findByText('Could not open Main menu')).toBeInTheDocument()
  expect(screen.getByText(downloaded)).toBeInTheDocument()
  expect(trigger).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('dialog')).toBeNull()

  network.layerDown = false
  await user.click(trigger)
  expect(
    await screen.findByRole('dialog', { name: 'Main menu' }, { timeout: 5000 }),
  ).toHaveTextContent('Menu items')
})

it("whose content's code cannot be downloaded, closes with one toast, and opens the next time", async () => {
  const user = userEvent.setup()
  const network = { up: false, attempts: 0 }
  const Content = lazyWithPreload((): Promise<{ default: ComponentType }> => {
    network.attempts++
    return network.up
      ? Promise.resolve({ default: () => null })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
  })
  render(<Menu code={Content} />)
  const trigger = screen.getByRole('button', { name: 'Menu' })
  await user.click(trigger)
  expect(await screen.findByText('Could not open Main menu')).toBeInTheDocument()
  expect(trigger).toHaveAttribute('aria-expanded', 'false')
  // Asked again while it shows, the same toast is not added twice.
  await user.click(trigger)
  await act(async () => {})
  expect(screen.getAllByText('Could not open Main menu')).toHaveLength(1)
  expect(network.attempts).toBe(2)

  network.up = true
  await user.click(trigger)
  expect(await screen.findByRole('dialog', { name: 'Main menu' })).toHaveTextContent('Menu items')
})
