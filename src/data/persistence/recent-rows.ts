import type * as Y from 'yjs'
import type { CollectionName } from '../collections'
import { rowOf, type RecordRow } from '../doc/record-rows'
import { collectionMap } from '../doc/records-in-doc'

/** How long a deleted record's row is deleted again with each change from another tab. */
const GONE_MS = 60_000

/**
 * Records deleted lately. Another tab may write a row for such a record from its own edit made
 * before it heard of the delete, and an edit of a deleted record raises no event here: so the
 * rows of records deleted in the last minute are deleted again with each change from a tab.
 */
class RecentlyGone {
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
class RecentlySet {
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

/**
 * The rows of records deleted or written here lately, which a change from another tab may have
 * undone in the store (`RowIndex.changes`): written again with it, from the document.
 */
export class RecentRows {
  private gone = new RecentlyGone()
  private set = new RecentlySet()

  /** Notes a change's rows; with `doc` (a change from another tab), adds to them those to write again. */
  noteAndAdd(put: RecordRow[], remove: [CollectionName, string][], doc: Y.Doc | null) {
    this.gone.noteAndAdd(remove, doc)
    this.set.noteAndAdd(put, doc)
  }

  /** The records whose rows a change from another tab may have undone, to write from `doc`. */
  again(doc: Y.Doc): [CollectionName, string][] {
    const remove: [CollectionName, string][] = []
    const put: RecordRow[] = []
    this.noteAndAdd(put, remove, doc)
    return [...remove, ...put.map((row): [CollectionName, string] => [row.c, row.id])]
  }
}
