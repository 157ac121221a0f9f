import { HocuspocusProvider } from '@hocuspocus/provider'
import * as z from 'zod/mini'
import { session } from '../session'
import { parseServerAddress } from './server-address'
import {
  getSyncState,
  saveDevice,
  setSyncState,
  subscribeSync,
  type SyncDevice,
} from './sync-state'

/**
 * Keeps the active workspace's document in sync with this device's server, when the device is
 * paired and the workspace's sync is on: a Hocuspocus provider over the same Y.Doc that
 * IndexedDB persists, so edits made offline are stored locally and merged when the connection
 * returns. Switching workspaces switches documents. Loaded only on a paired device, or when
 * the user pairs one.
 */
let provider: HocuspocusProvider | null = null
let attached: string | null = null
let started = false

/** The server's name for a workspace's document: in the user's own namespace. */
export const documentName = (device: SyncDevice, workspaceId: string) =>
  `${device.userId}/${workspaceId}`

function detach() {
  provider?.destroy()
  provider = null
  attached = null
}

function refresh() {
  const { device } = getSyncState()
  const workspace = session.workspace
  const wanted =
    device && workspace && workspace.mode === 'ready' && device.workspaces.includes(workspace.id)
      ? workspace
      : null
  if (wanted && attached === wanted.id && provider) return
  detach()
  if (!wanted || !device) return setSyncState({ status: 'off', error: null })
  const address = parseServerAddress(device.serverUrl)
  if ('error' in address) return setSyncState({ status: 'error', error: address.error })
  attached = wanted.id
  setSyncState({ status: navigator.onLine ? 'connecting' : 'offline', error: null })
  const current: HocuspocusProvider = new HocuspocusProvider({
    url: address.wsUrl,
    name: documentName(device, wanted.id),
    document: wanted.doc,
    token: device.token,
    onStatus: ({ status }) => {
      if (provider !== current || getSyncState().status === 'error') return
      if (status === 'disconnected') setSyncState({ status: 'offline' })
      else if (status === 'connecting') setSyncState({ status: 'connecting' })
    },
    onSynced: () => provider === current && showProgress(current),
    onUnsyncedChanges: () => provider === current && showProgress(current),
    onAuthenticationFailed: () => {
      if (provider !== current) return
      setSyncState({
        status: 'error',
        error:
          'The server no longer accepts this device. Disconnect this device, then pair it again with a new code.',
      })
    },
  })
  provider = current
}

function showProgress(current: HocuspocusProvider) {
  if (getSyncState().status === 'error') return
  setSyncState({ status: current.isSynced && !current.unsyncedChanges ? 'synced' : 'syncing' })
}

/** Starts following the session and the device's settings (once). */
export function startSync() {
  if (started) return
  started = true
  session.subscribe(refresh)
  subscribeSync(() => {
    const { device } = getSyncState()
    const workspace = session.workspace
    // Only a change of pairing or of the workspaces synced needs the provider changed.
    const on = !!device && !!workspace && device.workspaces.includes(workspace.id)
    if (on !== (attached !== null && attached === workspace?.id)) refresh()
  })
  refresh()
}

const pairedSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  userName: z.string(),
  deviceId: z.string().check(z.minLength(1)),
})

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
    response = await fetch(`${address.httpUrl}/pair`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code, deviceName: deviceName() }),
    })
  } catch {
    throw new Error(`Could not reach a sync server at ${address.httpUrl}.`)
  }
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const message = (body as { error?: unknown } | null)?.error
    throw new Error(
      typeof message === 'string' ? message : `The server refused (${response.status}).`,
    )
  }
  const paired = z.safeParse(pairedSchema, body)
  if (!paired.success) throw new Error('The server answered in a way Hearth does not understand.')
  const workspace = session.workspace
  saveDevice({
    serverUrl: address.httpUrl,
    ...paired.data,
    workspaces: workspace ? [workspace.id] : [],
  })
  startSync()
}

/** Stops syncing and forgets this device's pairing; the data stays on this device. */
export function disconnectDevice() {
  detach()
  saveDevice(null)
  setSyncState({ status: 'off', error: null })
}

/** Turns sync of one workspace on or off on this device. */
export function setWorkspaceSync(workspaceId: string, on: boolean) {
  const { device } = getSyncState()
  if (!device) return
  const rest = device.workspaces.filter((id) => id !== workspaceId)
  saveDevice({ ...device, workspaces: on ? [...rest, workspaceId] : rest })
}
