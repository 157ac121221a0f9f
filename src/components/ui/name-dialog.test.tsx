import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, it, vi } from 'vitest'
import { NameDialog } from './name-dialog'
import { findDialog } from '@/testing/find-dialog'

function Host({ onSubmit }: { onSubmit: (name: string) => void }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <NameDialog
        open={open}
        onOpenChange={setOpen}
        title="New list"
        label="List name"
        submitLabel="Create list"
        initialName="Groceries"
        maxLength={20}
        emptyMessage="Give the list a name."
        onSubmit={onSubmit}
      />
    </>
  )
}

it('submits the trimmed name, says what is wrong, and starts afresh when opened again', async () => {
  const user = userEvent.setup()
  const onSubmit = vi.fn((name: string) => {
    if (name === 'Taken') throw new Error('A list named “Taken” already exists.')
  })
  render(<Host onSubmit={onSubmit} />)
  // The first dialog of the file loads its code: allow for a busy machine.
  const dialog = await findDialog({ name: 'New list' }, { timeout: 5000 })
  const field = screen.getByRole('textbox', { name: 'List name' })
  expect(field).toHaveFocus()
  expect(field).toHaveValue('Groceries')
  expect(field).toHaveAttribute('maxlength', '20')

  await user.clear(field)
  await user.type(field, '   {Enter}')
  expect(screen.getByText('Give the list a name.')).toBeVisible()
  expect(onSubmit).not.toHaveBeenCalled()

  await user.type(field, 'Taken')
  expect(screen.queryByText('Give the list a name.')).toBeNull()
  await user.click(screen.getByRole('button', { name: 'Create list' }))
  expect(screen.getByText('A list named “Taken” already exists.')).toBeVisible()
  expect(dialog).toBeInTheDocument()
  expect(field).toHaveValue('   Taken')

  await user.clear(field)
  await user.type(field, '  Work  {Enter}')
  expect(onSubmit).toHaveBeenLastCalledWith('Work')
  expect(screen.queryByRole('dialog')).toBeNull()

  await user.click(screen.getByRole('button', { name: 'Open' }))
  expect(await screen.findByRole('textbox', { name: 'List name' })).toHaveValue('Groceries')
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(onSubmit).toHaveBeenCalledTimes(2)
})

it('renaming, saves nothing when the name is left as it was (a rename made elsewhere stays)', async () => {
  const user = userEvent.setup()
  const onSubmit = vi.fn()
  render(<Host onSubmit={onSubmit} />)
  const field = await screen.findByRole('textbox', { name: 'List name' }, { timeout: 5000 })
  await user.type(field, '  {Enter}')
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(onSubmit).not.toHaveBeenCalled()
})
