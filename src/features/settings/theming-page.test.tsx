import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, expect, it } from 'vitest'
import { THEME_DEFAULTS, THEME_STORAGE_KEY, useThemeStore } from '@/data/theme-store'
import ThemingSettingsPage from './theming-page'

beforeEach(() => {
  localStorage.clear()
  useThemeStore.setState(THEME_DEFAULTS)
})

/** What this tab does when another tab stores the theme: it reads it again. */
const storedInAnotherTab = (patch: Partial<typeof THEME_DEFAULTS>) =>
  act(async () => {
    localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ state: { ...useThemeStore.getState(), ...patch }, version: 1 }),
    )
    await useThemeStore.persist.rehydrate()
  })

it('shows a custom colour typed in another tab, and choosing Custom keeps it', async () => {
  const user = userEvent.setup()
  render(<ThemingSettingsPage />)
  const field = screen.getByLabelText('Custom colour')
  expect(field).toHaveValue('')

  await storedInAnotherTab({ accent: 'custom', customAccent: '#e11d48' })
  expect(field).toHaveValue('#e11d48')

  await user.click(screen.getByRole('radio', { name: 'Green' }))
  await user.click(screen.getByRole('radio', { name: 'Custom' }))
  expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked()
  expect(field).toHaveValue('#e11d48')
  expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!).state).toMatchObject({
    accent: 'custom',
    customAccent: '#e11d48',
  })
})

it('saves the custom colour as it is typed, and Restore default theme empties the field', async () => {
  const user = userEvent.setup()
  render(<ThemingSettingsPage />)
  const field = screen.getByLabelText('Custom colour')
  await user.type(field, 'tomato')
  expect(useThemeStore.getState()).toMatchObject({ accent: 'custom', customAccent: 'tomato' })
  expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked()
  // No longer than the stored settings keep.
  expect(field).toHaveAttribute('maxlength', '200')
  await user.click(screen.getByRole('button', { name: 'Restore default theme' }))
  expect(field).toHaveValue('')
  expect(screen.getByRole('radio', { name: 'Default' })).toBeChecked()
})
