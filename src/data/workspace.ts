import * as Y from 'yjs'
import { COLLECTIONS, type CollectionName, type CollectionRecords } from './collections'
import { CollectionStore } from './collection-store'
import { ensureDefaultRecords, writeRecords, type SomeRecords } from './doc/defaults'
import { migrate, SCHEMA_VERSION } from './doc/migrations'
import { IdbPersistence } from './persistence/idb-persistence'
import {
  checkInBackground,
  DocPhase,
  followOtherTabs,
  readSeedRows,
  readSeeds,
  rowSource,
  SEEDED,
  storeFromRows,
  type Seeds,
} from './start-from-rows'
import type { OpenOptions, WorkspaceHandle, WorkspaceMode } from './workspace-handle'
import {
  fromNewerHearth,
  storageUnavailable,
  unreadable,
  UPDATED_IN_ANOTHER_TAB,
  UPDATED_ON_ANOTHER_DEVICE,
  watchSchema,
  type WorkspaceProblem,
} from './workspace-problems'
import { startTabSync } from './persistence/tab-sync'
import { CAPTURE_MS, LOCAL_ORIGIN, recordsUndoManager } from './doc/origins'
import { Repository } from './repository'
import { RowReads } from './row-reads'
import { hasOwner, WorkspaceCommands } from './workspace-commands'

export const workspaceDbName = (id: string) => `hearth:workspace:${id}`

const STILL_READING = 'Hearth is still reading this workspace. Try again in a moment.'

export type { OpenOptions, WorkspaceHandle, WorkspaceMode } from './workspace-handle'
export type { WorkspaceProblem } from './workspace-problems'

/** The workspace behind a handle, for code inside `data/` only (a text binding needs its doc). */
export const workspaceInternals = (handle: WorkspaceHandle): Workspace => handle as Workspace

/** One open workspace: its document, storage, tab sync, repositories and undo. */
export class Workspace implements WorkspaceHandle {
  private readonly ydoc = new Y.Doc()
  /**
   * Whether the document is decoded: not yet after a start from rows (`start-from-rows.ts`),
   * where the small collections' stores hold their rows and screens query the large ones.
   * Anything that needs the document decodes it at once (`doc`, a large collection's store, a
   * write).
   */
  private readonly phase = new DocPhase(
    () => this.decodeStarted(),
    () => this.persistence.decodable(),
    (error) => this.outdated(unreadable(error)),
  )
  mode: WorkspaceMode = 'ready'
  problem: WorkspaceProblem | null = null
  readonly persistence: IdbPersistence
  private stores = new Map<CollectionName, CollectionStore<CollectionName>>()
  private repositories = new Map<CollectionName, Repository<CollectionName>>()
  private stopSync: () => void = () => {}
  /** Records read from the row store, without the document (`row-reads.ts`). */
  readonly reads = new RowReads({
    rows: () => rowSource(this.persistence, this.mode === 'ready', this.phase.hasDoc),
  })
  undoManager!: Y.UndoManager
  /** Where writes go while the page has no document (`workspace-commands.ts`). */
  private readonly commands: WorkspaceCommands
  /** The small collections' rows, read once the rows' watermark is (`readSeeds`). */
  private seeds: Promise<Seeds | null> = Promise.resolve(null)
  private seedRows: ReturnType<typeof readSeedRows> | null = null

  private constructor(
    readonly id: string,
    private readonly options: OpenOptions,
  ) {
    this.persistence = new IdbPersistence(workspaceDbName(id), this.ydoc, {
      ...options,
      indexRecords: true,
      decodeLater: true,
      onRowsOpen: (db) => (this.seedRows = readSeedRows(db)),
      onMark: (db, mark) =>
        (this.seeds = readSeeds(db, mark, this.persistence.name, this.seedRows ?? undefined)),
      // With an owner to write to, a start from rows does not wait for the log (`DocPhase`).
      logLater: hasOwner(options),
      onReplacedByNewer: () => this.outdated(UPDATED_IN_ANOTHER_TAB),
    })
    this.commands = new WorkspaceCommands(this, options)
  }

  /** Opens a workspace from IndexedDB. Never throws: problems set `mode` and `problem`. */
  static async open(id: string, options: OpenOptions = {}): Promise<Workspace> {
    const workspace = new Workspace(id, options)
    await workspace.load()
    return workspace
  }

