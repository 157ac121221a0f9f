import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, it } from 'vitest'
import * as z from 'zod/mini'
import '@/testing/fresh-indexeddb'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { toolInputKey, useToolInput } from './tool-input'

const shape = { text: z.string(), spaces: z.number() }
const defaults = { text: '', spaces: 2 }
const open: Workspace[] = []

async function hookIn(name: string) {
  const workspace = await openTestWorkspace(name)
  open.push(workspace)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithWorkspace workspace={workspace}>{children}</WithWorkspace>
  )
  return { workspace, ...renderHook(() => useToolInput('json', shape, defaults), { wrapper }) }
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
