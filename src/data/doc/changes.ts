import type * as Y from 'yjs'
import * as z from 'zod/mini'
import { COLLECTIONS, type CollectionName } from '../collections'
import {
  collectionMap,
  deleteRecord,
  patchRecord,
  touchRecord,
  writeRecord,
} from './records-in-doc'

/**
 * One write to a workspace's records, as data: what a repository decided (ids, edit times,
 * order keys, checked fields), applied to a document as it is (`applyChange`). The same change
 * applies to the page's document or, as a command, to the document's owner in a worker
 * (`document-host.ts`), and the page can tell from it which rows it changes before the owner
 * has stored them.
 */
export interface Change {
  collection: CollectionName
  /** Records written whole (created, or replaced), with every field. */
  write?: Record<string, unknown>[]
  /** Fields changed on records that exist; a record that is gone is skipped. */
  patch?: { id: string; fields: Record<string, unknown> }[]
  /** Edit times set apart from the record (`Repository.touch`). */
  touch?: { id: string; time: number }[]
  /** Records deleted. */
  remove?: string[]
  /**
   * The records written go last among the open records of this `parent` (a todo's list, a
   * bookmark's folder; '' for none): the owner of the document gives them order keys after
   * every such record it holds, which the page may not all know (`document-host.ts`).
   */
  append?: { parent: string }
}

/** Who made a change: the user (undoable), bookkeeping (`touch`, `mark`, `purge`), or typing in a field with its own history. */
export type ChangeOrigin = 'local' | 'touch' | 'typing'

const fields = z.record(z.string(), z.unknown())

/** A change as it crosses to a worker or comes back from a journal: checked before it is applied. */
export const changeSchema = z.object({
  collection: z.enum(COLLECTIONS as [CollectionName, ...CollectionName[]]),
  write: z.optional(z.array(fields.check(z.refine((record) => typeof record.id === 'string')))),
  patch: z.optional(z.array(z.object({ id: z.string(), fields }))),
  touch: z.optional(z.array(z.object({ id: z.string(), time: z.number() }))),
  remove: z.optional(z.array(z.string())),
  append: z.optional(z.object({ parent: z.string() })),
})

export const originSchema = z.enum(['local', 'touch', 'typing'])

/** Applies a change to a document, inside the caller's transaction. */
export function applyChange(doc: Y.Doc, change: Change) {
  const { collection } = change
  const map = collectionMap(doc, collection)
  for (const record of change.write ?? []) writeRecord(doc, collection, record)
  for (const { id, fields } of change.patch ?? [])
    if (map.has(id)) patchRecord(doc, collection, id, fields)
  for (const { id, time } of change.touch ?? [])
    if (map.has(id)) touchRecord(doc, collection, id, time)
  for (const id of change.remove ?? []) deleteRecord(doc, collection, id)
}

/** The ids a change writes or deletes. */
export function changedIds(change: Change): string[] {
  return [
    ...(change.write ?? []).map((record) => String(record.id)),
    ...(change.patch ?? []).map(({ id }) => id),
    ...(change.touch ?? []).map(({ id }) => id),
    ...(change.remove ?? []),
  ]
}
