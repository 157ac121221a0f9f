import type { CollectionName } from '../collections'
import type { RecordRow } from '../doc/record-rows'
import { RECORDS_STORE } from './record-store'
import type { RowFeed } from './row-feed'

/**
 * Rows changed in one tab, told to the tabs that show rows without a document (a start from
 * rows): they cannot apply the document updates that tab sync carries, so they hear which rows
 * a committed transaction changed and read them again (a read after the commit sees it, and
 * reads keep their order), or `reset` when the rows may no longer be complete (a bulk change,
 * a lost write, a rebuild): such a tab then decodes its document and follows it instead.
 */
type Message = { keys: [CollectionName, string][] } | { reset: true }

const channelName = (database: string) => `hearth:rows-feed:${database}`

const isKey = (key: unknown): key is [CollectionName, string] =>
  Array.isArray(key) && key.length === 2 && typeof key[0] === 'string' && typeof key[1] === 'string'

function isMessage(data: unknown): data is Message {
  if (!data || typeof data !== 'object') return false
  const message = data as Record<string, unknown>
  return message.reset === true || (Array.isArray(message.keys) && message.keys.every(isKey))
}

/** Tells other tabs of a database's row changes (`RowIndex`). Does nothing without BroadcastChannel. */
export class RowsBroadcast {
  private channel: BroadcastChannel | null

  constructor(database: string) {
    this.channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName(database))
  }

  /** After the transaction that wrote them committed. */
  stored(put: readonly RecordRow[], remove: readonly [CollectionName, string][]) {
    if (!this.channel || (!put.length && !remove.length)) return
    const keys = [...put.map((row): [CollectionName, string] => [row.c, row.id]), ...remove]
    this.post({ keys })
  }

  reset() {
    this.post({ reset: true })
  }

  private post(message: Message) {
    try {
      this.channel?.postMessage(message)
    } catch {
      // A closed channel (the tab is going away): nobody needs it any more.
    }
  }

  close() {
    this.channel?.close()
    this.channel = null
  }
}

/** Reads the rows of `keys` in one transaction: those found, and the keys that have none. */
export function readKeys(db: IDBDatabase, keys: [CollectionName, string][]): Promise<RowFeed> {
  return new Promise((resolve, reject) => {
    const put: RecordRow[] = []
    const remove: [CollectionName, string][] = []
    try {
      const tx = db.transaction(RECORDS_STORE, 'readonly')
      const store = tx.objectStore(RECORDS_STORE)
      for (const key of keys) {
        const request = store.get(key) as IDBRequest<RecordRow | undefined>
        request.onsuccess = () => {
          if (request.result) put.push(request.result)
          else remove.push(key)
        }
      }
      tx.oncomplete = () => resolve({ put, remove })
      tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('The read failed'))
    } catch (error) {
      reject(error)
    }
  })
}

/**
 * Follows other tabs' row changes into `announce` (a feed), for a tab without its document.
 * `onReset` hears a reset, or a message or read that failed: the rows can then no longer be
 * trusted as they are. Returns the function that stops following.
 */
export function followRows(
  db: IDBDatabase,
  announce: (change: RowFeed) => void,
  onReset: () => void,
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(channelName(db.name))
  let stopped = false
  // Reads one after another: a later message's rows are announced after an earlier one's.
  let queue = Promise.resolve()
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (!isMessage(data) || 'reset' in data) return onReset()
    const keys = [...new Map(data.keys.map((key) => [`${key[0]}\u001f${key[1]}`, key])).values()]
    const read = readKeys(db, keys)
    queue = queue.then(
      () =>
        read.then(
          (change) => void (!stopped && announce(change)),
          () => void (!stopped && onReset()),
        ),
      () => {},
    )
  }
  return () => {
    stopped = true
    channel.close()
  }
}
