import { changedFields } from './changed-fields'

/** How `mergeList` tells items apart. */
export interface MergeListOptions<T> {
  /**
   * What makes two items the same item: a subtask's id, a tag folded to lower case. The first of
   * several items with one key counts. @defaultValue the item as JSON
   */
  key?: (item: T) => string
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The first item of each key, by key, in the list's order. */
function byKey<T>(list: readonly T[], key: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>()
  for (const item of list) {
    const k = key(item)
    if (!map.has(k)) map.set(k, item)
  }
  return map
}

/**
 * One item both sides kept: a side that changed it wins over one that did not, field by field
 * for objects (a subtask ticked here and renamed elsewhere is both); changed on both, mine wins.
 */
function mergeItem<T>(base: T, mine: T, theirs: T): T {
  if (same(mine, base)) return theirs
  if (same(theirs, base)) return mine
  if (isObject(base) && isObject(mine) && isObject(theirs))
    return { ...theirs, ...changedFields(base, mine) } as T
  return mine
}

/**
 * Whether `mine` put the items it shares with `base` and `theirs` in another order than
 * `base` had them.
 */
function reordered(base: readonly string[], mine: readonly string[], shared: Set<string>) {
  const a = base.filter((k) => shared.has(k))
  const b = mine.filter((k) => shared.has(k))
  return a.some((k, i) => k !== b[i])
}

/**
 * `skeleton` with the `added` keys of `source` put in: each run of them before the item that
 * follows it in `source` (when the skeleton has that item), else at the end.
 */
function insertAdded(skeleton: readonly string[], source: readonly string[], added: Set<string>) {
  const inSkeleton = new Set(skeleton)
  const before = new Map<string, string[]>()
  let pending: string[] = []
  for (const k of source) {
    if (added.has(k)) pending.push(k)
    else if (inSkeleton.has(k) && pending.length) {
      before.set(k, [...(before.get(k) ?? []), ...pending])
      pending = []
    }
  }
  return [...skeleton.flatMap((k) => [...(before.get(k) ?? []), k]), ...pending]
}

/**
 * A three-way merge of a list field at save time: from the list a form started with (`base`),
 * what the user made of it (`mine`) and what is stored now (`theirs`, perhaps changed by another
 * tab or device meanwhile). It keeps theirs, removes what the user removed, adds what the user
 * added, and merges an item both kept with `mergeItem`'s rule. An item removed elsewhere stays
 * removed, even when the user changed it here.
 *
 * Order: a side that reordered the items both kept wins over one that did not (theirs, when
 * both did); the other side's new items go in before the item that followed them there, or at
 * the end.
 */
export function mergeList<T>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  { key = (item) => JSON.stringify(item) }: MergeListOptions<T> = {},
): T[] {
  if (same(mine, base)) return [...theirs]
  if (same(theirs, base) || same(theirs, mine)) return [...mine]
  const baseItems = byKey(base, key)
  const myItems = byKey(mine, key)
  const theirItems = byKey(theirs, key)

  const kept = new Map<string, T>()
  for (const [k, their] of theirItems) {
    const old = baseItems.get(k)
    const my = myItems.get(k)
    if (old !== undefined && my === undefined) continue // the user removed it
    kept.set(k, my === undefined ? their : old === undefined ? my : mergeItem(old, my, their))
  }
  const myAdded = new Set<string>()
  for (const [k, my] of myItems)
    if (!baseItems.has(k) && !theirItems.has(k)) {
      kept.set(k, my)
      myAdded.add(k)
    }
  const theirAdded = new Set(
    [...theirItems.keys()].filter((k) => !baseItems.has(k) && !myItems.has(k)),
  )

  const myKeys = [...myItems.keys()]
  const theirKeys = [...theirItems.keys()]
  const shared = new Set(myKeys.filter((k) => baseItems.has(k) && theirItems.has(k)))
  const order =
    reordered([...baseItems.keys()], myKeys, shared) &&
    !reordered([...baseItems.keys()], theirKeys, shared)
      ? insertAdded(
          myKeys.filter((k) => kept.has(k)),
          theirKeys,
          theirAdded,
        )
      : insertAdded(
          theirKeys.filter((k) => kept.has(k)),
          myKeys,
          myAdded,
        )
  return order.map((k) => kept.get(k)!)
}

/** For each list field of a record, how its items are told apart (`MergeListOptions.key`). */
export type ListFieldKeys<T> = {
  // A loose record's index signature (`[x: string]: unknown`) is no field.
  [K in keyof T as string extends K ? never : K]?: T[K] extends readonly (infer I)[]
    ? (item: I) => string
    : never
}

/**
 * `patch` with each list field named in `keys` merged (`mergeList`) from the record the change
 * was made from (`base`) with the record as stored now; other fields as they are. With no
 * stored record, the patch as it is.
 */
export function mergeListFields<T extends object>(
  base: T,
  patch: Partial<T>,
  stored: T | undefined,
  keys: ListFieldKeys<T>,
): Partial<T> {
  if (!stored) return patch
  const merged: Partial<T> = { ...patch }
  for (const field of Object.keys(keys) as (keyof T)[]) {
    const mine = patch[field]
    const key = keys[field] as ((item: unknown) => string) | undefined
    if (!Array.isArray(mine) || !key) continue
    const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : [])
    merged[field] = mergeList(list(base[field]), mine as unknown[], list(stored[field]), {
      key,
    }) as T[keyof T]
  }
  return merged
}
