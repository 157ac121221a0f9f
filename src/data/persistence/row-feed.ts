import type { CollectionName } from '../collections'
import type { RecordRow } from '../doc/record-rows'

/**
 * What the rows did, as it is written: rows put and removed by a change (in the same task as
 * the change, so a reader of rows shows a write at once), or `reset` when the stored rows may
 * now differ from the document in ways not announced (a bulk change whose rows follow, a lost
 * write, a rebuild) or have just become complete again: readers read again, or wait.
 */
export type RowFeed =
  | {
      put: readonly RecordRow[]
      remove: readonly [CollectionName, string][]
      /**
       * What a write of this page will change, shown before the owner stores it (`DocCommands`):
       * the store does not hold it yet, and a reader that reads now would undo it on screen.
       */
      predicted?: true
    }
  | { reset: true }

/**
 * Runs `run` once after each task in which `subscribe`'s feed changed rows of `collection`
 * (null: of any collection), or was reset: one read again for the changes of a task. Returns
 * the unsubscribe. Not for a change only predicted (`predicted`): the store does not hold it
 * yet, and a read now would read what it read before; it runs once the change is stored.
 */
export function onceATaskOnChanges(
  subscribe: (listener: (change: RowFeed) => void) => () => void,
  collection: CollectionName | null,
  run: () => void,
): () => void {
  let waiting: ReturnType<typeof setTimeout> | null = null
  const stop = subscribe((change) => {
    if ('predicted' in change && change.predicted) return
    const touched =
      'reset' in change ||
      change.put.some((row) => collection === null || row.c === collection) ||
      change.remove.some(([c]) => collection === null || c === collection)
    if (!touched || waiting) return
    waiting = setTimeout(() => {
      waiting = null
      run()
    })
  })
  return () => {
    stop()
    if (waiting) clearTimeout(waiting)
  }
}

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
