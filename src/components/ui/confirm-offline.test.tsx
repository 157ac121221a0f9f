import { act, render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { confirm, ConfirmHost } from './confirm'
import { Toaster } from './toaster'
import { findDialog } from '@/testing/find-dialog'

// Offline before the service worker has Hearth, the dialog's code cannot be downloaded; back
// online, it can. (A file of its own: once the code has come, it stays.)
const { network } = vi.hoisted(() => ({ network: { down: true } }))
vi.mock('./confirm-dialog', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

it('whose code cannot be downloaded answers no with a toast, and asks the next time', async () => {
  render(
    <>
      <ConfirmHost />
      <Toaster />
    </>,
  )
  let result: Promise<boolean>
  act(() => void (result = confirm({ title: 'Delete note?' })))
  await expect(result!).resolves.toBe(false)
  expect(await screen.findByText('Could not open the confirmation')).toBeInTheDocument()
  expect(
    screen.getByText('Its code could not be downloaded. Check your connection and try again.'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('dialog')).toBeNull()

  network.down = false
  act(() => void (result = confirm({ title: 'Delete note?' })))
  expect(await findDialog({ name: 'Delete note?' }, { timeout: 5000 })).toBeInTheDocument()
})
