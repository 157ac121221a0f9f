// @vitest-environment happy-dom
import { beforeEach, expect, it } from 'vitest'
import {
  forgetOversizedEntries,
  forgetWorkspaceEntries,
  WORKSPACE_ENTRY_MAX,
  workspaceEntryKey,
} from './workspace-storage'

beforeEach(() => localStorage.clear())

it('forgets every entry of one workspace, not of another whose id starts the same', () => {
  localStorage.setItem(workspaceEntryKey('tool-input', 'workspace:a', 'hash'), 'a')
  localStorage.setItem(workspaceEntryKey('tool-input', 'workspace:a', 'json'), 'a')
  localStorage.setItem(workspaceEntryKey('tool-input', 'workspace:ab', 'hash'), 'ab')
  localStorage.setItem('hearth:preferences', 'p')
  forgetWorkspaceEntries('workspace:a')
  expect(Object.keys(localStorage).sort()).toEqual([
    'hearth:preferences',
    'hearth:tool-input:workspace:ab:hash',
  ])
})

it('makes room by forgetting only the entries over the limit', () => {
  const big = workspaceEntryKey('tool-input', 'workspace:a', 'encode')
  const small = workspaceEntryKey('tool-input', 'workspace:a', 'hash')
  localStorage.setItem(big, 'x'.repeat(WORKSPACE_ENTRY_MAX + 1))
  localStorage.setItem(small, 'x'.repeat(WORKSPACE_ENTRY_MAX))
  localStorage.setItem('hearth:first-view', 'x'.repeat(WORKSPACE_ENTRY_MAX + 1))
  expect(forgetOversizedEntries()).toBe(1)
  expect(localStorage.getItem(big)).toBeNull()
  expect(localStorage.getItem(small)).not.toBeNull()
  expect(localStorage.getItem('hearth:first-view')).not.toBeNull()
})
