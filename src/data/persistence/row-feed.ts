import type * as Y from 'yjs'
import type { CollectionName } from '../collections'
import { rowOf, type RecordRow } from '../doc/record-rows'
import { collectionMap } from '../doc/records-in-doc'

/** How long a deleted record's row is deleted again with each change from another tab. */
const GONE_MS = 60_000

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

/**
 * Records deleted lately. Another tab may write a row for such a record from its own edit made
 * before it heard of the delete, and an edit of a deleted record raises no event here: so the
 * rows of records deleted in the last minute are deleted again with each change from a tab.
 */
export class RecentlyGone {
  private gone = new Map<string, { at: number; collection: CollectionName; id: string }>()

  /** Notes what `remove` deletes; with `doc` (a change from another tab), adds to it the rows to delete again. */
  noteAndAdd(remove: [CollectionName, string][], doc: Y.Doc | null) {
    const now = Date.now()
    for (const [collection, id] of remove)
      this.gone.set(`${collection}\u001f${id}`, { at: now, collection, id })
    for (const [key, { at, collection, id }] of this.gone) {
      if (now - at > GONE_MS) this.gone.delete(key)
      else if (doc && !collectionMap(doc, collection).has(id)) remove.push([collection, id])
    }
  }
}

/**
 * Records written lately. Another tab may delete such a record as it read it before it heard of
 * this write (an undone delete, an edit: a new value of the record's entry), and close before it
 * hears: its delete leaves this tab's record as it was, raising no event here, yet it removed
 * the row. So the rows of records written in the last minute that the document still has are
 * written again with each change from a tab.
 */
export class RecentlySet {
  private set = new Map<string, { at: number; collection: CollectionName; id: string }>()

  noteAndAdd(put: RecordRow[], doc: Y.Doc | null) {
    const now = Date.now()
    const putNow = new Set(put.map((row) => `${row.c}\u001f${row.id}`))
    for (const row of put)
      this.set.set(`${row.c}\u001f${row.id}`, { at: now, collection: row.c, id: row.id })
    for (const [key, { at, collection, id }] of this.set) {
      if (now - at > GONE_MS) this.set.delete(key)
      else if (doc && !putNow.has(key)) {
        const row = rowOf(doc, collection, id)
        if (row) put.push(row)
      }
    }
  }
}
