import type { UndoStack } from './edit-history'
import { OwnerDocuments } from './owner-document'
import { relayedPort, type Envelope, type RelayChannel } from './owner-relay'
import { ownerFence, serveOwner } from './owner-serve'
import { Workspace } from './workspace'
import { fakeLocks } from '@/testing/fake-locks'
import { bootFor, storeWorkspace } from '@/testing/rows-start'

// What the tests of the owner chosen by a Web Lock share (`owner-relay.test.ts`,
// `owner-relay-property.test.ts`): BroadcastChannels and Web Locks in this thread, a stored
// workspace, its owners and a page on them.

/** BroadcastChannels of one name, in this thread: a closed one neither hears nor speaks. */
function channels() {
  const open = new Set<RelayChannel>()
  return () => {
    const channel: RelayChannel & { mute: boolean } = {
      onmessage: null,
      mute: false,
      postMessage(message) {
        if (!open.has(channel) || channel.mute) return
        const data = structuredClone(message)
        for (const other of open)
          if (other !== channel)
            setTimeout(() => open.has(other) && other.onmessage?.({ data } as MessageEvent))
      },
      close: () => void open.delete(channel),
    }
    open.add(channel)
    return channel
  }
}

/** The todos' titles as stored, sorted. */
export async function titles(id: string) {
  const stored = await Workspace.open(id)
  const todos = stored.records('todos').map((todo) => todo.title)
  await stored.close()
  return todos.sort()
}

let run = 0

/**
 * A workspace stored with rows; `owner(name)` serves it, in a term later than the owners' before
 * it (`mute`: its answers are lost; `leave`, `close`: it stops, stored first or not), `open()` a
 * page started from rows on the owners.
 */
export async function relayWorkspace() {
  const id = `relay-${run++}`
  const { list } = await storeWorkspace(id)
  const channel = channels()
  const lockManager = fakeLocks()
  let term = 0
  const owner = (name: string, given?: OwnerDocuments) => {
    const served = channel() as RelayChannel & { mute: boolean }
    const serves = { id: name, term: ++term, channel: `relay-${id}` }
    const documents = given ?? new OwnerDocuments(ownerFence(serves))
    const { leave } = serveOwner(served, serves, lockManager, documents)
    return Object.assign(served, { leave })
  }
  let history: UndoStack | null = null
  const open = async () => {
    bootFor(id)
    return Workspace.open(id, {
      documentPort: () => relayedPort(channel(), lockManager),
      onCommandHistory: (stack) => (history = stack),
    })
  }
  /** Says `message` on the channel, as a tab's worker would (a thawed owner's late word). */
  const say = (message: Envelope) => channel().postMessage(message)
  return { id, list, owner, open, say, history: () => history }
}
