import { act, fireEvent, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { clearToasts } from '@/components/ui/toast-store'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace } from '@/testing/test-workspace'
import { openDetails } from '../model/todos-ui-store'
import { openTodoDetails } from './test-details'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`todo-details-reminder-${n++}`)
  // Thursday 26 November 2026, 12:45. Only the clock: timers stay real for user-event.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 10, 26, 12, 45))
})
afterEach(async () => {
  act(() => openDetails(null))
  clearToasts()
  vi.useRealTimers()
  await workspace.close()
})

/** 'Todo details' of "Pills every day 8pm", added today. */
async function openPills() {
  const { dialog } = await openTodoDetails(workspace, {
    title: 'Pills',
    due: '2026-11-26',
    dueTime: '20:00',
    repeat: { rrule: 'FREQ=DAILY', fromCompletion: false },
  })
  return {
    dialog,
    // Date and time fields have no role in the DOM's accessibility tree: found by their labels.
    dueDate: within(dialog).getByLabelText('Due date'),
    time: within(dialog).getByLabelText('Time'),
    reminder: within(dialog).getByLabelText('Reminder'),
  }
}

it('moves a reminder set relative to the due date with a due date or time changed by hand', async () => {
  const user = userEvent.setup()
  const { dialog, dueDate, time, reminder } = await openPills()
  await user.click(within(dialog).getByRole('button', { name: '10 minutes before' }))
  expect(reminder).toHaveValue('2026-11-26T19:50')
  await user.click(within(dialog).getByRole('checkbox', { name: 'Complete this occurrence' }))
  expect(dueDate).toHaveValue('2026-11-27')
  expect(reminder).toHaveValue('2026-11-27T19:50')

  fireEvent.change(dueDate, { target: { value: '2026-12-10' } })
  expect(reminder).toHaveValue('2026-12-10T19:50')
  expect(within(dialog).getByText('Thu 10 Dec 19:50')).toBeInTheDocument()

  fireEvent.change(time, { target: { value: '21:30' } })
  expect(reminder).toHaveValue('2026-12-10T21:20')
})

it('moves “Morning of due day (09:00)” to the new due day', async () => {
  const user = userEvent.setup()
  const { dialog, dueDate, reminder } = await openPills()
  fireEvent.change(dueDate, { target: { value: '2026-11-28' } })
  await user.click(within(dialog).getByRole('button', { name: 'Morning of due day (09:00)' }))
  expect(reminder).toHaveValue('2026-11-28T09:00')
  fireEvent.change(dueDate, { target: { value: '2026-12-10' } })
  expect(reminder).toHaveValue('2026-12-10T09:00')
})

it('keeps a reminder at a time the user picked where it is', async () => {
  const { dueDate, time, reminder } = await openPills()
  fireEvent.change(reminder, { target: { value: '2026-11-26T18:15' } })
  fireEvent.change(dueDate, { target: { value: '2026-12-10' } })
  fireEvent.change(time, { target: { value: '07:00' } })
  expect(reminder).toHaveValue('2026-11-26T18:15')
})
