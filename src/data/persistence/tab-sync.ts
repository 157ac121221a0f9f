import type * as Y from 'yjs'
import { yjs } from '../doc/yjs'
import { REMOTE_TAB_ORIGIN } from './idb-persistence'

type Message =
  { type: 'update'; update: Uint8Array } | { type: 'hello' | 'want'; stateVector: Uint8Array }

/** Realm-safe: a structured clone may carry another realm's Uint8Array. */
const isBytes = (value: unknown): value is Uint8Array =>
  Object.prototype.toString.call(value) === '[object Uint8Array]'

function isMessage(data: unknown): data is Message {
  if (!data || typeof data !== 'object') return false
  const message = data as Record<string, unknown>
  return (
    (message.type === 'update' && isBytes(message.update)) ||
    ((message.type === 'hello' || message.type === 'want') && isBytes(message.stateVector))
  )
}

/**
 * Exchanges document updates with other tabs of this browser over a BroadcastChannel, so two
 * tabs see each other's edits at once and merge instead of overwriting. A tab that joins says
 * hello with its state vector; the others answer with what it is missing, and ask in turn for
 * what they miss (`want`): what it changed before it joined (a migration, records every
 * workspace must have) reaches them too. A message that is
 * not understood, or an update that cannot be applied, goes to `onError`; nothing is changed.
 *
 * With `whenStored` (the document's owner in a worker, which may end with its page and keeps no
 * journal of its own), what goes out waits until what this tab changed so far is stored: an
 * edit another tab has must never be one that is then lost here, or the two would differ for
 * good (a note's text typed again by the next start would show twice there).
 */
export function startTabSync(
  doc: Y.Doc,
  channelName: string,
  onError?: (error: unknown) => void,
  whenStored?: () => Promise<void>,
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(channelName)
  let closed = false
  let sent = Promise.resolve()
  /** Posts `message`, in order, once stored where it must be. */
  const post = (message: Message) => {
    if (!whenStored) return channel.postMessage(message)
    sent = sent
      .then(whenStored)
      // Not stored (a failed write): it goes out all the same, as a page's own edits do.
      .catch(() => {})
      .then(() => {
        if (!closed) channel.postMessage(message)
      })
  }
  // Updates go out in a task of their own, merged: posting is kept off the path from a
  // keystroke to its frame, and a burst of updates becomes one message.
  let pending: Uint8Array[] = []
  let timer: ReturnType<typeof setTimeout> | null = null
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = null
    if (!pending.length) return
    const update = pending.length === 1 ? pending[0]! : yjs().mergeUpdates(pending)
    pending = []
    post({ type: 'update', update })
  }
  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === REMOTE_TAB_ORIGIN) return
    pending.push(update)
    timer ??= setTimeout(flush, 0)
  }
  // A worker has no page to leave (`document-host.ts`).
  const page = typeof window === 'undefined' ? null : window
  page?.addEventListener('pagehide', flush)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (!isMessage(event.data)) {
      onError?.(new Error('A message from another tab was not understood.'))
      return
    }
    try {
      if (event.data.type === 'update') {
        const update = new Uint8Array(event.data.update)
        // Check the whole update before applying any of it: a half-applied one is worse.
        yjs().decodeUpdate(update)
        yjs().applyUpdate(doc, update, REMOTE_TAB_ORIGIN)
      } else {
        const update = yjs().encodeStateAsUpdate(doc, new Uint8Array(event.data.stateVector))
        post({ type: 'update', update })
        if (event.data.type === 'hello')
          post({ type: 'want', stateVector: yjs().encodeStateVector(doc) })
      }
    } catch (error) {
      onError?.(
        new Error(
          `An update from another tab could not be applied: ${error instanceof Error ? error.message || error.name : String(error)}.`,
        ),
      )
    }
  }
  doc.on('update', onUpdate)
  channel.postMessage({
    type: 'hello',
    stateVector: yjs().encodeStateVector(doc),
  } satisfies Message)
  return () => {
    flush()
    doc.off('update', onUpdate)
    page?.removeEventListener('pagehide', flush)
    channel.onmessage = null
    const close = () => {
      closed = true
      channel.close()
    }
    // What still waits to be stored goes out once it is (a workspace closed, not a page gone).
    if (whenStored) void sent.then(close)
    else close()
  }
}
