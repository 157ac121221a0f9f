import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { confirm, ConfirmHost } from './confirm'
import { findDialog } from '@/testing/find-dialog'

it('resolves true on confirm and uses the default captions', async () => {
  render(<ConfirmHost />)
  let result: Promise<boolean>
  act(() => void (result = confirm({ title: 'Delete note?' })))
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Delete note?' },
    // The first dialog of the file loads its code: allow for a busy machine.
    { timeout: 5000 },
  )
  expect(dialog).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
  await expect(result!).resolves.toBe(true)
})

it("resolves false on Cancel, on 'Close' and on Escape", async () => {
  render(<ConfirmHost />)
  for (const dismiss of [
    () => userEvent.click(screen.getByRole('button', { name: 'Stay' })),
    () => userEvent.click(screen.getByRole('button', { name: 'Close' })),
    () => userEvent.keyboard('{Escape}'),
  ]) {
    let result: Promise<boolean>
    act(
      () =>
        void (result = confirm({ title: 'Leave?', confirmLabel: 'Leave', cancelLabel: 'Stay' })),
    )
    await findDialog({ name: 'Leave?' })
    await dismiss()
    await expect(result!).resolves.toBe(false)
  }
})
