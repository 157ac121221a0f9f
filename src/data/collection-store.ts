import * as Y from 'yjs'
import type { CollectionName, CollectionRecords } from './collections'
import {
  collectionMap,
  readRecord,
  readStored,
  textFields,
  textMap,
  touchedMap,
} from './doc/records-in-doc'
import { fieldsMap, idOfFieldKey } from './doc/record-fields'
import { SlicedRead } from './read-in-slices'

type Listener = () => void

export { nextTask } from './read-in-slices'

/**
 * Immutable snapshots of one collection, built on first read and then kept up to date per
 * record: a change to one record replaces that record's snapshot only, so components showing
 * other records do not re-render.
 */
export class CollectionStore<K extends CollectionName> {
  private byId = new Map<string, CollectionRecords[K]>()
  /** Snapshots are built on first read: opening a workspace costs nothing for collections not shown. */
  private loaded = false
  /** The reading in slices that `preload` started, shared by every caller. */
  private preloading: SlicedRead | null = null
  private all: readonly CollectionRecords[K][] | null = null
  /** Records whose text changed since their snapshot was built; rebuilt when next read. */
  private stale = new Set<string>()
  private listeners = new Set<Listener>()
  private recordListeners = new Set<Listener>()
  private idListeners = new Map<string, Set<Listener>>()
  private map!: Y.Map<unknown>
  private texts: Y.Map<Y.Text>[] = []
  private touched!: Y.Map<number>
  private fields!: Y.Map<unknown>
  /** Seeded from rows and not yet reading the document (`seeded`, `attach`). */
  private detached = false

  constructor(
    readonly name: K,
    private readonly doc: Y.Doc,
    { attach = true }: { attach?: boolean } = {},
  ) {
    if (attach) this.attach()
  }

  /**
   * A store showing `records` (read from the row store) before the document is decoded: its
   * readers render at once, and `attach` later moves it onto the document.
   */
  static seeded<K extends CollectionName>(
    name: K,
    doc: Y.Doc,
    records: readonly CollectionRecords[K][],
  ): CollectionStore<K> {
    const store = new CollectionStore(name, doc, { attach: false })
    store.detached = true
    store.loaded = true
    for (const record of records) store.byId.set(record.id, record)
    return store
  }

  /**
   * Reads the document from now on. A seeded store compares what it showed with the document
   * and tells its readers of any record that differs (rows a moment behind), after the current
   * task: the decoding that calls this may run inside a render.
   */
  attach() {
    const doc = this.doc
    this.map = collectionMap(doc, this.name) as Y.Map<unknown>
    this.texts = textFields(this.name).map((field) => textMap(doc, this.name, field))
    this.touched = touchedMap(doc, this.name)
    this.fields = fieldsMap(doc, this.name)
    this.map.observe(this.onRecords)
    this.touched.observe(this.onTouched)
    this.fields.observe(this.onFields)
    for (const texts of this.texts) texts.observeDeep(this.onTexts)
    if (!this.detached) return
    this.detached = false
    const changed = new Set<string>()
    for (const id of [...this.byId.keys()])
      if (!this.map.has(id)) {
        this.byId.delete(id)
        changed.add(id)
      }
    this.map.forEach((_, id) => {
      const before = this.byId.get(id)
      this.refresh(id)
      const after = this.byId.get(id)
      if (before && after && JSON.stringify(before) === JSON.stringify(after))
        this.byId.set(id, before)
      else changed.add(id)
    })
    if (!changed.size) return
    this.all = null
    queueMicrotask(() => {
      for (const listener of [...this.listeners]) listener()
      for (const listener of [...this.recordListeners]) listener()
      for (const id of changed)
        for (const listener of [...(this.idListeners.get(id) ?? [])]) listener()
    })
  }

  private load() {
    if (this.loaded) return
    this.loaded = true
    // Snapshots a `preload` already built are current: a change drops its record's snapshot.
    this.map.forEach((_, id) => {
      if (!this.byId.has(id)) this.refresh(id)
    })
  }

  /** Whether every record's snapshot is built, so reading the collection costs nothing more. */
  get isLoaded(): boolean {
    return this.loaded
  }

