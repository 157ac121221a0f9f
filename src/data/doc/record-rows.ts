import type * as Y from 'yjs'
import type { RowFeed } from '../persistence/row-feed'
import { COLLECTIONS, type CollectionName } from '../collections'
import { idOfFieldKey } from './record-fields'
import {
  collectionMap,
  readRecord,
  readStored,
  textFields,
  textMap,
  touchedMap,
} from './records-in-doc'
import { fieldsMap } from './record-fields'
import { rowKeys, type RecordRow } from './row-layout'

// A row's layout (its keys, the indexes) is in row-layout.ts, which readers of rows import
// without Yjs (a search index's worker reads rows); the rows of a document are made here.
export * from './row-layout'

/** The row of a record as the document reads it now, or null when there is no such record. */
export function rowOf(doc: Y.Doc, collection: CollectionName, id: string): RecordRow | null {
  const raw = readStored(doc, collection, id)
  if (!raw) return null
  const record = readRecord(collection, id, raw) as Record<string, unknown>
  return { c: collection, id, r: record, k: rowKeys(collection, record) }
}

/**
 * The rows of the records a change of rows names, as the document reads them now (a record
 * gone since: removed); a reset as it is.
 */
export function rowsNow(doc: Y.Doc, rows: RowFeed): RowFeed {
  if ('reset' in rows) return rows
  const keys = [...rows.put.map((row): [CollectionName, string] => [row.c, row.id]), ...rows.remove]
  const put: RecordRow[] = []
  const remove: [CollectionName, string][] = []
  for (const [collection, id] of new Map(keys.map((key) => [key.join('\u001f'), key])).values()) {
    const row = rowOf(doc, collection, id)
    if (row) put.push(row)
    else remove.push([collection, id])
  }
  return { put, remove }
}

/** Every record of the document, collection by collection (ids only; rows are read lazily). */
export function* recordIds(doc: Y.Doc): Generator<[CollectionName, string]> {
  for (const collection of COLLECTIONS)
    for (const id of collectionMap(doc, collection).keys()) yield [collection, id]
}

export type ChangedRecords = Map<CollectionName, Set<string>>

/**
 * Collects which records each transaction changed, from the document's own events (public
 * Yjs API only): a collection's map, its per-field entries and edit times by key, and its
 * texts by the key of the text that changed (an event's `path`). `take()` hands over what was
 * collected and starts again.
 */
export class ChangeTracker {
  private changed: ChangedRecords = new Map()
  private stops: (() => void)[] = []

  constructor(doc: Y.Doc) {
    for (const collection of COLLECTIONS) {
      const add = (id: string) => {
        let ids = this.changed.get(collection)
        if (!ids) this.changed.set(collection, (ids = new Set()))
        ids.add(id)
      }
      const byKey = (map: Y.Map<unknown>, idOf: (key: string) => string = (key) => key) => {
        const listener = (event: Y.YMapEvent<unknown>) => {
          for (const key of event.keysChanged) add(idOf(key))
        }
        map.observe(listener)
        this.stops.push(() => map.unobserve(listener))
      }
      byKey(collectionMap(doc, collection))
      byKey(touchedMap(doc, collection) as Y.Map<unknown>)
      byKey(fieldsMap(doc, collection), idOfFieldKey)
      for (const field of textFields(collection)) {
        const texts = textMap(doc, collection, field)
        const listener = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
          for (const event of events) {
            if (event.target === texts)
              for (const key of (event as Y.YMapEvent<unknown>).keysChanged) add(key)
            else if (typeof event.path[0] === 'string') add(event.path[0])
          }
        }
        texts.observeDeep(listener)
        this.stops.push(() => texts.unobserveDeep(listener))
      }
    }
  }

  /** Whether anything changed since the last `take()`. */
  get size(): number {
    let size = 0
    for (const ids of this.changed.values()) size += ids.size
    return size
  }

  take(): ChangedRecords {
    const changed = this.changed
    this.changed = new Map()
    return changed
  }

  destroy() {
    for (const stop of this.stops) stop()
    this.stops = []
    this.changed.clear()
  }
}

/** What the row store must do for the records a transaction changed. */
export function rowChanges(doc: Y.Doc, changed: ChangedRecords) {
  const put: RecordRow[] = []
  const remove: [CollectionName, string][] = []
  for (const [collection, ids] of changed)
    for (const id of ids) {
      const row = rowOf(doc, collection, id)
      if (row) put.push(row)
      else remove.push([collection, id])
    }
  return { put, remove }
}
