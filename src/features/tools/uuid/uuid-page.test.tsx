import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { toolInputKey } from '../tool-input'
import { UUID_INPUT_DEFAULTS, type UuidToolInput } from './uuid-input'
import UuidPage from './uuid-page'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`uuid-page-${n++}`)
})
afterEach(async () => {
  await workspace.close()
})

const renderPage = () =>
  render(
    <WithWorkspace workspace={workspace}>
      <UuidPage />
    </WithWorkspace>,
  )
const uuids = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'UUIDs' }).value

it('applies Uppercase and Without hyphens to the UUIDs shown, and a new version makes new ones', async () => {
  const user = userEvent.setup()
  renderPage()
  const first = uuids()
  expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  await user.click(screen.getByRole('checkbox', { name: 'Uppercase' }))
  expect(uuids()).toBe(first.toUpperCase())
  await user.click(screen.getByRole('checkbox', { name: 'Without hyphens' }))
  expect(uuids()).toBe(first.toUpperCase().replace(/-/g, ''))
  await user.click(screen.getByRole('checkbox', { name: 'Uppercase' }))
  expect(uuids()).toBe(first.replace(/-/g, ''))

  const howMany = screen.getByRole('textbox', { name: 'How many' })
  await user.clear(howMany)
  await user.type(howMany, '3')
  await user.click(screen.getByRole('radio', { name: 'v7 (time-ordered)' }))
  expect(uuids()).toMatch(/^([0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}\n){2}[0-9a-f]{32}$/)
})

it.each(['0x10', '1e2', '1.0', '+5'])('takes only digits in How many, not %j', async (typed) => {
  const user = userEvent.setup()
  renderPage()
  const howMany = screen.getByRole('textbox', { name: 'How many' })
  await user.clear(howMany)
  await user.type(howMany, typed)
  expect(screen.getByText('How many must be a whole number from 1 to 100.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Generate UUIDs' })).toBeDisabled()
})

it('makes a new password when the options change in another tab', () => {
  renderPage()
  const password = screen.getByRole<HTMLInputElement>('textbox', { name: 'Password' })
  expect(password.value).toHaveLength(20)

  // Another tab: length 4, digits only.
  const key = toolInputKey(workspace.id, 'uuid')
  const options: UuidToolInput = {
    ...UUID_INPUT_DEFAULTS,
    length: 4,
    lowercase: false,
    upper: false,
    symbols: false,
  }
  act(() => {
    localStorage.setItem(key, JSON.stringify(options))
    dispatchEvent(new StorageEvent('storage', { key }))
  })
  expect(screen.getByText('Length: 4')).toBeInTheDocument()
  expect(password.value).toMatch(/^[0-9]{4}$/)

  act(() => {
    localStorage.setItem(key, JSON.stringify({ ...options, mode: 'passphrase' }))
    dispatchEvent(new StorageEvent('storage', { key }))
  })
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Passphrase' }).value).toMatch(
    /^[a-z]+(-[a-z]+){5}$/,
  )
})
