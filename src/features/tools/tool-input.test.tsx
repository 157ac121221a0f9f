import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, it } from 'vitest'
import * as z from 'zod/mini'
import '@/testing/fresh-indexeddb'
import { PREFERENCES_STORAGE_KEY, usePreferencesStore } from '@/data/preferences-store'
import type { Workspace } from '@/data/workspace'
import { limitStorage } from '@/testing/limited-storage'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { TOOL_INPUT_MAX, toolInputKey, useToolInput } from './tool-input'

const shape = { text: z.string(), spaces: z.number() }
const defaults = { text: '', spaces: 2 }
const open: Workspace[] = []

async function hookIn(name: string, tool = 'json') {
  const workspace = await openTestWorkspace(name)
  open.push(workspace)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithWorkspace workspace={workspace}>{children}</WithWorkspace>
  )
  return { workspace, ...renderHook(() => useToolInput(tool, shape, defaults), { wrapper }) }
}

afterEach(async () => {
  for (const workspace of open.splice(0)) await workspace.close()
})

it('keeps a tool’s input per workspace, across a remount', async () => {
  const first = await hookIn('tools-a')
  expect(first.result.current[0]).toEqual(defaults)
  act(() => first.result.current[1]({ text: '{"a":1}' }))
  expect(first.result.current[0]).toEqual({ text: '{"a":1}', spaces: 2 })
  first.unmount()

  const again = await hookIn('tools-a')
  expect(again.result.current[0].text).toBe('{"a":1}')
  const other = await hookIn('tools-b')
  expect(other.result.current[0]).toEqual(defaults)
})

it('reads what no longer fits as the defaults, field by field, and junk as nothing', async () => {
  localStorage.setItem(
    toolInputKey('tools-c', 'json'),
    JSON.stringify({ text: 'kept', spaces: 'x' }),
  )
  const { result } = await hookIn('tools-c')
  expect(result.current[0]).toEqual({ text: 'kept', spaces: 2 })
  localStorage.setItem(toolInputKey('tools-d', 'json'), '{not json')
  const junk = await hookIn('tools-d')
  expect(junk.result.current[0]).toEqual(defaults)
})

it('uses a text over the limit but does not remember it; the options are remembered', async () => {
  const first = await hookIn('tools-e')
  const long = 'x'.repeat(TOOL_INPUT_MAX + 1)
  act(() => first.result.current[1]({ text: long, spaces: 4 }))
  expect(first.result.current[0]).toEqual({ text: long, spaces: 4 })
  expect(first.result.current[2]).toBe('too-long')
  expect(localStorage.getItem(toolInputKey('tools-e', 'json'))).toBe('{"spaces":4}')
  first.unmount()

  const again = await hookIn('tools-e')
  expect(again.result.current[0]).toEqual({ text: '', spaces: 4 })
  expect(again.result.current[2]).toBe('kept')
  const exact = 'y'.repeat(TOOL_INPUT_MAX)
  act(() => again.result.current[1]({ text: exact }))
  expect(again.result.current[2]).toBe('kept')
  expect(localStorage.getItem(toolInputKey('tools-e', 'json'))).toContain(exact)
})

it('two large inputs leave the room the settings need', async () => {
  // The browser's quota, scaled down: just room for two long texts and nothing else.
  const long = 'x'.repeat(TOOL_INPUT_MAX + 1)
  const stored = (tool: string) =>
    toolInputKey('tools-f', tool).length + JSON.stringify({ text: long, spaces: 2 }).length
  limitStorage(stored('json') + stored('hash') + 10)
  const json = await hookIn('tools-f', 'json')
  const hash = await hookIn('tools-f', 'hash')
  act(() => json.result.current[1]({ text: long }))
  act(() => hash.result.current[1]({ text: long }))

  usePreferencesStore.getState().setTaskbar({ showSeconds: true })
  expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!).state.taskbar.showSeconds).toBe(
    true,
  )
})

it('says when the browser refuses to store an input, and keeps no older one in its place', async () => {
  const { result } = await hookIn('tools-g')
  act(() => result.current[1]({ text: 'first' }))
  limitStorage(0)
  act(() => result.current[1]({ text: 'second' }))
  expect(result.current[0].text).toBe('second')
  expect(result.current[2]).toBe('not-stored')
  expect(localStorage.getItem(toolInputKey('tools-g', 'json'))).toBeNull()
})
