// @vitest-environment happy-dom
import { beforeEach, expect, it } from 'vitest'
import { applyTheme, THEME_DEFAULTS, THEME_STORAGE_KEY, useThemeStore } from './theme-store'

beforeEach(() => useThemeStore.setState(THEME_DEFAULTS))

it('applies mode, radius, accent and the browser frame colour to the document', () => {
  const root = document.createElement('html')
  const color = document.createElement('meta')
  color.name = 'theme-color'
  document.head.append(color)
  applyTheme({ mode: 'dark', accent: 'green', customAccent: '', radius: 4 }, root)
  expect(color.content).toBe('#18181b')
  expect(root.classList.contains('dark')).toBe(true)
  expect(root.style.getPropertyValue('--radius')).toBe('4px')
  expect(root.dataset.accent).toBe('green')
  applyTheme({ mode: 'light', accent: 'default', customAccent: '', radius: 0 }, root)
  expect(root.classList.contains('dark')).toBe(false)
  expect(root.style.getPropertyValue('--radius')).toBe('0px')
  expect(color.content).toBe('#ffffff')
  color.remove()
})

it('clamps the radius to 0–16 whole pixels', () => {
  useThemeStore.getState().setRadius(40)
  expect(useThemeStore.getState().radius).toBe(16)
  useThemeStore.getState().setRadius(-3)
  expect(useThemeStore.getState().radius).toBe(0)
})

it('persists versioned state and reads junk back as defaults', async () => {
  useThemeStore.getState().setMode('light')
  expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!)).toMatchObject({
    version: 1,
    state: { mode: 'light' },
  })
  localStorage.setItem(
    THEME_STORAGE_KEY,
    JSON.stringify({ version: 1, state: { mode: 'neon', radius: 7, accent: 'plaid' } }),
  )
  await useThemeStore.persist.rehydrate()
  expect(useThemeStore.getState()).toMatchObject({ mode: 'dark', radius: 7, accent: 'default' })
})

it('keeps a custom colour as typed, even when it does not parse', () => {
  useThemeStore.getState().setCustomAccent('definitely-not-a-colour')
  expect(useThemeStore.getState()).toMatchObject({
    accent: 'custom',
    customAccent: 'definitely-not-a-colour',
  })
})
