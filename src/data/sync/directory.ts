import type { HocuspocusProvider } from '@hocuspocus/provider'
// The document's code, which importing makes available to `yjs()` (`doc/yjs.ts`).
import '../doc/yjs-kit'
import * as Y from 'yjs'
import * as z from 'zod/mini'
import { session } from '../session'
import { workspaceNameSchema } from '../workspace-info'
import { documentName, syncDocument } from './connection'
import { getSyncState, setSyncState, type ServerWorkspace, type SyncDevice } from './sync-state'
import { lead, onRelayed, relay } from './tab-relay'

/**
 * The user's directory on the server: one small document (`<userId>/directory`) that lists the
 * workspaces synced from any device, id → name and when the name was last set. Each device
 * adds the workspaces it syncs, takes a newer name given elsewhere, and shows the ones it does
 * not have under 'Workspaces on the server'. Kept in memory: the server is its home.
 */
export const DIRECTORY_ID = 'directory'

const entrySchema = z.object({ name: workspaceNameSchema, updatedAt: z.number() })

let doc: Y.Doc | null = null
let provider: HocuspocusProvider | null = null
let loaded = false
/** Set while this tab syncs the directory, or waits to while another tab does. */
let giveUpLead: (() => void) | null = null
let stopListening = () => {}

const entries = () => doc?.getMap<unknown>('workspaces')

/**
 * Syncs the directory in one tab of the device (`tab-relay.ts`); the others show the list of
 * workspaces on the server that tab relays.
 */
export function openDirectory(
  wsUrl: string,
  device: SyncDevice,
  onRefused: (reason: string) => void,
  /** Whether this tab may reach the server (`pageReaches`): one that may not only follows. */
  reachable = true,
) {
  if (giveUpLead) return
  stopListening = onRelayed((message) => {
    if (message.kind === 'hello' && !message.doc && provider) relayList()
    if (message.kind === 'server-workspaces' && !provider)
      setSyncState({ serverWorkspaces: message.list })
  })
  relay({ kind: 'hello' })
  if (!reachable) {
    giveUpLead = () => {}
    return
  }
  giveUpLead = lead(`hearth:sync:${documentName(device, DIRECTORY_ID)}`, () => {
    doc = new Y.Doc()
    loaded = false
    entries()!.observe(reconcile)
    provider = syncDocument(wsUrl, {
      device,
      docId: DIRECTORY_ID,
      doc,
      onProgress: () => {
        loaded = true
        reconcile()
      },
      onRefused,
    })
  })
}

export function closeDirectory() {
  giveUpLead?.()
  giveUpLead = null
  stopListening()
  provider?.destroy()
  doc?.destroy()
  provider = null
  doc = null
  loaded = false
  setSyncState({ serverWorkspaces: null })
}

function relayList() {
  relay({ kind: 'server-workspaces', list: getSyncState().serverWorkspaces })
}

/**
 * Brings the directory and this device's list together: a synced workspace missing from the
 * directory, or renamed here last, is written there; one renamed elsewhere last takes that name
 * here. Then lists what the server has that this device does not.
 */
export function reconcile() {
  const map = entries()
  const registry = session.registry
  const { device } = getSyncState()
  if (!map || !loaded || !registry || !device) return
  const local = registry.list()
  doc!.transact(() => {
    for (const workspace of local) {
      if (!device.workspaces.includes(workspace.id)) continue
      const listed = z.safeParse(entrySchema, map.get(workspace.id))
      if (!listed.success || workspace.updatedAt > listed.data.updatedAt) {
        map.set(workspace.id, { name: workspace.name, updatedAt: workspace.updatedAt })
      } else if (listed.data.name !== workspace.name) {
        registry.applyName(workspace.id, listed.data.name, listed.data.updatedAt)
      }
    }
  })
  const here = new Set(local.map((workspace) => workspace.id))
  const elsewhere: ServerWorkspace[] = []
  map.forEach((value, id) => {
    const listed = z.safeParse(entrySchema, value)
    if (!here.has(id) && listed.success) elsewhere.push({ id, ...listed.data })
  })
  elsewhere.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
  const before = getSyncState().serverWorkspaces
  if (JSON.stringify(before) !== JSON.stringify(elsewhere)) {
    setSyncState({ serverWorkspaces: elsewhere })
    relayList()
  }
}
