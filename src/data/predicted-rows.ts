import type { CollectionName } from './collections'
import type { RowFeed } from './persistence/row-feed'
import type { Change } from './doc/changes'
import { rowKeys, type RecordRow } from './doc/record-rows'
import { readRecord } from './doc/records-in-doc'
import type { Predicted } from './command-history'

// What a page shows of its commands before the document's owner has stored them
// (`doc-commands.ts`): the rows it predicts, as the owner will store them.

type Rows = { put: RecordRow[]; remove: [CollectionName, string][] }

/** The row of a record as the owner will store it. */
function rowFor(collection: CollectionName, fields: Record<string, unknown>): RecordRow {
  const id = String(fields.id)
  const record = readRecord(collection, id, fields) as Record<string, unknown>
  return { c: collection, id, r: record, k: rowKeys(collection, record) }
}

/**
 * The rows a change writes, as predicted: the records it writes whole, and those it edits that
 * the page shows (`current`: a record no screen shows needs no prediction, its stored row
 * follows), and the records it removes.
 */
export function rowsOfChange(
  change: Change,
  current: (collection: CollectionName, id: string) => Record<string, unknown> | undefined,
): Rows {
  const { collection } = change
  const put = (change.write ?? []).map((record) => rowFor(collection, record))
  const edited = [
    ...(change.patch ?? []),
    ...(change.touch ?? []).map(({ id, time }) => ({ id, fields: { updatedAt: time } })),
  ]
  for (const { id, fields } of edited) {
    const shown = current(collection, id)
    if (shown) put.push(rowFor(collection, { ...shown, ...fields, id }))
  }
  const remove = (change.remove ?? []).map((id): [CollectionName, string] => [collection, id])
  return { put, remove }
}

/** The rows of records as an undo or a redo leaves them, as predicted (`CommandHistory`). */
export function rowsOfPredicted(records: readonly Predicted[]): Rows {
  return {
    put: records.flatMap(({ collection, record }) => (record ? [rowFor(collection, record)] : [])),
    remove: records.flatMap(({ collection, id, record }): [CollectionName, string][] =>
      record ? [] : [[collection, id]],
    ),
  }
}

/**
 * The records an undo or a redo was predicted to change that the owner's rows for it (`told`)
 * leave out: its step's changes were overwritten by another page, and the owner undid an older
 * step instead, or none (`Y.UndoManager` skips a step that changes nothing). The page reads
 * them again, to show them as stored.
 */
export function unchangedOf(
  predicted: readonly Predicted[],
  told: RowFeed,
): [CollectionName, string][] {
  if ('reset' in told) return []
  const key = (collection: string, id: string) => `${collection}\u001f${id}`
  const changed = new Set([
    ...told.put.map((row) => key(row.c, row.id)),
    ...told.remove.map(([collection, id]) => key(collection, id)),
  ])
  return predicted
    .filter(({ collection, id }) => !changed.has(key(collection, id)))
    .map(({ collection, id }): [CollectionName, string] => [collection, id])
}
