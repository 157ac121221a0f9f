import { act, fireEvent, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { GENERAL_DEFAULTS, usePreferencesStore } from '@/data/preferences-store'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace } from '@/testing/test-workspace'
import { openDetails } from '../model/todos-ui-store'
import { openTodoDetails } from './test-details'

let workspace: Workspace
beforeEach(async () => {
  workspace = await openTestWorkspace('todo-details-due')
  // Thursday 26 November 2026. Only the clock: timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 10, 26, 12, 45))
  usePreferencesStore.setState({ ...GENERAL_DEFAULTS, clockFormat: '12h' })
})
afterEach(async () => {
  act(() => openDetails(null))
  vi.useRealTimers()
  usePreferencesStore.setState(GENERAL_DEFAULTS)
  await workspace.close()
})

async function openDetailsOf(fields: { due: string | null; dueTime: string | null }) {
  const { dialog } = await openTodoDetails(workspace, { title: 'Call the plumber', ...fields })
  // Date and time fields have no role in the DOM's accessibility tree: found by their labels.
  return {
    dueDate: within(dialog).getByLabelText('Due date'),
    time: within(dialog).getByLabelText('Time'),
  }
}

it('says the due day and time as the app writes them, on the clock chosen in Settings', async () => {
  const { dueDate, time } = await openDetailsOf({ due: '2026-11-27', dueTime: '17:05' })
  // The browser's own time field writes 17:05 or 5:05 PM as its language does.
  expect(time).toHaveValue('17:05')
  expect(time).toHaveAccessibleDescription('5:05 PM')
  expect(dueDate).toHaveAccessibleDescription('Tomorrow')

  fireEvent.change(time, { target: { value: '09:30' } })
  expect(time).toHaveAccessibleDescription('9:30 AM')
  act(() => usePreferencesStore.setState({ clockFormat: '24h' }))
  expect(time).toHaveAccessibleDescription('09:30')

  fireEvent.change(dueDate, { target: { value: '2026-12-07' } })
  expect(dueDate).toHaveAccessibleDescription('Mon 7 Dec')
})

it('asks for a date before a time, and says nothing of a time not set', async () => {
  const { dueDate, time } = await openDetailsOf({ due: null, dueTime: null })
  expect(time).toBeDisabled()
  expect(time).toHaveAccessibleDescription('Needs a date')
  expect(dueDate).toHaveAccessibleDescription('')
  fireEvent.change(dueDate, { target: { value: '2026-11-26' } })
  expect(dueDate).toHaveAccessibleDescription('Today')
  expect(time).toBeEnabled()
  expect(time).toHaveAccessibleDescription('')
})
