// @vitest-environment happy-dom
import { beforeEach, expect, it } from 'vitest'
import {
  arrangeSections,
  GENERAL_DEFAULTS,
  PREFERENCES_STORAGE_KEY,
  TASKBAR_DEFAULTS,
  TASKBAR_SECTIONS,
  usePreferencesStore,
} from './preferences-store'

beforeEach(() => {
  localStorage.clear()
  usePreferencesStore.setState({ ...GENERAL_DEFAULTS, taskbar: TASKBAR_DEFAULTS })
})

it('loads preferences stored before the taskbar settings, with the taskbar defaults', async () => {
  localStorage.setItem(
    PREFERENCES_STORAGE_KEY,
    JSON.stringify({
      version: 1,
      state: { ...GENERAL_DEFAULTS, displayName: 'Ada', clockFormat: '12h' },
    }),
  )
  await usePreferencesStore.persist.rehydrate()
  expect(usePreferencesStore.getState()).toMatchObject({
    displayName: 'Ada',
    clockFormat: '12h',
    taskbar: TASKBAR_DEFAULTS,
  })
})

it('stores taskbar changes and reads unfit stored fields as their defaults', async () => {
  usePreferencesStore.getState().setTaskbar({ showLabels: true, hidden: ['notes'] })
  expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!)).toMatchObject({
    version: 1,
    state: { taskbar: { showLabels: true, hidden: ['notes'] } },
  })
  localStorage.setItem(
    PREFERENCES_STORAGE_KEY,
    JSON.stringify({
      version: 1,
      state: { taskbar: { iconSize: 'huge', showSeconds: true, order: 'todos' } },
    }),
  )
  await usePreferencesStore.persist.rehydrate()
  expect(usePreferencesStore.getState().taskbar).toEqual({
    ...TASKBAR_DEFAULTS,
    showSeconds: true,
  })
})

it('arranges sections in the stored order, dropping unknown keys and adding new ones', () => {
  const arranged = arrangeSections(TASKBAR_SECTIONS, {
    order: ['tools', 'gone', 'overview', 'tools', 'todos'],
    hidden: ['todos', 'overview'],
  })
  expect(arranged).toEqual([
    { key: 'tools', shown: true },
    { key: 'overview', shown: true },
    { key: 'todos', shown: false },
    { key: 'notes', shown: true },
    { key: 'bookmarks', shown: true },
  ])
})

it('keeps defaults for new widgets by kind, and reads unfit stored ones as none', async () => {
  usePreferencesStore.getState().setWidgetDefaults('clock', { zones: ['Asia/Tokyo'] })
  expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!).state.widgetDefaults).toEqual({
    clock: { zones: ['Asia/Tokyo'] },
  })
  usePreferencesStore.getState().setWidgetDefaults('clock', {})
  expect(usePreferencesStore.getState().widgetDefaults).toEqual({})
  // Stored by an older Hearth (none), or damaged: no defaults, everything else kept.
  localStorage.setItem(
    PREFERENCES_STORAGE_KEY,
    JSON.stringify({ version: 1, state: { displayName: 'Robin', widgetDefaults: ['clock'] } }),
  )
  await usePreferencesStore.persist.rehydrate()
  expect(usePreferencesStore.getState()).toMatchObject({ displayName: 'Robin', widgetDefaults: {} })
})

it('follows a change stored by another tab, so its next change keeps that one', async () => {
  usePreferencesStore.getState().setTaskbar({ showLabels: true })
  // Another tab of the same browser turns on seconds: it writes its whole state, then this tab
  // hears of it.
  const stored = JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!)
  stored.state.taskbar.showSeconds = true
  localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(stored))
  window.dispatchEvent(new StorageEvent('storage', { key: PREFERENCES_STORAGE_KEY }))
  await expect.poll(() => usePreferencesStore.getState().taskbar.showSeconds).toBe(true)

  usePreferencesStore.getState().saveGeneral({ ...GENERAL_DEFAULTS, clockFormat: '12h' })
  expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!).state).toMatchObject({
    clockFormat: '12h',
    taskbar: { showLabels: true, showSeconds: true },
  })
})
