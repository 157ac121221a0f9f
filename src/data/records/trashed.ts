/**
 * Whether a record (as stored or read) is in the Trash: its `trashedAt` is a time (absent or
 * null: it is not). Apart from the schemas, so workers that read rows need no zod.
 */
export const isTrashed = (record: object): boolean =>
  typeof (record as { trashedAt?: unknown }).trashedAt === 'number'

/**
 * Whether what reads a collection whole (its store, a search worker) shows a record: not one in
 * the Trash, which no screen, count, widget or search shows (the Trash reads its own). Notes'
 * own list still shows theirs.
 */
export const shows = (collection: string, record: object): boolean =>
  collection === 'notes' || !isTrashed(record)
