import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/toaster'
import { useToastStore } from '@/components/ui/toast-store'
import { GENERAL_DEFAULTS, usePreferencesStore } from '@/data/preferences-store'
import { limitStorage } from '@/testing/limited-storage'
import GeneralSettingsPage from './general-page'

beforeEach(() => {
  usePreferencesStore.setState(GENERAL_DEFAULTS)
  useToastStore.setState({ toasts: [] })
})

it('saves only on Save, with a success toast', async () => {
  const user = userEvent.setup()
  render(
    <>
      <GeneralSettingsPage />
      <Toaster />
    </>,
  )
  const save = screen.getByRole('button', { name: 'Save' })
  expect(save).toBeDisabled()
  await user.type(screen.getByLabelText('Display name'), '  Ada ')
  await user.selectOptions(screen.getByLabelText('Clock format'), '12-hour')
  await user.selectOptions(screen.getByLabelText('Week starts on'), 'Sunday')
  expect(usePreferencesStore.getState().displayName).toBe('')
  expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument()
  await user.click(save)
  expect(usePreferencesStore.getState()).toMatchObject({
    displayName: 'Ada',
    clockFormat: '12h',
    weekStartsOn: 'sunday',
  })
  expect(screen.getByText('Settings saved')).toBeInTheDocument()
  expect(save).toBeDisabled()
})

it('says the settings were not saved when the browser’s storage is full', async () => {
  const user = userEvent.setup()
  render(
    <>
      <GeneralSettingsPage />
      <Toaster />
    </>,
  )
  limitStorage(0)
  await user.type(screen.getByLabelText('Display name'), 'Alice')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(screen.getByText('Settings not saved')).toBeInTheDocument()
  expect(
    screen.getByText(
      'This browser’s storage for Hearth is full, so your change lasts only until Hearth is reloaded.',
    ),
  ).toBeInTheDocument()
  expect(screen.queryByText('Settings saved')).toBeNull()
  // It still applies in this tab.
  expect(usePreferencesStore.getState().displayName).toBe('Alice')
})

it('Reset brings back the saved values', async () => {
  const user = userEvent.setup()
  usePreferencesStore.setState({ displayName: 'Grace' })
  render(<GeneralSettingsPage />)
  const name = screen.getByLabelText('Display name')
  await user.clear(name)
  await user.type(name, 'Someone else')
  await user.click(screen.getByRole('button', { name: 'Reset' }))
  expect(name).toHaveValue('Grace')
  expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled()
})

it('shows a setting saved in another tab meanwhile, keeping the edits made here', async () => {
  const user = userEvent.setup()
  render(<GeneralSettingsPage />)
  const fromAnotherTab = (patch: Partial<typeof GENERAL_DEFAULTS>) =>
    act(() => usePreferencesStore.setState(patch))

  // Untouched here, it simply shows: no unsaved change to warn about.
  fromAnotherTab({ clockFormat: '12h' })
  expect(screen.getByLabelText('Clock format')).toHaveValue('12h')
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()

  await user.type(screen.getByLabelText('Display name'), 'Ada')
  fromAnotherTab({ dateFormat: 'yyyy-mm-dd' })
  expect(screen.getByLabelText('Display name')).toHaveValue('Ada')
  expect(screen.getByLabelText('Date format')).toHaveValue('yyyy-mm-dd')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(usePreferencesStore.getState()).toMatchObject({
    displayName: 'Ada',
    clockFormat: '12h',
    dateFormat: 'yyyy-mm-dd',
  })
})
