import type * as Y from 'yjs'
import { SlicedRead } from './read-in-slices'

/** Parts of `CollectionStore`: who listens to it, and how it moves from rows onto the document. */

type Listener = () => void

/** Records a store from rows compares with the document at once when it moves onto it. */
const COMPARE_AT_ONCE = 1_000

/**
 * Compares the snapshots a store showed from rows (`byId`) with its collection in the document
 * (`map`; `refresh` reads one record from it into `byId`), keeping each snapshot that is equal,
 * and tells `onChanged` which records differed (rows a moment behind), after the current task:
 * the decoding that calls this may run inside a render. A large collection is compared in
 * slices, never adding to the decoding's frozen moment; until then it shows its rows, as it did.
 */
export function compareWithDoc<T>(
  byId: Map<string, T>,
  map: Y.Map<unknown>,
  refresh: (id: string) => void,
  onChanged: (ids: Set<string>) => void,
) {
  const changed = new Set<string>()
  for (const id of [...byId.keys()])
    if (!map.has(id)) {
      byId.delete(id)
      changed.add(id)
    }
  const compare = (id: string) => {
    const before = byId.get(id)
    refresh(id)
    const after = byId.get(id)
    if (before && after && JSON.stringify(before) === JSON.stringify(after)) byId.set(id, before)
    else changed.add(id)
  }
  const tell = () => changed.size && queueMicrotask(() => onChanged(changed))
  if (byId.size <= COMPARE_AT_ONCE) {
    map.forEach((_, id) => compare(id))
    return void tell()
  }
  void new SlicedRead([...map.keys()], compare, () => false, { hurry: true }).whenDone.then(tell)
}

/**
 * Who listens to a collection store: to any change, to changes of records' fields (not only of
 * their text fields), and to one record's changes.
 */
export class StoreListeners {
  private any = new Set<Listener>()
  private fields = new Set<Listener>()
  private byId = new Map<string, Set<Listener>>()

  /** Calls `listener` after any change to the collection. */
  subscribe = (listener: Listener) => {
    this.any.add(listener)
    return () => void this.any.delete(listener)
  }

  /** Calls `listener` after a change to the records' fields, but not to their text fields. */
  subscribeRecords = (listener: Listener) => {
    this.fields.add(listener)
    return () => void this.fields.delete(listener)
  }

  /** Calls `listener` after a change to one record. */
  subscribeTo = (id: string, listener: Listener) => {
    const set = this.byId.get(id) ?? new Set()
    set.add(listener)
    this.byId.set(id, set)
    return () => {
      set.delete(listener)
      if (!set.size) this.byId.delete(id)
    }
  }

  /** The records someone listens to (`subscribeTo`). */
  get listened(): string[] {
    return [...this.byId.keys()]
  }

  /**
   * Tells of a change: to `ids` (each record's listeners), and with `any` and `fields` to the
   * collection's listeners of that kind.
   */
  tell({
    any = false,
    fields = false,
    ids = [],
  }: {
    any?: boolean
    fields?: boolean
    ids?: Iterable<string>
  }) {
    if (any) for (const listener of [...this.any]) listener()
    if (fields) for (const listener of [...this.fields]) listener()
    for (const id of ids) for (const listener of [...(this.byId.get(id) ?? [])]) listener()
  }

  clear() {
    this.any.clear()
    this.fields.clear()
    this.byId.clear()
  }
}
