import type { CollectionName } from './collections'

/**
 * Which rows a committed write changed, said to every reader of a workspace's rows (`rows.ts`)
 * in every tab and worker of this browser: a BroadcastChannel per database. `all`: rebuilt.
 */
export type RowsChange = { changed: [CollectionName, string][] } | { all: true }

export const rowsChannelName = (database: string) => `hearth:rows:${database}`

const channels = new Map<string, BroadcastChannel>()

/** Tells every reader of `database` which rows a committed write changed. */
export function announceRows(database: string, change: RowsChange) {
  if (typeof BroadcastChannel === 'undefined') return
  if ('changed' in change && !change.changed.length) return
  let channel = channels.get(database)
  if (!channel) channels.set(database, (channel = new BroadcastChannel(rowsChannelName(database))))
  channel.postMessage(change)
}

export function isRowsChange(data: unknown): data is RowsChange {
  if (!data || typeof data !== 'object') return false
  const message = data as Record<string, unknown>
  return (
    message.all === true ||
    (Array.isArray(message.changed) &&
      message.changed.every(
        (key) =>
          Array.isArray(key) &&
          key.length === 2 &&
          typeof key[0] === 'string' &&
          typeof key[1] === 'string',
      ))
  )
}
