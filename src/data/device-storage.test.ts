// @vitest-environment happy-dom
import { beforeEach, expect, it } from 'vitest'
import { useToastStore } from '@/components/ui/toast-store'
import { workspaceEntryKey, WORKSPACE_ENTRY_MAX } from '@/lib/workspace-storage'
import { limitStorage } from '@/testing/limited-storage'
import { PREFERENCES_STORAGE_KEY, TASKBAR_DEFAULTS, usePreferencesStore } from './preferences-store'
import { THEME_STORAGE_KEY, useThemeStore } from './theme-store'

beforeEach(() => {
  usePreferencesStore.setState({ taskbar: TASKBAR_DEFAULTS })
  localStorage.clear()
  useToastStore.setState({ toasts: [] })
})

const storedTaskbar = () =>
  JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null')?.state.taskbar
const toasts = () => useToastStore.getState().toasts.map(({ kind, title }) => ({ kind, title }))

it('a setting the browser refuses to store applies in this tab, and the user is told', () => {
  limitStorage(0)
  expect(() => usePreferencesStore.getState().setTaskbar({ showSeconds: true })).not.toThrow()
  expect(usePreferencesStore.getState().taskbar.showSeconds).toBe(true)
  expect(storedTaskbar()).toBeUndefined()
  expect(toasts()).toEqual([{ kind: 'error', title: 'Settings not saved' }])
  expect(useToastStore.getState().toasts[0]!.message).toMatch(/storage for Hearth is full/)
  // The same refused value again (a re-render's write) is not told twice; the theme's is, by
  // the toast that shows (asked for again, not added again).
  usePreferencesStore.getState().setTaskbar({ showSeconds: true })
  expect(useToastStore.getState().toasts[0]!.repeats).toBe(0)
  expect(() => useThemeStore.getState().setRadius(4)).not.toThrow()
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
  expect(toasts()).toEqual([{ kind: 'error', title: 'Settings not saved' }])
  expect(useToastStore.getState().toasts[0]!.repeats).toBe(1)
})

it('makes room by forgetting tool inputs stored before they had a size limit', () => {
  const old = workspaceEntryKey('tool-input', 'workspace:personal', 'encode')
  localStorage.setItem(old, JSON.stringify({ text: 'x'.repeat(WORKSPACE_ENTRY_MAX + 1) }))
  limitStorage(WORKSPACE_ENTRY_MAX + 100)
  usePreferencesStore.getState().setTaskbar({ showSeconds: true })
  expect(storedTaskbar().showSeconds).toBe(true)
  expect(localStorage.getItem(old)).toBeNull()
  expect(toasts()).toEqual([])
})
