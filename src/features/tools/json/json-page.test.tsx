import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import JsonPage from './json-page'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`json-page-${n++}`)
})
afterEach(async () => {
  await workspace.close()
})

it('marks bad JSON invalid, says where in an alert, and goes there', async () => {
  const user = userEvent.setup()
  render(
    <WithWorkspace workspace={workspace}>
      <JsonPage />
    </WithWorkspace>,
  )
  const json = screen.getByRole('textbox', { name: 'JSON' })
  const result = screen.getByRole('textbox', { name: 'Result' })
  fireEvent.change(json, { target: { value: '[1, 2]' } })
  expect(await screen.findByText('Valid JSON: array of 2 items.')).toBeInTheDocument()
  expect(json).not.toHaveAttribute('aria-invalid')
  expect(result).toHaveValue('[\n  1,\n  2\n]')
  await user.click(screen.getByRole('button', { name: 'Minify' }))
  expect(result).toHaveValue('[1,2]')

  fireEvent.change(json, { target: { value: '[\n  1,\n  ]' } })
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent("Unexpected token ']' at line 3, column 3.")
  expect(json).toHaveAttribute('aria-invalid', 'true')
  expect(json).toHaveAccessibleDescription(/Unexpected token '\]' at line 3, column 3\./)
  expect(result).toHaveValue('')
  await user.click(screen.getByRole('button', { name: 'Go to line 3, column 3' }))
  expect(json).toHaveFocus()
  expect((json as HTMLTextAreaElement).selectionStart).toBe(9)

  fireEvent.change(json, { target: { value: ' ' } })
  expect(await screen.findByText('There is no JSON yet: paste or type some.')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).toBeNull()
  expect(json).not.toHaveAttribute('aria-invalid')
})

it('formats deep nesting without failing, says when it is too long, and keeps numbers as written', async () => {
  const user = userEvent.setup()
  render(
    <WithWorkspace workspace={workspace}>
      <JsonPage />
    </WithWorkspace>,
  )
  const json = screen.getByRole('textbox', { name: 'JSON' })
  const result = screen.getByRole('textbox', { name: 'Result' })
  const deep = '['.repeat(5000) + ']'.repeat(5000)
  fireEvent.change(json, { target: { value: deep } })
  expect(await screen.findByText('Valid JSON: array of 1 item.')).toBeInTheDocument()
  expect(
    screen.getByText(/Formatted, this JSON would be over 20,000,000 characters: too long to show/),
  ).toBeInTheDocument()
  expect(result).toHaveValue('')
  await user.click(screen.getByRole('button', { name: 'Minify' }))
  expect(result).toHaveValue(deep)
  expect(screen.queryByText(/too long to show/)).toBeNull()

  fireEvent.change(json, { target: { value: '{"id": 12345678901234567890, "x": 1e400}' } })
  expect(await screen.findByText('Valid JSON: object with 2 keys.')).toBeInTheDocument()
  expect(result).toHaveValue('{"id":12345678901234567890,"x":1e400}')
})
