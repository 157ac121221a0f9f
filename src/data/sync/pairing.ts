// The document's code, which importing makes available to `yjs()` (`doc/yjs.ts`).
import '../doc/yjs-kit'
import * as Y from 'yjs'
import * as z from 'zod/mini'
import { holdsOnlyDefaults } from '../doc/defaults'
import { IdbPersistence } from '../persistence/idb-persistence'
import { session } from '../session'
import { workspaceDbName } from '../workspace'
import { followServerCopy } from './adopt'
import { fetchCopy } from './connection'
import { pageConnectsTo } from '@/lib/csp'
import { pageReaches } from './pending-pairing'
import { parseServerAddress } from './server-address'
import { resetRefusal, startSync, stopAll } from './sync-manager'
import {
  getSyncState,
  saveDevice,
  setSyncState,
  setWorkspaceSync,
  type SyncDevice,
} from './sync-state'

/** Pairing a device with a sync server, unpairing it, and pulling a workspace down from it. */

const pairedSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  userName: z.string(),
  deviceId: z.string().check(z.minLength(1)),
})

/** How long a pull waits for the server's copy before giving up. */
const PULL_TIMEOUT_MS = 20_000
/** How long pairing waits for the server's copy of the active workspace before merging. */
const FOLLOW_TIMEOUT_MS = 10_000

/** A name for this device on the server's list ('Chrome on Linux'). */
function deviceName(): string {
  const agent = navigator.userAgent
  const browser = /Firefox\//.test(agent) ? 'Firefox' : /Edg\//.test(agent) ? 'Edge' : 'Chrome'
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Mac OS/.test(agent)
        ? 'macOS'
        : /Windows/.test(agent)
          ? 'Windows'
          : 'Linux'
  return `${browser} on ${system}`
}

/** Said when this tab may not reach the server: it was open before the device was paired. */
export const RELOAD_TO_REACH =
  'This tab was open before the device was paired: reload it to reach the sync server.'

async function post(url: string, body: unknown, token?: string): Promise<Response> {
  // Its policy does not name the server (public/pre-paint.js): asking would only be refused.
  if (!pageConnectsTo(url)) throw new Error(RELOAD_TO_REACH)
  return fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
}

/** The server's reason for refusing a request, as an Error meant for the user. */
async function refusal(response: Response): Promise<Error> {
  const body: unknown = await response.json().catch(() => null)
  const message = (body as { error?: unknown } | null)?.error
  return new Error(
    typeof message === 'string' ? message : `The server refused (${response.status}).`,
  )
}

/**
 * Pairs this device with a server using a pairing code ('npm run server -- add-user NAME'
 * prints one). The active workspace is synced from then on. Throws an Error whose message is
 * meant for the user.
 */
export async function connectDevice(serverAddress: string, pairingCode: string): Promise<void> {
  const address = parseServerAddress(serverAddress)
  if ('error' in address) throw new Error(address.error)
  const code = pairingCode.trim()
  if (!code) throw new Error('Enter the pairing code the server printed.')
  let response: Response
  try {
    response = await post(`${address.httpUrl}/pair`, { code, deviceName: deviceName() })
  } catch {
    throw new Error(`Could not reach a sync server at ${address.httpUrl}.`)
  }
  if (!response.ok) throw await refusal(response)
  const body: unknown = await response.json().catch(() => null)
  const paired = z.safeParse(pairedSchema, body)
  if (!paired.success) throw new Error('The server answered in a way Hearth does not understand.')
  const workspace = session.workspace
  stopAll()
  resetRefusal()
  const device: SyncDevice = {
    serverUrl: address.httpUrl,
    ...paired.data,
    workspaces: workspace ? [workspace.id] : [],
  }
  if (workspace) await followServerIfNew(address.wsUrl, device, workspace.id)
  saveDevice(device)
  startSync()
}

/**
 * Before the active workspace `id` first syncs: if it holds only what a new workspace starts
 * with (a browser where Hearth was only opened), it takes the layout the server's copy has (see
 * followServerCopy). Should that copy not come, the two merge as they are.
 */
