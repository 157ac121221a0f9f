import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import EncodePage from './encode-page'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`encode-page-${n++}`)
})
afterEach(async () => {
  await workspace.close()
})

it('decodes every HTML5 entity the browser knows, offers bytes as a file, and marks errors', async () => {
  const user = userEvent.setup()
  render(
    <WithWorkspace workspace={workspace}>
      <EncodePage />
    </WithWorkspace>,
  )
  const input = screen.getByRole('textbox', { name: 'Input' })
  const output = screen.getByRole('textbox', { name: 'Output' })
  expect(output).toHaveValue('SGVsbG8sIEhlYXJ0aCEg8J+Riw==')

  await user.click(screen.getByRole('radio', { name: 'Decode' }))
  fireEvent.change(input, { target: { value: '/w==' } })
  expect(await screen.findByRole('alert')).toHaveTextContent(/not UTF-8 text/)
  expect(input).toHaveAttribute('aria-invalid', 'true')
  expect(screen.getByRole('button', { name: 'Download as file' })).toBeInTheDocument()
  fireEvent.change(input, { target: { value: 'Zm9v!' } })
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '“!” (character 5) is not a Base64 character.',
  )
  expect(screen.queryByRole('button', { name: 'Download as file' })).toBeNull()

  await user.click(screen.getByRole('radio', { name: 'HTML entities' }))
  fireEvent.change(input, { target: { value: '&spades; &lt;b&gt; &nope;' } })
  expect(await screen.findByRole('textbox', { name: 'Output' })).toHaveValue('♠ <b> &nope;')
  expect(screen.getByRole('status')).toHaveTextContent('not known here): &nope;')
  expect(input).not.toHaveAttribute('aria-invalid')
  expect(screen.queryByRole('button', { name: 'Encode a file' })).toBeNull()
})

it('uses an input too long to remember and says it will not be kept', async () => {
  const view = render(
    <WithWorkspace workspace={workspace}>
      <EncodePage />
    </WithWorkspace>,
  )
  const note = /^Not remembered: this text is over 100,000 characters/
  const input = screen.getByRole('textbox', { name: 'Input' })
  fireEvent.change(input, { target: { value: 'a'.repeat(100_001) } })
  expect(await screen.findByText(note)).toBeInTheDocument()
  // It is still encoded: Base64 of 100,001 bytes.
  const output = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Output' })
  await waitFor(() => expect(output.value.length).toBe(133_336))
  fireEvent.change(input, { target: { value: 'a'.repeat(100_000) } })
  expect(screen.queryByText(note)).toBeNull()
  fireEvent.change(input, { target: { value: 'b'.repeat(100_001) } })
  view.unmount()

  // Opened again, the tool has its default text, not an older one.
  render(
    <WithWorkspace workspace={workspace}>
      <EncodePage />
    </WithWorkspace>,
  )
  expect(screen.getByRole('textbox', { name: 'Input' })).toHaveValue('Hello, Hearth! 👋')
  expect(screen.queryByText(note)).toBeNull()
})
