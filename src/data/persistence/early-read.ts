/** A document's stored log as read: every update with its key, in key order. */
export interface StoredRead {
  keys: number[]
  updates: Uint8Array[]
}

/**
 * What `public/boot.js` read from IndexedDB while the app's code was still downloading: for a
 * database, its open connection and, when the read worked, every stored update with its key.
 * A workspace's log may still be on its way (read in a worker) when the connection is taken:
 * `stored` then resolves when it comes.
 */
export interface EarlyRead {
  db: IDBDatabase
  /**
   * The stored log; resolves to null when the read failed. Null when boot.js left it to the data
   * layer (a database with rows, where a start from rows needs no log): `readLogOffPage`.
   */
  stored: Promise<StoredRead | null> | null
}

declare global {
  interface Window {
    hearthEarlyReads?: Record<string, Promise<unknown> | undefined>
  }
}

const isBytes = (value: unknown): value is Uint8Array =>
  Object.prototype.toString.call(value) === '[object Uint8Array]'

/** Checks a read log (a page script could have put anything there). */
function parseLog(value: unknown): StoredRead | null {
  if (!value || typeof value !== 'object') return null
  const { keys, updates } = value as Record<string, unknown>
  const valid =
    Array.isArray(keys) &&
    Array.isArray(updates) &&
    keys.length === updates.length &&
    keys.every((key, i) => typeof key === 'number' && (i === 0 || key > keys[i - 1]!)) &&
    updates.every(isBytes)
  return valid ? { keys: keys as number[], updates: updates as Uint8Array[] } : null
}

/** Checks what boot.js left: a connection, with the log or the promise of it. */
function parse(value: unknown): EarlyRead | null {
  if (!value || typeof value !== 'object') return null
  const { db, log } = value as Record<string, unknown>
  if (typeof IDBDatabase === 'undefined' || !(db instanceof IDBDatabase)) return null
  if (log === null) return { db, stored: null }
  const later = log instanceof Promise ? log : Promise.resolve(value)
  return { db, stored: later.then(parseLog, () => null) }
}

/**
 * Takes boot.js's read of the database `name`, once: the next open of that database reads
 * from IndexedDB itself. Resolves to null when there is none or it failed.
 */
export async function takeEarlyRead(name: string): Promise<EarlyRead | null> {
  const reads = typeof window === 'undefined' ? undefined : window.hearthEarlyReads
  const read = reads?.[name]
  if (!read) return null
  delete reads[name]
  try {
    return parse(await read)
  } catch {
    return null
  }
}

/** Closes the connections of reads no open took (they would block deleting their database). */
export function releaseEarlyReads() {
  const reads = typeof window === 'undefined' ? undefined : window.hearthEarlyReads
  if (!reads) return
  for (const name of Object.keys(reads)) {
    const read = reads[name]
    delete reads[name]
    void read?.then(
      (value) => {
        const early = parse(value)
        // After the log's read: closing before it ends would fail it for nothing.
        if (early) void (early.stored ?? Promise.resolve()).finally(() => early.db.close())
      },
      () => {},
    )
  }
}

/**
 * Reads a database's stored log in a worker (`public/boot-read.js`, as boot.js does), its bytes
 * handed over without a copy, so that a large log's clone never takes a task of the page.
 * Resolves to null when it cannot (no workers, a failed read): read it on the page then.
 */
export function readLogOffPage(name: string): Promise<StoredRead | null> {
  if (typeof Worker !== 'function' || typeof window === 'undefined') return Promise.resolve(null)
  return new Promise((resolve) => {
    let worker: Worker
    try {
      worker = new Worker('./boot-read.js', { name: 'hearth-log-read' })
    } catch {
      return resolve(null)
    }
    worker.onmessage = ({ data }: MessageEvent<unknown>) => {
      worker.terminate()
      resolve(parseLog(data))
    }
    worker.onerror = (event) => {
      event.preventDefault()
      worker.terminate()
      resolve(null)
    }
    worker.postMessage(name)
  })
}