async function followServerIfNew(wsUrl: string, device: SyncDevice, id: string) {
  const workspace = session.workspace
  if (workspace?.id !== id || workspace.mode !== 'ready') return
  const doc = await workspace.loadDoc().catch(() => null)
  if (!doc || !holdsOnlyDefaults(doc)) return
  const copy = new Y.Doc()
  try {
    await fetchCopy(wsUrl, { device, docId: id, doc: copy }, FOLLOW_TIMEOUT_MS)
    if (session.workspace === workspace) followServerCopy(doc, copy)
  } catch {
    // Merged as they are.
  } finally {
    copy.destroy()
  }
}

/**
 * Turns sync of the active workspace `id` on ('Sync this workspace'), as pairing does: a
 * workspace that holds only defaults first takes the layout the server has.
 */
export async function syncWorkspace(id: string): Promise<void> {
  const { device } = getSyncState()
  if (!device) return
  const address = parseServerAddress(device.serverUrl)
  if (!('error' in address)) await followServerIfNew(address.wsUrl, device, id)
  setWorkspaceSync(id, true)
}

/**
 * Stops syncing and forgets this device's pairing; the data stays on this device and on the
 * server. The server is asked to revoke the device's token; false when it could not be told
 * (then `npm run server -- remove-device` revokes it there).
 */
export async function disconnectDevice(): Promise<boolean> {
  const { device } = getSyncState()
  stopAll()
  saveDevice(null)
  setSyncState({ status: 'off', error: null })
  resetRefusal()
  if (!device) return true
  try {
    const response = await post(`${device.serverUrl}/unpair`, {}, device.token)
    // 401: the server had already forgotten the device; either way it is not paired now.
    return response.ok || response.status === 401
  } catch {
    return false
  }
}

/**
 * Brings a workspace that is on the server but not on this device down to it: its document is
 * fetched whole and stored before the workspace is listed, so it opens with the server's content
 * (and no defaults of its own), then it syncs and opens. Throws an Error meant for the user.
 */
export async function pullWorkspace(id: string): Promise<void> {
  const { device, serverWorkspaces } = getSyncState()
  const entry = serverWorkspaces?.find((workspace) => workspace.id === id)
  if (!device || !entry) throw new Error('That workspace is no longer on the server.')
  if (!session.registry) throw new Error('The workspaces are still opening. Try again.')
  if (!navigator.onLine) throw new Error('This device is offline. Try again when it is online.')
  const address = parseServerAddress(device.serverUrl)
  if ('error' in address) throw new Error(address.error)
  if (!pageReaches(address)) throw new Error(RELOAD_TO_REACH)
  const doc = new Y.Doc()
  try {
    await fetchCopy(address.wsUrl, { device, docId: id, doc }, PULL_TIMEOUT_MS)
    const persistence = new IdbPersistence(workspaceDbName(id), doc)
    await persistence.whenLoaded
    await persistence.destroy()
  } finally {
    doc.destroy()
  }
  session.registry.adopt(id, entry.name, entry.updatedAt)
  setWorkspaceSync(id, true)
  await session.switchTo(id)
}

/**
 * Deletes a workspace from the server ('Remove from server', for one this device does not have):
 * its document, and its entry in the list every device shows. The server refuses while a device
 * syncs it. Throws an Error meant for the user.
 */
export async function removeFromServer(id: string): Promise<void> {
  const { device } = getSyncState()
  if (!device) throw new Error('This device is not paired.')
  let response: Response
  try {
    response = await post(`${device.serverUrl}/remove-workspace`, { workspace: id }, device.token)
  } catch (error) {
    if (error instanceof Error && error.message === RELOAD_TO_REACH) throw error
    throw new Error(`Could not reach the sync server at ${device.serverUrl}.`)
  }
  if (!response.ok) throw await refusal(response)
  if (device.workspaces.includes(id)) setWorkspaceSync(id, false)
  // Off the list at once; the list's own sync says the same a moment later.
  const listed = getSyncState().serverWorkspaces
  if (listed) setSyncState({ serverWorkspaces: listed.filter((entry) => entry.id !== id) })
}
