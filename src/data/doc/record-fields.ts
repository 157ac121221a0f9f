import type * as Y from 'yjs'
import { RECORD_TYPES, type CollectionName } from '../collections'
import { TEXT_FIELDS } from '../records/base'

/**
 * Per-field edits. A record is stored whole, as one JSON value, when it is created (or
 * replaced by an import); every later edit of a field is stored apart, one entry per record
 * and field in `<collection>.fields`. Two devices that edit different fields of one record
 * while apart (a title on a phone, a due date on a laptop) then write different keys, and
 * both edits survive the merge; two edits of the same field keep one of them, the same one on
 * every device. An entry, where there is one, counts over the stored record's own value.
 *
 * Why not a Y.Map per record: the Large sample decoded four times slower that way, with four
 * times the heap. Entries cost only for fields that were edited.
 */
const SEPARATOR = '\u001f'

/** The Y.Map of a collection's per-field edits, keyed `<id>\u001f<field>`. */
export function fieldsMap(doc: Y.Doc, collection: CollectionName): Y.Map<unknown> {
  return doc.getMap(`${collection}.fields`)
}

export const fieldKey = (id: string, field: string) => `${id}${SEPARATOR}${field}`

/** The record id of an entry's key. */
export function idOfFieldKey(key: string): string {
  const at = key.lastIndexOf(SEPARATOR)
  return at < 0 ? key : key.slice(0, at)
}

const NEVER_EDITED = new Set(['id', 'createdAt'])
const fieldNames = new Map<CollectionName, readonly string[]>()

/**
 * The fields of a collection that are edited one by one: every field of its schema but the id,
 * the creation time and text fields (those merge per character in their own Y.Text).
 */
export function editableFields(collection: CollectionName): readonly string[] {
  let names = fieldNames.get(collection)
  if (!names) {
    const shape = (RECORD_TYPES[collection].schema as unknown as { shape?: object }).shape ?? {}
    const text = TEXT_FIELDS[collection] ?? []
    names = Object.keys(shape).filter((field) => !NEVER_EDITED.has(field) && !text.includes(field))
    fieldNames.set(collection, names)
  }
  return names
}

/**
 * Whether a collection's per-field map was found empty, and when: most workspaces have few or
 * no edited fields, and reading a record then skips looking up each of its fields. Y.Map's
 * `size` walks every key, so the answer is kept: "not empty" for good (looking up fields is
 * always right), "empty" until the document's next change (`beforeObserverCalls` runs after a
 * transaction's changes, before anything observing them reads) or until this module adds an
 * entry (`setField`).
 */
const emptiness = new WeakMap<Y.Map<unknown>, { empty: boolean; epoch: number }>()
const epochs = new WeakMap<Y.Doc, { n: number }>()

function epochOf(doc: Y.Doc) {
  let epoch = epochs.get(doc)
  if (!epoch) {
    const counter = { n: 0 }
    doc.on('beforeObserverCalls', () => void counter.n++)
    epochs.set(doc, (epoch = counter))
  }
  return epoch
}

/** True when the collection has no per-field entry at all (no edit since it was written). */
function isEmpty(doc: Y.Doc, map: Y.Map<unknown>): boolean {
  const epoch = epochOf(doc).n
  const known = emptiness.get(map)
  if (known && (!known.empty || known.epoch === epoch)) return known.empty
  let empty = true
  for (const _ of map.keys()) {
    empty = false
    break
  }
  emptiness.set(map, { empty, epoch })
  return empty
}

/** Stores one field's edit of a record (see above). */
export function setField(
  doc: Y.Doc,
  collection: CollectionName,
  id: string,
  field: string,
  value: unknown,
) {
  const map = fieldsMap(doc, collection)
  map.set(fieldKey(id, field), value)
  emptiness.set(map, { empty: false, epoch: epochOf(doc).n })
}

/** Puts a record's per-field edits over its stored fields, in place. */
export function overlayFields(
  doc: Y.Doc,
  collection: CollectionName,
  id: string,
  out: Record<string, unknown>,
) {
  const map = fieldsMap(doc, collection)
  if (isEmpty(doc, map)) return
  for (const field of editableFields(collection)) {
    const value = map.get(fieldKey(id, field))
    // A list or object is Yjs's own: copied, so a reader cannot change what is stored.
    if (value !== undefined)
      out[field] = typeof value === 'object' && value !== null ? structuredClone(value) : value
  }
}

/** Removes a record's per-field entries (it was deleted, or written whole again). */
export function dropFields(doc: Y.Doc, collection: CollectionName, id: string) {
  const map = fieldsMap(doc, collection)
  if (isEmpty(doc, map)) return
  for (const field of editableFields(collection)) {
    const key = fieldKey(id, field)
    if (map.has(key)) map.delete(key)
  }
}
