// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest'
import { getSyncState, setSyncState, SYNC_KEY, type SyncDevice } from './sync-state'

const device: SyncDevice = {
  serverUrl: 'https://sync.example',
  token: 'token-1',
  userId: 'alice',
  userName: 'Alice',
  deviceId: 'device-1',
  workspaces: ['personal'],
}

/** What this tab sees when another tab of the same browser writes the key (or removes it). */
function writtenInAnotherTab(key: string, value: unknown) {
  if (value === null) localStorage.removeItem(key)
  else localStorage.setItem(key, JSON.stringify(value))
  window.dispatchEvent(new StorageEvent('storage', { key }))
}

afterEach(() => {
  localStorage.clear()
  setSyncState({ device: null, status: 'off', error: null, serverWorkspaces: null })
})

it('follows a pairing, a change of synced workspaces and a disconnection made in another tab', () => {
  expect(getSyncState().device).toBeNull()
  writtenInAnotherTab(SYNC_KEY, device)
  expect(getSyncState().device).toEqual(device)

  writtenInAnotherTab(SYNC_KEY, { ...device, workspaces: ['personal', 'work'] })
  expect(getSyncState().device?.workspaces).toEqual(['personal', 'work'])

  setSyncState({ status: 'synced', serverWorkspaces: [] })
  writtenInAnotherTab(SYNC_KEY, null)
  expect(getSyncState()).toMatchObject({ device: null, status: 'off', serverWorkspaces: null })
})

it('leaves the state alone for other keys and for a write that changes nothing', () => {
  writtenInAnotherTab(SYNC_KEY, device)
  const before = getSyncState()
  writtenInAnotherTab('hearth:theme', { state: {} })
  writtenInAnotherTab(SYNC_KEY, device)
  expect(getSyncState()).toBe(before)
})