  /**
   * Builds the snapshots a slice at a time (`read-in-slices.ts`), so the first screen to show
   * this collection finds them ready and a key pressed meanwhile never waits long: in idle
   * periods, or with `soon` (a reader on screen is waiting for them) one slice after another.
   * Reading the collection meanwhile builds the rest at once. Every caller shares one reading.
   */
  preload({ soon = false }: { soon?: boolean } = {}): Promise<void> {
    if (this.loaded) return Promise.resolve()
    if (this.preloading) {
      // A reading under way waits for an idle period no longer.
      if (soon) this.preloading.hurry()
      return this.preloading.whenDone
    }
    const read = (id: string) => {
      if (!this.byId.has(id) && this.map.has(id)) this.refresh(id)
    }
    const reading = new SlicedRead([...this.map.keys()], read, () => this.loaded, { hurry: soon })
    this.preloading = reading
    void reading.whenDone.then(() => this.load())
    return reading.whenDone
  }

  private refresh(id: string) {
    const raw = readStored(this.doc, this.name, id)
    if (raw) this.byId.set(id, readRecord(this.name, id, raw))
    else this.byId.delete(id)
  }

  private onRecords = (event: Y.YMapEvent<unknown>) => {
    this.changed(new Set(event.keysChanged), false)
    for (const listener of [...this.recordListeners]) listener()
  }

  /** A record's edit time moved (after typing in its text): a change of a non-text field. */
  private onTouched = (event: Y.YMapEvent<number>) => {
    const ids = new Set([...event.keysChanged].filter((id) => this.map.has(id)))
    if (!ids.size) return
    this.changed(ids, false)
    for (const listener of [...this.recordListeners]) listener()
  }

  /** Fields of records were edited (one entry per record and field). */
  private onFields = (event: Y.YMapEvent<unknown>) => {
    const ids = new Set<string>()
    for (const key of event.keysChanged) {
      const id = idOfFieldKey(key)
      if (this.map.has(id)) ids.add(id)
    }
    if (!ids.size) return
    this.changed(ids, false)
    for (const listener of [...this.recordListeners]) listener()
  }

  private onTexts = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
    const ids = new Set<string>()
    for (const event of events) {
      if (event instanceof Y.YMapEvent) for (const key of event.keysChanged) ids.add(key)
      else if (typeof event.path[0] === 'string') ids.add(event.path[0])
    }
    // A text created along with its record arrives with the record's own change.
    for (const id of ids) if (!this.map.has(id)) ids.delete(id)
    this.changed(ids, true)
  }

  private changed(ids: Set<string>, textOnly: boolean) {
    if (!ids.size) return
    // Before the first read, a snapshot a `preload` built is dropped, to be built again.
    if (!this.loaded) for (const id of ids) this.byId.delete(id)
    // A keystroke in a long text should not copy that text until someone reads the record.
    if (this.loaded)
      for (const id of ids) {
        if (textOnly) this.stale.add(id)
        else {
          this.stale.delete(id)
          this.refresh(id)
        }
      }
    this.all = null
    for (const listener of [...this.listeners]) listener()
    for (const id of ids) for (const listener of [...(this.idListeners.get(id) ?? [])]) listener()
  }

  /** Every record, in a stable array that changes identity only when the collection changes. */
  getAll = (): readonly CollectionRecords[K][] => {
    this.load()
    this.freshen()
    return (this.all ??= [...this.byId.values()])
  }

  /** One record. Before the first full read, only that record is read (a note widget's note). */
  get = (id: string): CollectionRecords[K] | undefined => {
    if (this.detached) return this.byId.get(id)
    if (!this.loaded) {
      if (!this.byId.has(id) && this.map.has(id)) this.refresh(id)
      return this.byId.get(id)
    }
    if (this.stale.delete(id)) this.refresh(id)
    return this.byId.get(id)
  }

  private freshen() {
    for (const id of this.stale) this.refresh(id)
    this.stale.clear()
  }

  /** Number of records (read from the document; builds no snapshots). */
  get size() {
    return this.detached ? this.byId.size : this.map.size
  }

  /** Calls `listener` after any change to the collection. */
  subscribe = (listener: Listener) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** Calls `listener` after a change to the records' fields, but not to their text fields. */
  subscribeRecords = (listener: Listener) => {
    this.recordListeners.add(listener)
    return () => void this.recordListeners.delete(listener)
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
    if (this.detached) {
      this.listeners.clear()
      this.recordListeners.clear()
      this.idListeners.clear()
      return
    }
    this.map.unobserve(this.onRecords)
    this.touched.unobserve(this.onTouched)
    this.fields.unobserve(this.onFields)
    for (const texts of this.texts) texts.unobserveDeep(this.onTexts)
    this.listeners.clear()
    this.recordListeners.clear()
    this.idListeners.clear()
  }
}
