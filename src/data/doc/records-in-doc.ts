import * as Y from 'yjs'
import * as z from 'zod/mini'
import { RECORD_TYPES, type CollectionName, type CollectionRecords } from '../collections'
import { TEXT_FIELDS } from '../records/base'

/** A record as stored: one Y.Map per record, text fields as Y.Text. */
export type RecordMap = Y.Map<unknown>

/** The Y.Map holding a collection's records, keyed by id. */
export function collectionMap(doc: Y.Doc, collection: CollectionName): Y.Map<RecordMap> {
  return doc.getMap(collection)
}

function isTextField(collection: CollectionName, field: string) {
  return TEXT_FIELDS[collection]?.includes(field) ?? false
}

/** Copies a JSON-like value so Yjs stores plain data (never class instances or functions). */
function plain(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value))
}

/** Writes a whole record as a new Y.Map. */
export function recordToMap(
  collection: CollectionName,
  record: Record<string, unknown>,
): RecordMap {
  const map = new Y.Map<unknown>()
  for (const [field, value] of Object.entries(record)) {
    if (value === undefined) continue
    map.set(field, isTextField(collection, field) ? new Y.Text(String(value ?? '')) : plain(value))
  }
  return map
}

/** Applies changed fields to a stored record; text fields are replaced in place. */
export function patchMap(
  collection: CollectionName,
  map: RecordMap,
  patch: Record<string, unknown>,
) {
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined || field === 'id' || field === 'createdAt') continue
    if (isTextField(collection, field)) {
      const current = map.get(field)
      if (current instanceof Y.Text) {
        current.delete(0, current.length)
        current.insert(0, String(value))
      } else map.set(field, new Y.Text(String(value)))
    } else map.set(field, plain(value))
  }
}

/** The raw fields of a stored record, text flattened to strings. */
export function mapToObject(map: RecordMap): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [field, value] of map.entries())
    out[field] = value instanceof Y.Text ? value.toString() : value
  return out
}

/**
 * Reads a stored record forgivingly: valid fields are kept, invalid or missing ones take their
 * defaults, unknown fields are kept as they are. Never throws.
 */
export function readRecord<K extends CollectionName>(
  collection: K,
  id: string,
  raw: Record<string, unknown>,
): CollectionRecords[K] {
  const type = RECORD_TYPES[collection]
  const parsed = z.safeParse(type.schema, { ...raw, id })
  if (parsed.success) return parsed.data as CollectionRecords[K]
  const now = typeof raw.createdAt === 'number' ? raw.createdAt : 0
  const defaults = type.create({ id, now } as Parameters<typeof type.create>[0]) as Record<
    string,
    unknown
  >
  const merged: Record<string, unknown> = { ...raw, ...defaults }
  // Put back every stored field that is valid on its own.
  for (const [field, value] of Object.entries(raw)) {
    const candidate = { ...merged, [field]: value }
    if (z.safeParse(type.schema, candidate).success) merged[field] = value
    else if (!(field in defaults)) merged[field] = value
  }
  const second = z.safeParse(type.schema, merged)
  return (second.success ? second.data : defaults) as CollectionRecords[K]
}
