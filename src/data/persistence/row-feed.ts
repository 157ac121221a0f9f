import type { CollectionName } from '../collections'
import type { RecordRow } from '../doc/record-rows'

/**
 * What the rows did, as it is written: rows put and removed by a change (in the same task as
 * the change, so a reader of rows shows a write at once), or `reset` when the stored rows may
 * now differ from the document in ways not announced (a bulk change whose rows follow, a lost
 * write, a rebuild) or have just become complete again: readers read again, or wait.
 */
export type RowFeed =
  { put: readonly RecordRow[]; remove: readonly [CollectionName, string][] } | { reset: true }

/** The listeners of a row store's feed. A listener that throws never costs a write. */
export class RowFeedHub {
  private listeners = new Set<(change: RowFeed) => void>()

  subscribe = (listener: (change: RowFeed) => void): (() => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  announce(change: RowFeed) {
    for (const listener of [...this.listeners]) {
      try {
        listener(change)
      } catch (error) {
        setTimeout(() => {
          throw error
        })
      }
    }
  }

  clear() {
    this.listeners.clear()
  }
}
