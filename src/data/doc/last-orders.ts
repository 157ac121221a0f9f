import type * as Y from 'yjs'
import type { CollectionName } from '../collections'
import { Repository } from '../repository'
import type { Change } from './changes'
import { rowKeys } from './record-rows'
import { collectionMap, readRecord, readStored } from './records-in-doc'
import { REMOTE_TAB_ORIGIN } from '../persistence/idb-persistence'

/**
 * Order keys for records a page adds last among their siblings (`Change.append`), given by the
 * owner of the document, which holds every sibling where the page may know only those it shows.
 * The last key of each parent is found once, by reading the collection, and kept while only
 * this document's owner writes; a change from another tab drops what was kept.
 */
export class LastOrders {
  private last = new Map<string, string>()

  constructor(private readonly doc: Y.Doc) {
    doc.on('update', (_: Uint8Array, origin: unknown) => {
      if (origin === REMOTE_TAB_ORIGIN) this.last.clear()
    })
  }

  /**
   * The change with the records it writes, and those it moves (a patch of `order`), given keys
   * after their siblings', in order.
   */
  orderLast(change: Change): Change {
    const { append, write = [], patch = [] } = change
    const moved = patch.filter(({ fields }) => fields.order !== undefined)
    if (!append || !(write.length || moved.length)) return change
    const { collection } = change
    const key = `${collection}\u001f${append.parent}`
    const ids = new Set([...write.map((record) => String(record.id)), ...moved.map(({ id }) => id)])
    let after = this.last.get(key) ?? this.lastOf(collection, append.parent, ids)
    const next = () =>
      (after = Repository.orderAfter(after === null ? [] : [{ id: '', order: after }]))
    const written = write.map((record) => ({ ...record, order: next() }))
    const patched = patch.map((entry) =>
      entry.fields.order === undefined
        ? entry
        : { ...entry, fields: { ...entry.fields, order: next() } },
    )
    this.last.set(key, after!)
    return { ...change, write: written, patch: patched }
  }

  /** The last order key among the open records of a parent, but for `except`; null for none. */
  private lastOf(collection: CollectionName, parent: string, except: Set<string>): string | null {
    const siblings: { id: string; order: string }[] = []
    for (const id of collectionMap(this.doc, collection).keys()) {
      if (except.has(id)) continue
      const raw = readStored(this.doc, collection, id)
      if (!raw) continue
      const keys = rowKeys(collection, readRecord(collection, id, raw) as Record<string, unknown>)
      if (keys.parent === parent && !keys.done) siblings.push({ id, order: keys.order ?? '' })
    }
    if (!siblings.length) return null
    // A key after them all (`orderAfter` passes over keys Hearth cannot work with).
    return Repository.orderAfter(siblings)
  }
}
