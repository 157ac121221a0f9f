import type * as Y from 'yjs'
import { session } from '../session'
import type { Workspace } from '../workspace'
import {
  closeSocket,
  documentName,
  isPermanentRefusal,
  reconnectLater,
  syncDocument,
  syncInOwner,
  type ProviderEvents,
} from './connection'
import { closeDirectory, openDirectory, reconcile } from './directory'
import { pageReaches } from './pending-pairing'
import { parseServerAddress } from './server-address'
import { getSyncState, setSyncState, subscribeSync, type SyncDevice } from './sync-state'
import { lead, onRelayed, relay, type Relayed } from './tab-relay'

/**
 * Keeps the active workspace's document in sync with this device's server, when the device is
 * paired and the workspace's sync is on: a Hocuspocus provider over the same Y.Doc that
 * IndexedDB persists, so edits made offline are stored locally and merged when the connection
 * returns. Switching workspaces switches documents. The user's directory of workspaces syncs
 * beside it on the same connection. Loaded only on a paired device, or when the user pairs one.
 * Of several tabs with the workspace open, one syncs it and the others show its status
 * (`tab-relay.ts`). A page that started from rows never decodes the document to sync it: the
 * document's owner in a worker syncs it over this page's socket (`syncInOwner`).
 */
let provider: { destroy(): void } | null = null
/** The workspace this tab syncs, or waits to sync while another tab does. */
let attached: string | null = null
/** Its document's name on the server. */
let attachedDoc: string | null = null
let giveUpLead = () => {}
let started = false
/** Set when the server refused this device for good: nothing reconnects until it pairs again. */
let refused = false

export const REFUSED_MESSAGE =
  'The server no longer accepts this device. Disconnect this device, then pair it again with a new code.'

function detach() {
  provider?.destroy()
  provider = null
  giveUpLead()
  giveUpLead = () => {}
  attached = null
  attachedDoc = null
}

/** Shows the other tabs of this workspace what this tab, which syncs it, knows. */
function relayStatus() {
  if (!provider || !attachedDoc) return
  const { status, error } = getSyncState()
  relay({ kind: 'status', doc: attachedDoc, status, error })
}

function onRelayedStatus(message: Relayed) {
  if (message.kind === 'hello' && message.doc === attachedDoc) relayStatus()
  // Another tab syncs this workspace: its status is this tab's.
  if (message.kind === 'status' && message.doc === attachedDoc && !provider) {
    setSyncState({ status: message.status, error: message.error })
    watchLeader?.()
  }
}

/** Stops every sync of this device: the workspace, the directory and the socket. */
export function stopAll() {
  detach()
  closeDirectory()
  closeSocket()
}

function onRefused(reason: string) {
  if (isPermanentRefusal(reason)) {
    refused = true
    // Not from inside the provider's own event: destroying it there would cut its handler short.
    queueMicrotask(stopAll)
    setSyncState({ status: 'error', error: REFUSED_MESSAGE })
  } else {
    // Busy or restarting: not an error to report, as the connection is made again by itself.
    setSyncState({ status: 'connecting', error: null })
    reconnectLater()
  }
}

function refresh() {
  const { device } = getSyncState()
  if (!device || refused) return
  const address = parseServerAddress(device.serverUrl)
  if ('error' in address) return setSyncState({ status: 'error', error: address.error })
  // A tab opened before the device was paired may not reach the server (public/pre-paint.js):
  // it never syncs itself, and shows what a tab that does relays.
  const reachable = pageReaches(address)
  openDirectory(address.wsUrl, device, onRefused, reachable)
  reconcile()
  const workspace = session.workspace
  const wanted =
    workspace && workspace.mode === 'ready' && device.workspaces.includes(workspace.id)
      ? workspace
      : null
  if (wanted && attached === wanted.id) return
  detach()
  if (!wanted) return setSyncState({ status: 'off', error: null })
  attached = wanted.id
  const doc = (attachedDoc = documentName(device, wanted.id))
  setSyncState({ status: navigator.onLine ? 'connecting' : 'offline', error: null })
  relay({ kind: 'hello', doc })
  if (!reachable) return followOnly(doc)
  let given = true
  const release = lead(`hearth:sync:${doc}`, () => {
    // After a start from rows, the document's owner syncs it, off the page.
    const owner = wanted.hasDoc ? null : wanted.commands.sink()
    if (owner) return connect(address.wsUrl, device, wanted, owner.requests)
    void wanted.loadDoc().then(
      (ydoc) => given && attached === wanted.id && connect(address.wsUrl, device, wanted, ydoc),
      () => {},
    )
  })
  giveUpLead = () => {
    given = false
    release()
  }
}

