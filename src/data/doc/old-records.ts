// The document's code, which importing makes available to `yjs()` (`doc/yjs.ts`).
import './yjs-kit'
import * as Y from 'yjs'
import type { CollectionName } from '../collections'
import { TEXT_FIELDS } from '../records/base'

/**
 * Stores a record as builds before schema 8 did: its fields as one Yjs object (not JSON text),
 * text fields (a note's body) as a Y.Text apart. For tests' fixtures of older documents.
 */
export function writeOldRecord(doc: Y.Doc, collection: CollectionName, record: object) {
  const fields: Record<string, unknown> = { ...record }
  const id = String(fields.id)
  for (const field of TEXT_FIELDS[collection] ?? []) {
    doc.getMap(`${collection}.${field}`).set(id, new Y.Text(String(fields[field] ?? '')))
    delete fields[field]
  }
  doc.getMap(collection).set(id, JSON.parse(JSON.stringify(fields)))
}
