import type * as Y from 'yjs'
import { CollectionStore } from './collection-store'
import { COLLECTIONS, type CollectionName, type CollectionRecords } from './collections'
import type { IdbPersistence } from './persistence/idb-persistence'
import type { RowReads } from './row-reads'
import { SEEDED, storeFromRows, type Seeds } from './start-from-rows'

/** What the stores need of their workspace. */
interface StoresOf {
  /** The workspace's document, made when first needed (once Yjs is loaded: `doc/yjs.ts`). */
  ydoc(): Y.Doc
  readonly persistence: IdbPersistence
  readonly reads: RowReads
  hasDoc(): boolean
  /** Decodes the document now if it can (else once its log is read). */
  decodeNow(): void
  /** The rows cannot serve: the document must (`Workspace.decodeSoon`). */
  decodeSoon(): void
}

/**
 * What the page holds of each collection of a workspace: a store per collection, seeded from
 * rows or read from them before the document (a start from rows), reading the document once it
 * is decoded; and, for a record no store holds whole, what screens' queries hold (`reads`).
 */
export class WorkspaceStores {
  private stores = new Map<CollectionName, CollectionStore<CollectionName>>()

  constructor(private readonly of: StoresOf) {}

  /** A start from rows: the small collections' stores hold their rows (`readSeeds`). */
  seed(seeds: Seeds) {
    const { persistence } = this.of
    const ydoc = () => this.of.ydoc()
    const rows = { db: persistence.db!, subscribe: persistence.rowFeed.subscribe }
    for (const name of SEEDED)
      this.stores.set(name, CollectionStore.seeded(name, ydoc, seeds[name], rows))
  }

  /** The document is decoded: every store reads it (those made before move onto it). */
  attachAll() {
    for (const name of COLLECTIONS) {
      const made = this.stores.get(name)
      if (made) made.attach()
      else this.stores.set(name, new CollectionStore(name, this.of.ydoc()))
    }
  }

  /** See `WorkspaceHandle.storeIfReady`. */
  ifReady<K extends CollectionName>(name: K): CollectionStore<K> | null {
    let store = this.stores.get(name)
    if (!store && !this.of.hasDoc()) {
      store = storeFromRows(
        name,
        () => this.of.ydoc(),
        this.of.persistence,
        () => this.of.decodeSoon(),
      )
      this.stores.set(name, store)
    }
    return (store as unknown as CollectionStore<K> | undefined) ?? null
  }

  /**
   * A collection's store, every record read: the document is decoded first if that is needed.
   * While its log is still being read (after a start from rows), the store as read from rows,
   * which holds every record once decoded.
   */
  whole<K extends CollectionName>(name: K): CollectionStore<K> {
    if (!this.stores.has(name) || this.stores.get(name)!.isPartial) this.of.decodeNow()
    return (this.stores.get(name) ?? this.ifReady(name)) as unknown as CollectionStore<K>
  }

  /**
   * A record as the page has it now, without decoding: from the document once decoded, else
   * from what the page read of the rows (a store, a screen's query); undefined when it has none.
   */
  known<K extends CollectionName>(name: K, id: string): CollectionRecords[K] | undefined {
    if (this.of.hasDoc()) return this.whole(name).get(id)
    const held = this.stores.get(name)?.get(id) ?? this.of.reads.find(name, id)
    return held as CollectionRecords[K] | undefined
  }

  /**
   * A collection's records as the page has them now, without decoding: every one once decoded
   * or read whole from rows, else those its stores and screens' queries hold.
   */
  knownRecords<K extends CollectionName>(name: K): readonly CollectionRecords[K][] {
    const store = this.ifReady(name)
    if (store && !store.isPartial) return store.getAll()
    return this.of.reads.findAll(name, store?.getAll() ?? [])
  }

  /** Whether the page holds every record of a collection now (decoded, or read whole). */
  heldWhole(name: CollectionName): boolean {
    if (this.of.hasDoc()) return true
    const store = this.stores.get(name)
    return !!store && !store.isPartial
  }

  /** A collection's store once it holds every record: read from rows, or from the document. */
  async complete<K extends CollectionName>(name: K): Promise<CollectionStore<K>> {
    const store = this.ifReady(name)
    if (store?.isPartial) await store.preload({ soon: true })
    return this.whole(name)
  }

  dispose() {
    for (const store of this.stores.values()) store.dispose()
  }
}
