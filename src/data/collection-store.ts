import * as Y from 'yjs'
import type { CollectionName, CollectionRecords } from './collections'
import { mapToObject, readRecord, type RecordMap } from './doc/records-in-doc'

type Listener = () => void

/**
 * Immutable snapshots of one collection, kept up to date incrementally: a change to one record
 * replaces that record's snapshot only, so components showing other records do not re-render.
 */
export class CollectionStore<K extends CollectionName> {
  private byId = new Map<string, CollectionRecords[K]>()
  /** Snapshots are built on first read: opening a workspace costs nothing for collections not shown. */
  private loaded = false
  private all: readonly CollectionRecords[K][] | null = null
  private listeners = new Set<Listener>()
  private idListeners = new Map<string, Set<Listener>>()

  constructor(
    readonly name: K,
    private readonly map: Y.Map<RecordMap>,
  ) {
    map.observeDeep(this.onChange)
  }

  private load() {
    if (this.loaded) return
    this.loaded = true
    this.map.forEach((value, id) => this.refresh(id, value))
  }

  private refresh(id: string, value: unknown) {
    if (value instanceof Y.Map)
      this.byId.set(id, readRecord(this.name, id, mapToObject(value as RecordMap)))
    else this.byId.delete(id)
  }

  private onChange = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
    const changed = new Set<string>()
    for (const event of events) {
      if (event.target === this.map) for (const key of event.changes.keys.keys()) changed.add(key)
      else if (typeof event.path[0] === 'string') changed.add(event.path[0])
    }
    if (!changed.size) return
    if (this.loaded) for (const id of changed) this.refresh(id, this.map.get(id))
    this.all = null
    for (const listener of [...this.listeners]) listener()
    for (const id of changed)
      for (const listener of [...(this.idListeners.get(id) ?? [])]) listener()
  }

  /** Every record, in a stable array that changes identity only when the collection changes. */
  getAll = (): readonly CollectionRecords[K][] => {
    this.load()
    return (this.all ??= [...this.byId.values()])
  }

  get = (id: string): CollectionRecords[K] | undefined => {
    this.load()
    return this.byId.get(id)
  }

  /** Number of records (read from the document; builds no snapshots). */
  get size() {
    return this.map.size
  }

  /** Calls `listener` after any change to the collection. */
  subscribe = (listener: Listener) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** Calls `listener` after a change to one record. */
  subscribeTo = (id: string, listener: Listener) => {
    const set = this.idListeners.get(id) ?? new Set()
    set.add(listener)
    this.idListeners.set(id, set)
    return () => {
      set.delete(listener)
      if (!set.size) this.idListeners.delete(id)
    }
  }

  dispose() {
    this.map.unobserveDeep(this.onChange)
    this.listeners.clear()
    this.idListeners.clear()
  }
}