/** What a tab that may not reach the server says when no tab syncs its workspace. */
export const RELOAD_TO_SYNC = 'This tab was open before the device was paired. Reload it to sync.'

/** For a tab that may not reach the server: looks again for no tab syncing (`followOnly`). */
let watchLeader: (() => void) | null = null

/**
 * For a tab that may not reach the server (`pageReaches`): it shows the status the tab that
 * syncs the workspace relays (`onRelayedStatus`). It waits in line for the lock that tab holds:
 * given it, no tab syncs the workspace any more, so it says a reload lets this one sync, hands
 * the lock back at once (a tab opened since may sync), and waits again once a tab relays.
 */
function followOnly(doc: string) {
  let release = () => {}
  let waiting = false
  const watch = () => {
    waiting = false
    release = lead(`hearth:sync:${doc}`, () => {
      setSyncState({ status: 'error', error: RELOAD_TO_SYNC })
      // Handed back once `lead` holds it (not from inside its callback).
      queueMicrotask(() => {
        release()
        waiting = true
      })
    })
  }
  watch()
  watchLeader = () => waiting && watch()
  giveUpLead = () => {
    release()
    watchLeader = null
  }
}

function connect(
  wsUrl: string,
  device: SyncDevice,
  wanted: Workspace,
  target: Y.Doc | Parameters<typeof syncInOwner>[1],
) {
  // Progress reported while the connection is down (an edit made offline, the provider's own
  // resync) leaves the status at 'offline': it used to turn it into 'Syncing…' until back online.
  let disconnected = false
  const current = { destroy: () => {} }
  const events: ProviderEvents = {
    onStatus: (status) => {
      if (provider !== current) return
      disconnected = status === 'disconnected'
      if (disconnected) setSyncState({ status: 'offline' })
      else if (status === 'connecting') setSyncState({ status: 'connecting' })
    },
    onProgress: (synced) => {
      if (provider !== current || disconnected) return
      setSyncState({ status: synced ? 'synced' : 'syncing', error: null })
    },
    onRefused: (reason) => provider === current && onRefused(reason),
    // Read-only until reloaded: the server refuses this device's writes to it from now on.
    onNewerSchema: () => queueMicrotask(() => wanted.outdated()),
  }
  // The browser says it is offline: shown at once, not when the socket's close ends (which
  // waits for a closing handshake that cannot be sent, and can take seconds).
  const wentOffline = () => {
    if (provider !== current) return
    disconnected = true
    setSyncState({ status: 'offline' })
  }
  window.addEventListener('offline', wentOffline)
  provider = current
  const options = { device, docId: wanted.id, ...events }
  const synced =
    'sync' in target
      ? syncInOwner(wsUrl, target, options)
      : syncDocument(wsUrl, { ...options, doc: target })
  current.destroy = () => {
    window.removeEventListener('offline', wentOffline)
    synced.destroy()
  }
  relayStatus()
}

/** Which pairing this tab syncs with: another tab may pair the device again, or disconnect it. */
const pairing = (device: SyncDevice | null) =>
  device ? `${device.serverUrl} ${device.userId} ${device.token}` : null

/** Starts following the session and the device's settings (once). */
export function startSync() {
  if (started) return refresh()
  started = true
  let pairedAs = pairing(getSyncState().device)
  session.subscribe(refresh)
  onRelayed(onRelayedStatus)
  subscribeSync(() => {
    const { device } = getSyncState()
    if (pairing(device) !== pairedAs) {
      // Disconnected, or paired again (in this tab or another): nothing synced with the old
      // pairing goes on, and what the server refused it is not held against the new one.
      pairedAs = pairing(device)
      stopAll()
      refused = false
      if (device) refresh()
      return
    }
    relayStatus()
    const workspace = session.workspace
    // Only a change of pairing or of the workspaces synced needs the provider changed.
    // A read-only workspace is never synced (refresh() skips it): asking again would loop.
    const on =
      !!device &&
      !!workspace &&
      workspace.mode === 'ready' &&
      device.workspaces.includes(workspace.id)
    if (on !== (attached !== null && attached === workspace?.id)) refresh()
    reconcile()
  })
  refresh()
}

/** After pairing again: what the server refused before may be accepted now. */
export function resetRefusal() {
  refused = false
}
