/**
 * What `public/boot.js` read from IndexedDB while the app's code was still downloading: for a
 * database, its open connection and, when the read worked, every stored update with its key.
 */
export interface EarlyRead {
  db: IDBDatabase
  /** The stored updates and their keys, in key order; absent when the read failed. */
  stored: { keys: number[]; updates: Uint8Array[] } | null
}

declare global {
  interface Window {
    hearthEarlyReads?: Record<string, Promise<unknown> | undefined>
  }
}

const isBytes = (value: unknown): value is Uint8Array =>
  Object.prototype.toString.call(value) === '[object Uint8Array]'

/** Checks what boot.js left (a page script could have put anything under that name). */
function parse(value: unknown): EarlyRead | null {
  if (!value || typeof value !== 'object') return null
  const { db, keys, updates } = value as Record<string, unknown>
  if (typeof IDBDatabase === 'undefined' || !(db instanceof IDBDatabase)) return null
  const valid =
    Array.isArray(keys) &&
    Array.isArray(updates) &&
    keys.length === updates.length &&
    keys.every((key, i) => typeof key === 'number' && (i === 0 || key > keys[i - 1]!)) &&
    updates.every(isBytes)
  return { db, stored: valid ? { keys: keys as number[], updates: updates as Uint8Array[] } : null }
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
      (value) => parse(value)?.db.close(),
      () => {},
    )
  }
}
