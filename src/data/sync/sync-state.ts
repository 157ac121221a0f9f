import { useSyncExternalStore } from 'react'
import * as z from 'zod/mini'
import { storeDeviceSetting } from '../device-storage'

/**
 * This device's sync settings and state. The device's pairing (server, token) is kept in this
 * browser's localStorage, never in a workspace document: a token must not travel to other
 * devices with the data. Small and free of the sync code itself, so the taskbar can show the
 * state without loading it.
 */
export const SYNC_KEY = 'hearth:sync'

const deviceSchema = z.object({
  serverUrl: z.string().check(z.minLength(1), z.maxLength(500)),
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  userId: z.string().check(z.minLength(1), z.maxLength(100)),
  userName: z.string().check(z.maxLength(200)),
  deviceId: z.string().check(z.minLength(1), z.maxLength(100)),
  /** Workspaces (ids) this device syncs. */
  workspaces: z.array(z.string()),
})
export type SyncDevice = z.infer<typeof deviceSchema>

/**
 * off: not paired, or this workspace is not synced; connecting; syncing: changes on their way;
 * synced; offline: no connection (edits are kept and sent later); error: the server refused.
 */
export type SyncStatus = 'off' | 'connecting' | 'syncing' | 'synced' | 'offline' | 'error'

/** A workspace on the server that this device does not have. */
export interface ServerWorkspace {
  id: string
  name: string
  updatedAt: number
}

export interface SyncState {
  device: SyncDevice | null
  status: SyncStatus
  /** What went wrong, for status 'error'. */
  error: string | null
  /** Workspaces on the server and not on this device; null until the server has answered. */
  serverWorkspaces: ServerWorkspace[] | null
}

export function readDevice(): SyncDevice | null {
  try {
    const raw = localStorage.getItem(SYNC_KEY)
    if (!raw) return null
    const parsed = z.safeParse(deviceSchema, JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

let state: SyncState = {
  device: readDevice(),
  status: 'off',
  error: null,
  serverWorkspaces: null,
}
const listeners = new Set<() => void>()

export const getSyncState = () => state

export function setSyncState(patch: Partial<SyncState>) {
  state = { ...state, ...patch }
  for (const listener of [...listeners]) listener()
}

/** Stores (or, with null, forgets) this device's pairing. */
export function saveDevice(device: SyncDevice | null) {
  if (device) storeDeviceSetting(SYNC_KEY, JSON.stringify(device))
  else localStorage.removeItem(SYNC_KEY)
  setSyncState({ device })
}

/** Turns sync of one workspace on or off on this device (the sync manager follows). */
export function setWorkspaceSync(workspaceId: string, on: boolean) {
  const { device } = state
  if (!device) return
  const rest = device.workspaces.filter((id) => id !== workspaceId)
  saveDevice({ ...device, workspaces: on ? [...rest, workspaceId] : rest })
}

/**
 * Another tab paired this device, disconnected it or turned a workspace's sync on or off: this
 * tab follows at once (the browser tells every other tab of a change to localStorage). The sync
 * code follows the state: it starts, stops, or reconnects with the new pairing.
 */
function followOtherTabs(event: StorageEvent) {
  // A null key: the whole of localStorage was cleared.
  if (event.key !== SYNC_KEY && event.key !== null) return
  const device = readDevice()
  if (JSON.stringify(device) === JSON.stringify(state.device)) return
  setSyncState(device ? { device } : { device, status: 'off', error: null, serverWorkspaces: null })
}
if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTabs)

export function subscribeSync(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribeSync, getSyncState)
}

/** Words for each status, for the taskbar's tooltip and Settings. */
export const SYNC_STATUS_TEXT: Record<SyncStatus, string> = {
  off: 'Not synced',
  connecting: 'Connecting…',
  syncing: 'Syncing…',
  synced: 'Synced',
  offline: 'Offline: changes are kept and sent when the connection returns',
  error: 'Sync error',
}
