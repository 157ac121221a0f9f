import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing'

/** A record kept in an order: its key (a fractional index) and, for ties, its id. */
export type Sortable = { id: string; order: string }

/**
 * Sorts by order key, then by id: two devices that append while apart can give two records the
 * same key, and every device must still list them alike.
 */
export const byOrder = (a: Sortable, b: Sortable) =>
  a.order < b.order ? -1 : a.order > b.order ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

/** Whether `key` is a fractional index key (what Hearth writes; a file edited by hand may not be). */
function isOrderKey(key: string): boolean {
  try {
    generateKeyBetween(key, null)
    return true
  } catch {
    return false
  }
}

/**
 * The new keys that put `id` at `index` among `rest` (its siblings as shown, in `byOrder`,
 * without it): `ids[i]` gets `keys[i]`. Usually only the moved record; where the neighbours
 * share a key (appended on two devices at once), the run of them from `index` on too.
 * Written by `Repository.place`, in one undoable step.
 */
export function placedKeys(id: string, rest: readonly Sortable[], index: number) {
  const before = rest[index - 1] ?? null
  let end = index
  while (before && end < rest.length && rest[end]!.order <= before.order) end++
  const next = rest[end]?.order ?? null
  try {
    const keys = generateNKeysBetween(before?.order ?? null, next, end - index + 1)
    return { ids: [id, ...rest.slice(index, end).map((record) => record.id)], keys }
  } catch {
    // A neighbour's key is not one Hearth writes (a file edited by hand): every sibling gets a
    // new key, in the order shown.
    const ids = [...rest.slice(0, index), { id }, ...rest.slice(index)].map((record) => record.id)
    return { ids, keys: generateNKeysBetween(null, null, ids.length) }
  }
}

/** An order key after every given record, for appending (`Repository.orderAfter`). */
export function orderAfter(records: readonly Sortable[]): string {
  const lastOf = (keys: readonly Sortable[]) =>
    keys.reduce<string | null>((max, r) => (max === null || r.order > max ? r.order : max), null)
  let last = lastOf(records)
  // After the last key Hearth can work with, when the last one is not such a key.
  if (last !== null && !isOrderKey(last)) last = lastOf(records.filter((r) => isOrderKey(r.order)))
  return generateKeyBetween(last, null)
}
