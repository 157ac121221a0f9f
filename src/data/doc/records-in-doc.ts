import type * as Y from 'yjs'
import { yjs } from './yjs'
import * as z from 'zod/mini'
import { RECORD_TYPES, type CollectionName, type CollectionRecords } from '../collections'
import { TEXT_FIELDS } from '../records/base'
import { compile, type QuickCheck } from '../records/quick-check'
import { dropFields, editableFields, fieldsMap, overlayFields, setField } from './record-fields'
import { textDifference } from '@/lib/text-difference'

/**
 * How records sit in a workspace document. Each collection is a Y.Map from id to the record's
 * fields as one JSON text, written when the record is created; later edits are stored per
 * field in `<collection>.fields` (see `record-fields.ts`), so edits of different fields merge.
 * A large workspace decodes about four times faster than with a Y.Map per record, and about
 * three times faster again with each record as one text rather than a Yjs object (Yjs decodes
 * every key and value of an object as a string of its own; schema version 8). Documents from
 * before version 8, and records written by an older build since, hold objects: reading takes
 * both. Text fields (a note's body) live apart, one Y.Text per record in
 * `<collection>.<field>`, so typing from two tabs or devices merges character by character.
 */
export type StoredRecord = Record<string, unknown>

/** The Y.Map holding a collection's records (without their text fields), keyed by id. */
export function collectionMap(doc: Y.Doc, collection: CollectionName): Y.Map<unknown> {
  return doc.getMap(collection)
}

/** A record's fields as stored: one JSON text (since schema 8). */
export function encodeStored(fields: StoredRecord): string {
  return JSON.stringify(fields)
}

/**
 * The fields of a stored value: a JSON text, or an object (written before schema 8, or by an
 * older build since), a copy the caller may change. Anything else, or text that does not
 * parse to an object, is no record.
 */
export function decodeStored(value: unknown): StoredRecord | undefined {
  const isRecord = (it: unknown): it is StoredRecord =>
    !!it && typeof it === 'object' && !Array.isArray(it)
  if (typeof value === 'string') {
    // Parsed from text: a new object already, nothing else holds it.
    try {
      const parsed: unknown = JSON.parse(value)
      return isRecord(parsed) ? parsed : undefined
    } catch {
      return undefined
    }
  }
  // An object is Yjs's own: copied whole, so nothing read from it can change what is stored.
  return isRecord(value) ? (JSON.parse(JSON.stringify(value)) as StoredRecord) : undefined
}

/** Text fields of a collection. */
export function textFields(collection: CollectionName): readonly string[] {
  return TEXT_FIELDS[collection] ?? []
}

/** The Y.Map holding one text field of a collection, keyed by record id. */
export function textMap(doc: Y.Doc, collection: CollectionName, field: string): Y.Map<Y.Text> {
  return doc.getMap(`${collection}.${field}`)
}

/**
 * When each record's text was last edited (id → ms), written apart from the record by
 * `Repository.touch`: a touch then changes only the time, so a field edited elsewhere at the
 * same moment survives. Reading takes the later of this and the record's own `updatedAt`.
 */
export function touchedMap(doc: Y.Doc, collection: CollectionName): Y.Map<number> {
  return doc.getMap(`${collection}.touched`)
}

/** Every shared type a collection uses (for observing and undo). */
export function collectionTypes(doc: Y.Doc, collection: CollectionName): Y.Map<unknown>[] {
  return [
    collectionMap(doc, collection),
    ...textFields(collection).map((field) => textMap(doc, collection, field)),
    touchedMap(doc, collection),
    fieldsMap(doc, collection),
  ] as Y.Map<unknown>[]
}

/** Copies a JSON-like value so Yjs stores plain data (never class instances or functions). */
function plain(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value))
}

function splitText(collection: CollectionName, record: Record<string, unknown>) {
  const fields = textFields(collection)
  const rest: StoredRecord = {}
  const text: Record<string, string> = {}
  for (const [field, value] of Object.entries(record)) {
    if (value === undefined) continue
    if (fields.includes(field)) text[field] = String(value ?? '')
    else rest[field] = value
  }
  return { rest, text }
}