  private async load() {
    performance.mark('hearth:workspace-open')
    try {
      await this.persistence.whenRead
      // Read as the watermark came, while boot.js's worker may still read the log.
      const seeds = this.persistence.mark ? await this.seeds : null
      if (seeds) {
        const { persistence, phase } = this
        const rows = { db: persistence.db!, subscribe: persistence.rowFeed.subscribe }
        for (const name of SEEDED)
          this.stores.set(name, CollectionStore.seeded(name, this.ydoc, seeds[name], rows))
        phase.startFromRows()
        const { shown } = this.commands
        phase.untilDoc(followOtherTabs(persistence, () => this.hasDoc, this.decodeSoon, shown))
        const { onSnapshotTaken } = this.options
        phase.untilDoc(checkInBackground(persistence.name, this.decodeSoon, onSnapshotTaken))
        // Changes a page sent and could not see stored go to this page's owner.
        if (!this.commands.recover()) this.decodeSoon()
        performance.mark('hearth:workspace-ready')
        return
      }
      await this.persistence.decodable()
      this.persistence.decode()
      await this.persistence.whenLoaded
      performance.mark('hearth:workspace-loaded')
    } catch (error) {
      if (this.persistence.state === 'unavailable') {
        this.mode = 'memory-only'
        this.problem = storageUnavailable(error)
      } else {
        await this.persistence.destroy()
        this.mode = 'read-only'
        this.problem = unreadable(error)
      }
    }
    this.withDoc()
    performance.mark('hearth:workspace-ready')
  }

  /** Whether the document is decoded (not in the 'rows' phase of a start). */
  get hasDoc(): boolean {
    return this.phase.hasDoc
  }

  /** Calls `listener` once the document is decoded (see `DocPhase.whenDoc`). */
  whenDoc(listener: () => void, options?: { now?: boolean }): () => void {
    return this.phase.whenDoc(listener, options)
  }

  /** Rows can no longer serve (another tab's bulk change, a failed read): the document must. */
  private decodeSoon = () => queueMicrotask(() => this.mode === 'ready' && this.decodeNow())

  /**
   * Decodes the document after a start from rows (nothing otherwise): now, in this task, when
   * its stored log is read; else as soon as it is (`hasDoc` says which).
   */
  decodeNow() {
    this.phase.decodeNow()
  }

  /**
   * The workspace's document, decoded first if the start had not (waiting for its log to be
   * read, after a start from rows). Rejects when it cannot be read, or the workspace closes.
   */
  async loadDoc(): Promise<Y.Doc> {
    await this.phase.load()
    return this.ydoc
  }

  private decodeStarted() {
    // The document failing to decode now: read-only, as at any open.
    const failed = (error: unknown) => {
      if (this.mode !== 'ready') return
      void this.persistence.destroy()
      this.outdated(unreadable(error))
    }
    try {
      this.persistence.decode()
    } catch (error) {
      failed(error)
    }
    this.persistence.whenLoaded.then(() => performance.mark('hearth:workspace-loaded'), failed)
    this.withDoc()
  }

  /** What a workspace sets up once its document is decoded. */
  private withDoc() {
    const doc = this.ydoc
    if (this.mode === 'ready') {
      const result = migrate(doc)
      // A migration may rewrite every record: what is stored before it is then mostly obsolete.
      if (result.status === 'migrated') this.persistence.compactSoon()
      if (result.status === 'newer') {
        void this.persistence.destroy()
        this.mode = 'read-only'
        this.problem = fromNewerHearth(result.from, SCHEMA_VERSION)
      } else this.commands.recover(doc)
    } else if (this.mode === 'memory-only') migrate(doc)
    if (this.mode !== 'read-only') ensureDefaultRecords(doc)
    for (const name of COLLECTIONS) {
      const seeded = this.stores.get(name)
      if (seeded) seeded.attach()
      else this.stores.set(name, new CollectionStore(name, doc))
    }
    this.undoManager = recordsUndoManager(doc, CAPTURE_MS)
    if (this.mode !== 'read-only')
      this.stopSync = startTabSync(doc, workspaceDbName(this.id), this.options.onSyncError)
    if (this.mode === 'ready') this.watchSchema()
  }

  /**
   * The workspace's document, decoded now if the start had not yet. Throws while its log is
   * still being read after a start from rows (code that may run then awaits `loadDoc`).
   */
  get doc(): Y.Doc {
    this.decodeNow()
    if (!this.hasDoc) throw new Error(STILL_READING)
    return this.ydoc
  }

