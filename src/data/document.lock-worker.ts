/// <reference lib="webworker" />
// The document's code, available to every module here at once (`doc/yjs.ts`).
import './doc/yjs-kit'
import { serveOwner } from './owner-serve'

/**
 * The owner of the origin's workspace documents where there is no SharedWorker: the worker of
 * the tab that holds the owner's Web Lock (`owner-ports.ts`), serving every tab's pages over a
 * BroadcastChannel (`owner-relay.ts`). Told which channel, id and term once it is made, and
 * when to leave.
 */
const own = (data: unknown): { channel: string; id: string; term: number } | null => {
  if (!data || typeof data !== 'object' || !('channel' in data) || !('id' in data)) return null
  if (!('term' in data)) return null
  const { channel, id, term } = data
  return typeof channel === 'string' && typeof id === 'string' && typeof term === 'number'
    ? { channel, id, term }
    : null
}

/**
 * Told to leave (its tab hid while another waits for the lock): stops serving, stores what it
 * holds and says so; the tab then ends it and gives the lock up.
 */
const leaves = (data: unknown) => !!data && typeof data === 'object' && 'leave' in data

let serving: ReturnType<typeof serveOwner> | null = null

self.onmessage = (event: MessageEvent<unknown>) => {
  if (serving && leaves(event.data))
    return void serving.leave().finally(() => self.postMessage({ left: true }))
  const told = own(event.data)
  if (!told || serving) return
  serving = serveOwner(new BroadcastChannel(told.channel), told, navigator.locks)
}