/** Stores a whole record (replacing any with its id). */
export function writeRecord(
  doc: Y.Doc,
  collection: CollectionName,
  record: Record<string, unknown>,
) {
  const id = String(record.id)
  const { rest, text } = splitText(collection, record)
  collectionMap(doc, collection).set(id, encodeStored(rest))
  for (const field of textFields(collection))
    textMap(doc, collection, field).set(id, new (yjs().Text)(text[field] ?? ''))
  // The record as written, edit time included, is what counts now.
  const touched = touchedMap(doc, collection)
  if (touched.has(id)) touched.delete(id)
  dropFields(doc, collection, id)
}

/** Sets a record's edit time without rewriting the record. */
export function touchRecord(doc: Y.Doc, collection: CollectionName, id: string, time: number) {
  touchedMap(doc, collection).set(id, time)
}

/** Applies changed fields to a stored record; text fields are edited in place. */
export function patchRecord(
  doc: Y.Doc,
  collection: CollectionName,
  id: string,
  patch: Record<string, unknown>,
) {
  const map = collectionMap(doc, collection)
  const current = decodeStored(map.get(id))
  if (!current) return
  const { rest, text } = splitText(collection, patch)
  delete rest.id
  delete rest.createdAt
  // Each changed field is an entry of its own, so another device's edit of another field of
  // this record survives. A field the schema does not know (kept from elsewhere) stays in the
  // record's own value.
  const merged: StoredRecord = { ...current }
  overlayFields(doc, collection, id, merged)
  const editable = editableFields(collection)
  const other: StoredRecord = {}
  for (const [field, value] of Object.entries(plain(rest) as StoredRecord)) {
    if (!editable.includes(field)) other[field] = value
    else if (JSON.stringify(merged[field]) !== JSON.stringify(value))
      setField(doc, collection, id, field, value)
  }
  if (Object.keys(other).length) map.set(id, encodeStored({ ...current, ...other }))
  for (const [field, value] of Object.entries(text)) {
    const texts = textMap(doc, collection, field)
    const current = texts.get(id)
    if (current) replaceText(current, value)
    else texts.set(id, new (yjs().Text)(value))
  }
}

/**
 * Makes a shared text read `value` by replacing only what differs: text typed elsewhere into
 * the rest of it at the same time is kept.
 */
function replaceText(text: Y.Text, value: string) {
  const change = textDifference(text.toString(), value)
  if (!change) return
  if (change.removed) text.delete(change.at, change.removed)
  if (change.inserted) text.insert(change.at, change.inserted)
}

/** Deletes a record, its text and its per-field edits. */
export function deleteRecord(doc: Y.Doc, collection: CollectionName, id: string) {
  collectionMap(doc, collection).delete(id)
  for (const field of textFields(collection)) textMap(doc, collection, field).delete(id)
  touchedMap(doc, collection).delete(id)
  dropFields(doc, collection, id)
}

/** Deletes every record of a collection. */
export function clearCollection(doc: Y.Doc, collection: CollectionName) {
  for (const type of collectionTypes(doc, collection)) type.clear()
}

/** The raw fields of a stored record, text included as strings. */
export function readStored(
  doc: Y.Doc,
  collection: CollectionName,
  id: string,
): Record<string, unknown> | undefined {
  const out = decodeStored(collectionMap(doc, collection).get(id))
  if (!out) return undefined
  overlayFields(doc, collection, id, out)
  for (const field of textFields(collection))
    out[field] = textMap(doc, collection, field).get(id)?.toString() ?? ''
  const touched = touchedMap(doc, collection).get(id)
  if (
    typeof touched === 'number' &&
    !(typeof out.updatedAt === 'number' && out.updatedAt >= touched)
  )
    out.updatedAt = touched
  return out
}

const quickChecks = new Map<CollectionName, QuickCheck | null>()
function quickCheck(collection: CollectionName): QuickCheck | null {
  if (!quickChecks.has(collection))
    quickChecks.set(collection, compile(RECORD_TYPES[collection].schema))
  return quickChecks.get(collection)!
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
  const candidate = { ...raw, id }
  // Most stored records are valid as they are: a quick check spares zod's (see records/quick-check.ts).
  if (quickCheck(collection)?.(candidate)) return candidate as CollectionRecords[K]
  const parsed = z.safeParse(type.schema, candidate)
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