  /**
   * A collection's store without decoding the document: before it is decoded (a start from
   * rows), the small collections' stores hold their rows, and a large one's store reads its rows
   * when preloaded and is partial until then (`CollectionStore.fromRows`, `isPartial`).
   */
  storeIfReady<K extends CollectionName>(name: K): CollectionStore<K> | null {
    let store = this.stores.get(name)
    if (!store && !this.hasDoc) {
      store = storeFromRows(name, this.ydoc, this.persistence, this.decodeSoon)
      this.stores.set(name, store)
    }
    return (store as unknown as CollectionStore<K> | undefined) ?? null
  }

  /**
   * A record as the page has it now, without decoding: from the document once decoded, else
   * from what the page read of the rows (a store, a screen's query); undefined when it has none.
   */
  known<K extends CollectionName>(name: K, id: string): CollectionRecords[K] | undefined {
    if (this.hasDoc) return this.store(name).get(id)
    const held = this.stores.get(name)?.get(id) ?? this.reads.find(name, id)
    return held as CollectionRecords[K] | undefined
  }

  /**
   * A collection's records as the page has them now, without decoding: every one once decoded
   * or read whole from rows, else those its stores and screens' queries hold.
   */
  knownRecords<K extends CollectionName>(name: K): readonly CollectionRecords[K][] {
    const store = this.storeIfReady(name)
    if (store && !store.isPartial) return store.getAll()
    return this.reads.findAll(name, store?.getAll() ?? [])
  }

  /** A collection's store once it holds every record: read from rows, or from the document. */
  async complete<K extends CollectionName>(name: K): Promise<CollectionStore<K>> {
    const store = this.storeIfReady(name)
    if (store?.isPartial) await store.preload({ soon: true })
    return this.store(name)
  }

  /** A newer Hearth elsewhere migrating this workspace turns it read-only here, at once. */
  private watchSchema() {
    this.stopSchemaWatch = watchSchema(this.ydoc, () => this.outdated())
  }

  private stopSchemaWatch = () => {}

  /**
   * Turns the workspace read-only because a newer Hearth migrated it (seen in the document, or
   * said by the sync server: this build would write records in a shape the newer one no longer
   * reads), or took its database over in another tab. What arrives is still stored (not after a
   * takeover: then the journal keeps it); nothing is written from here until a reload.
   */
  outdated(problem: WorkspaceProblem = UPDATED_ON_ANOTHER_DEVICE) {
    if (this.mode !== 'ready') return
    this.mode = 'read-only'
    this.problem = problem
    this.stopSchemaWatch()
    this.reads.stopped()
    this.options.onOutdated?.(this.problem)
  }

  get readOnly() {
    return this.mode === 'read-only'
  }

  /**
   * A collection's store, every record read: the document is decoded first if that is needed.
   * While its log is still being read (after a start from rows), the store as read from rows
   * (`storeIfReady`), which holds every record once decoded.
   */
  store<K extends CollectionName>(name: K): CollectionStore<K> {
    if (!this.stores.has(name) || this.stores.get(name)!.isPartial) this.decodeNow()
    return (this.stores.get(name) ?? this.storeIfReady(name)) as unknown as CollectionStore<K>
  }

  repository<K extends CollectionName>(name: K): Repository<K> {
    let repository = this.repositories.get(name)
    if (!repository)
      this.repositories.set(name, (repository = new Repository(this.commands.host, name)))
    return repository as unknown as Repository<K>
  }

  /** Records in a collection right now. */
  records<K extends CollectionName>(name: K): readonly CollectionRecords[K][] {
    return this.store(name).getAll()
  }

  /** Replaces every record with those given (one transaction; undoable). */
  async replaceAll(records: SomeRecords, origin: unknown = LOCAL_ORIGIN) {
    // In the caller's task when the document is there (an async function runs up to its await).
    const doc = this.hasDoc ? this.ydoc : await this.loadDoc()
    if (this.readOnly) throw new Error('This workspace is read-only.')
    writeRecords(doc, records, { origin, replace: true })
  }

  /** Adds records (validated elsewhere) in one undoable step, keeping their ids. */
  async addAll(records: SomeRecords) {
    const doc = this.hasDoc ? this.ydoc : await this.loadDoc()
    if (this.readOnly) throw new Error('This workspace is read-only.')
    this.options.onFirstWrite?.()
    writeRecords(doc, records, { origin: LOCAL_ORIGIN, replace: false })
  }

  async close() {
    await this.commands.close()
    this.phase.dispose()
    this.stopSchemaWatch()
    this.stopSync()
    this.undoManager?.destroy()
    for (const store of this.stores.values()) store.dispose()
    this.reads.dispose()
    await this.persistence.destroy()
    this.ydoc.destroy()
  }
}
