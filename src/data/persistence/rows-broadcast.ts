import type { CollectionName } from '../collections'
import { SCHEMA_VERSION } from '../doc/migrations'
import { ROWS_VERSION, type RecordRow } from '../doc/record-rows'
import { readWatermark, RECORDS_STORE } from './record-store'
import type { RowFeed } from './row-feed'

/**
 * Rows changed in one tab, told to the tabs that show rows without a document (a start from
 * rows): they cannot apply the document updates that tab sync carries, so they hear which rows
 * a committed transaction changed and read them again (a read after the commit sees it, and
 * reads keep their order), or `reset` when the rows may no longer be complete (a bulk change,
 * a lost write, a rebuild). The tab that says so holds a Web Lock until its rows are complete
 * again (`rowsOwedLock`); such a tab waits for it and then reads its rows again
 * (`whenRowsComplete`), or, where it cannot, decodes its document and follows it instead.
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
  /** Lets go of `rowsOwedLock`, held from a reset until the rows are complete again. */
  private letGo: (() => void) | null = null

  constructor(private readonly database: string) {
    this.channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName(database))
  }

  /** After the transaction that wrote them committed. */
  stored(put: readonly RecordRow[], remove: readonly [CollectionName, string][]) {
    if (!this.channel || (!put.length && !remove.length)) return
    const keys = [...put.map((row): [CollectionName, string] => [row.c, row.id]), ...remove]
    this.post({ keys })
  }

  /** The rows are no longer complete: tabs without a document wait until `complete`. */
  reset() {
    if (!this.letGo && typeof navigator !== 'undefined' && navigator.locks) {
      // Asked before the message goes: a tab that hears it asks after this one.
      const held = new Promise<void>((resolve) => (this.letGo = resolve))
      navigator.locks.request(rowsOwedLock(this.database), () => held).catch(() => {})
    }
    this.post({ reset: true })
  }

  /** The rows are complete again, their watermark stored. */
  complete() {
    this.letGo?.()
    this.letGo = null
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
    // Closed halfway: a tab that waits finds the rows incomplete, and decodes.
    this.complete()
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

/** The Web Lock a tab holds while rows it told other tabs were incomplete are built again. */
export const rowsOwedLock = (database: string) => `hearth:rows-owed:${database}`

/** How long a tab waits after a reset before asking for that lock: the tab that sent it asks first. */
const AFTER_RESET_MS = 50
/**
 * Rows still incomplete with nobody holding the lock: asked again after this long, a few times.
 * The request of a tab (or worker) that just said so may still be on its way: a worker's first
 * Web Lock took longer than `AFTER_RESET_MS` to be asked, as measured in e2e.
 */
const RETRY_MS = 200
const RETRIES = 5

/**
 * After another tab's reset: waits until no tab is building the rows again (`rowsOwedLock`),
 * then says whether they are complete, as this Hearth writes them (their watermark is stored:
 * the tab that built them did not close halfway). False where there are no Web Locks.
 */
export async function whenRowsComplete(db: IDBDatabase): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.locks) return false
  const { locks } = navigator
  for (let attempt = 0; ; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, attempt ? RETRY_MS : AFTER_RESET_MS))
    const complete = await locks.request(rowsOwedLock(db.name), async () => {
      const mark = await readWatermark(db)
      return mark?.version === ROWS_VERSION && mark.schema === SCHEMA_VERSION
    })
    if (complete || attempt >= RETRIES) return complete
  }
}

/**
 * Follows other tabs' row changes into `announce` (a feed), for a tab without its document.
 * `onReset` hears a message or read that failed, and (unless `onResetMessage` does) a reset:
 * the rows can then no longer be trusted as they are. Returns the function that stops following.
 */
export function followRows(
  db: IDBDatabase,
  announce: (change: RowFeed) => void,
  onReset: () => void,
  onResetMessage: () => void = onReset,
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(channelName(db.name))
  let stopped = false
  // Reads one after another: a later message's rows are announced after an earlier one's.
  let queue = Promise.resolve()
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (!isMessage(data)) return onReset()
    if ('reset' in data) return onResetMessage()
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
