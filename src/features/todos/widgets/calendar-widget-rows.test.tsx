import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { holdReading, openTestWorkspace, settleRows } from '@/testing/test-workspace'
import { renderAt } from '@/testing/render-at'
import { dayOf, longDay } from '../model/days'
import CalendarWidget from './calendar-widget'

let workspace: Workspace
let n = 0

beforeEach(async () => {
  workspace = await openTestWorkspace(`calendar-widget-rows-${n++}`)
})
afterEach(async () => {
  vi.restoreAllMocks()
  await workspace.close()
})

it('counts the days’ open todos in the row store, without reading the todos, and again on a change', async () => {
  const today = dayOf(new Date())
  workspace
    .repository('todos')
    .createMany([
      ...Array.from({ length: 400 }, (_, i) => ({ title: `Someday ${i}` })),
      { title: 'Water plants', due: today },
      { title: 'Call mum', due: today },
      { title: 'Done already', due: today, done: true },
    ])
  await settleRows(workspace)
  // Never released: the todos are not read at all.
  holdReading(workspace, 'todos')
  renderAt(workspace, '/', <CalendarWidget id="widget:1" options={{}} setOptions={() => {}} />, '/')
  const grid = screen.getByRole('grid')
  await within(grid).findByRole('button', { name: `${longDay(today)}, 2 todos due` })
  act(() => void workspace.repository('todos').create({ title: 'Post a letter', due: today }))
  await within(grid).findByRole('button', { name: `${longDay(today)}, 3 todos due` })
  expect(workspace.store('todos').isLoaded).toBe(false)
})
