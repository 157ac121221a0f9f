import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, it } from 'vitest'
import { Dialog, DialogContent } from './dialog'
import { findDialog } from '@/testing/find-dialog'

/** A dialog opened from state, as a menu item, a shortcut or a command opens one. */
function OpenedFromState() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Changelog">
          <p>News</p>
        </DialogContent>
      </Dialog>
    </>
  )
}

it('gives focus back to what had it when the dialog opened, on Escape and on Close', async () => {
  const user = userEvent.setup()
  render(<OpenedFromState />)
  const opener = screen.getByRole('button', { name: 'Open it' })
  for (const close of [
    () => user.keyboard('{Escape}'),
    () => user.click(screen.getByRole('button', { name: 'Close' })),
  ]) {
    await user.click(opener)
    await findDialog({ name: 'Changelog' })
    expect(opener).not.toHaveFocus()
    await close()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(opener).toHaveFocus())
  }
})

it('gives focus back to the opener when a field in the dialog took it with autoFocus', async () => {
  function WithField() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Rename
        </button>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent title="Rename workspace">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- what the test is about */}
            <input aria-label="Name" autoFocus />
          </DialogContent>
        </Dialog>
      </>
    )
  }
  const user = userEvent.setup()
  render(<WithField />)
  const opener = screen.getByRole('button', { name: 'Rename' })
  await user.click(opener)
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus())
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  await waitFor(() => expect(opener).toHaveFocus())
})
