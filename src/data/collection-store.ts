import type * as Y from 'yjs'
import { yjs } from './doc/yjs'
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
import { RowsLoad, type RowsOfWorkspace } from './rows-into-store'
import { compareWithDoc, StoreListeners } from './collection-store-parts'
import { shows } from './records/trashed'

/**
 * Immutable snapshots of one collection, built on first read and then kept up to date per
 * record: a change to one record replaces that record's snapshot only, so components showing
 * other records do not re-render. Records in the Trash are left out (`shows`).
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
  private readonly listeners = new StoreListeners()
  private map!: Y.Map<unknown>
  private texts: Y.Map<Y.Text>[] = []
  private touched!: Y.Map<number>
  private fields!: Y.Map<unknown>
  /** Seeded from rows and not yet reading the document (`seeded`, `attach`). */
  private detached = false
  /** Reading the collection's rows, without the document (`fromRows`), or following them (`seeded`). */
  private rowsLoad: RowsLoad | null = null

  /** The workspace's document (made when first needed: a store from rows attaches later). */
  private readonly docOf: () => Y.Doc

  constructor(
    readonly name: K,
    doc: Y.Doc | (() => Y.Doc),
    { attach = true }: { attach?: boolean } = {},
  ) {
    this.docOf = typeof doc === 'function' ? doc : () => doc
    if (attach) this.attach()
  }

  /**
   * A store showing `records` (read from the row store) before the document is decoded, and
   * the changes of the rows' feed (`subscribe`: this tab's writes, other tabs'): its readers
   * render at once, and `attach` later moves it onto the document.
   */
  static seeded<K extends CollectionName>(
    name: K,
    doc: () => Y.Doc,
    records: readonly CollectionRecords[K][],
    rows?: RowsOfWorkspace,
  ): CollectionStore<K> {
    // Following the feed as a store from rows does, with every record already read.
    const store = rows
      ? CollectionStore.fromRows(name, doc, rows, () => {})
      : new CollectionStore(name, doc, { attach: false })
    store.rowsLoad?.markRead()
    store.detached = true
    store.loaded = true
    for (const record of records) if (shows(name, record)) store.byId.set(record.id, record)
    return store
  }

  /**
   * A store of a large collection before the document is decoded: it holds the records its
   * rows' feed changes, and every record once `preload` read the rows (`rows-into-store.ts`);
   * until then it is partial (`isPartial`) and readers wait for it. `attach` later moves it onto
   * the document. `onFailed`: reading the rows failed.
   */
  static fromRows<K extends CollectionName>(
    name: K,
    doc: () => Y.Doc,
    rows: RowsOfWorkspace,
    onFailed: (error: unknown) => void,
  ): CollectionStore<K> {
    const store = new CollectionStore(name, doc, { attach: false })
    store.detached = true
    store.rowsLoad = new RowsLoad(name, rows, {
      put: (records, removed, fromFeed) => store.putRows(records, removed, fromFeed),
      done: (seen, fed) => {
        // Read again after a reset: what neither the rows nor the feed still have is gone.
        for (const id of seen ? [...store.byId.keys()] : [])
          if (!seen!.has(id) && !fed.has(id)) store.byId.delete(id)
        store.loaded = true
        store.notify(seen ? store.listeners.listened : []) // read again: a record's listeners too
      },
      failed: onFailed,
    })
    return store
  }

  private putRows(
    records: readonly Record<string, unknown>[],
    removed: readonly string[],
    fromFeed: boolean,
  ) {
    for (const record of records)
      if (shows(this.name, record))
        this.byId.set(record.id as string, record as unknown as CollectionRecords[K])
      else this.byId.delete(record.id as string)
    for (const id of removed) this.byId.delete(id)
    if (!fromFeed) return
    const ids = new Set([...records.map((record) => record.id as string), ...removed])
    this.all = null
    this.listeners.tell({ any: true, fields: true, ids })
  }

  private notify(ids: Iterable<string> = []) {
    this.all = null
    this.listeners.tell({ any: true, fields: true, ids })
  }

  /** Whether it holds only some of the collection's records (`fromRows`, still reading). */
  get isPartial(): boolean {
    return this.detached && !this.loaded
  }

  /**
   * Reads the document from now on. A store that showed rows compares them with the document and
   * tells its readers of any record that differs (`compareWithDoc`).
   */
  attach() {
    const doc = this.docOf()
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
    this.rowsLoad?.stop()
    if (!this.loaded) {
      // Partial: the document has every record, read when asked (readers hear of it).
      this.byId.clear()
      queueMicrotask(() => this.notify())
      return
    }
    this.all = null
    compareWithDoc(
      this.byId,
      this.map,
      (id) => this.refresh(id),
      (changed) => {
        this.all = null
        this.listeners.tell({ any: true, fields: true, ids: changed })
      },
    )
  }

  private load() {
    if (this.loaded || this.detached) return
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
    if (this.detached) return this.rowsLoad?.start() ?? Promise.resolve()
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
    const raw = readStored(this.docOf(), this.name, id)
    const record = raw && readRecord(this.name, id, raw)
    if (record && shows(this.name, record)) this.byId.set(id, record)
    else this.byId.delete(id)
  }

  private onRecords = (event: Y.YMapEvent<unknown>) => {
    this.changed(new Set(event.keysChanged), false)
    this.listeners.tell({ fields: true })
  }

  /** A record's edit time moved (after typing in its text): a change of a non-text field. */
  private onTouched = (event: Y.YMapEvent<number>) => {
    const ids = new Set([...event.keysChanged].filter((id) => this.map.has(id)))
    if (!ids.size) return
    this.changed(ids, false)
    this.listeners.tell({ fields: true })
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
    this.listeners.tell({ fields: true })
  }

  private onTexts = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
    const ids = new Set<string>()
    for (const event of events) {
      if (event instanceof yjs().YMapEvent) for (const key of event.keysChanged) ids.add(key)
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
    this.listeners.tell({ any: true, ids })
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

  /**
   * Number of records it shows; before its first full read, of the document's records (the
   * Trash's too; builds no snapshots). Partial: those it holds.
   */
  get size() {
    return this.detached || this.loaded ? this.byId.size : this.map.size
  }

  /** Calls `listener` after any change to the collection. */
  subscribe = this.listeners.subscribe
  /** Calls `listener` after a change to the records' fields, but not to their text fields. */
  subscribeRecords = this.listeners.subscribeRecords
  /** Calls `listener` after a change to one record. */
  subscribeTo = this.listeners.subscribeTo

  dispose() {
    this.rowsLoad?.stop()
    if (this.detached) {
      this.listeners.clear()
      return
    }
    this.map.unobserve(this.onRecords)
    this.touched.unobserve(this.onTouched)
    this.fields.unobserve(this.onFields)
    for (const texts of this.texts) texts.unobserveDeep(this.onTexts)
    this.listeners.clear()
  }
}
