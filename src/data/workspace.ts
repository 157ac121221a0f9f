import type * as Y from 'yjs'
import { loadYjs } from './doc/load-yjs'
import { DocCodeUnavailable, yjs } from './doc/yjs'
import type { CollectionName, CollectionRecords } from './collections'
import type { CollectionStore } from './collection-store'
import { addInSlices } from './doc/add-in-slices'
import { ensureDefaultRecords, writeRecords, type SomeRecords } from './doc/defaults'
import { migrate, SCHEMA_VERSION } from './doc/migrations'
import { IdbPersistence } from './persistence/idb-persistence'
import { checkInBackground } from './background-check'
import { DocPhase, readSeedRows, readSeeds, rowSource, type Seeds } from './start-from-rows'
import { followUntilDecoded } from './rows-of-other-tabs'
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
import { LOCAL_ORIGIN, recordsUndoManager } from './doc/origins'
import { StepFollower, undoSteps, type Step } from './undo-steps'
import { Repository } from './repository'
import { RowReads } from './row-reads'
import type { RowRange } from './row-query'
import { hasOwner, WorkspaceCommands } from './workspace-commands'
import { WorkspaceStores } from './workspace-stores'

export const workspaceDbName = (id: string) => `hearth:workspace:${id}`

const STILL_READING = 'Hearth is still reading this workspace. Try again in a moment.'

export type { OpenOptions, WorkspaceHandle, WorkspaceMode } from './workspace-handle'
export type { WorkspaceProblem } from './workspace-problems'

/** The workspace behind a handle, for code inside `data/` only (a text binding needs its doc). */
export const workspaceInternals = (handle: WorkspaceHandle): Workspace => handle as Workspace

/** One open workspace: its document, storage, tab sync, repositories and undo. */
export class Workspace implements WorkspaceHandle {
  private madeDoc: Y.Doc | null = null
  /**
   * The document, made when first needed: a start from rows shows the workspace before Yjs is
   * even loaded (`doc/yjs.ts`); decoding waits for it (`IdbPersistence.decodable`).
   */
  private get ydoc(): Y.Doc {
    return (this.madeDoc ??= new (yjs().Doc)())
  }
  /**
   * Whether the document is decoded: not yet after a start from rows (`start-from-rows.ts`),
   * where the small collections' stores hold their rows and screens query the large ones.
   * Anything that needs the document decodes it at once (`doc`, a large collection's store, a
   * write).
   */
  private readonly phase = new DocPhase(
    () => this.decodeStarted(),
    () => this.persistence.decodable(),
    // Its code not downloaded (offline) leaves what is stored readable: the next need tries again.
    (error) => error instanceof DocCodeUnavailable || this.outdated(unreadable(error)),
  )
  mode: WorkspaceMode = 'ready'
  problem: WorkspaceProblem | null = null
  readonly persistence: IdbPersistence
  /** What the page holds of each collection (`workspace-stores.ts`). */
  private readonly stores: WorkspaceStores
  private repositories = new Map<CollectionName, Repository<CollectionName>>()
  private stopSync: () => void = () => {}
  /** Records read from the row store, without the document (`row-reads.ts`). */
  readonly reads = new RowReads({
    rows: () => rowSource(this.persistence, this.mode === 'ready', this.phase.hasDoc),
  })
  undoManager!: Y.UndoManager
  /** Where writes (and edited texts) go while the page has no document (`workspace-commands.ts`). */
  readonly commands: WorkspaceCommands
  /** The small collections' rows, read once the rows' watermark is (`readSeeds`). */
  private seeds: Promise<Seeds | null> = Promise.resolve(null)
  private seedRows: ReturnType<typeof readSeedRows> | null = null

  private constructor(
    readonly id: string,
    private readonly options: OpenOptions,
  ) {
    this.persistence = new IdbPersistence(workspaceDbName(id), () => this.ydoc, {
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
    this.stores = new WorkspaceStores({
      ydoc: () => this.ydoc,
      persistence: this.persistence,
      reads: this.reads,
      hasDoc: () => this.hasDoc,
      decodeNow: () => this.decodeNow(),
      decodeSoon: () => this.decodeSoon(),
    })
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
      // Read beside the rows' watermark; the log is read only when the document is needed.
      const seeds = this.persistence.mark ? await this.seeds : null
      if (seeds) {
        const { persistence, phase } = this
        this.stores.seed(seeds)
        phase.startFromRows()
        const { commands } = this
        const owned = hasOwner(this.options) ? commands : null
        const followed = followUntilDecoded(persistence, () => this.hasDoc, this.decodeSoon, owned)
        this.readAgain = followed.readAgain
        phase.untilDoc(followed.stop)
        const { onSnapshotTaken } = this.options
        phase.untilDoc(
          checkInBackground(
            persistence.name,
            this.decodeSoon,
            onSnapshotTaken,
            commands.ownerAsked,
          ),
        )
        // Changes a page sent and could not see stored go to this page's owner.
        if (!this.commands.recover()) void this.commands.prepare().then(this.decodeSoon)
        performance.mark('hearth:workspace-ready')
        return
      }
      await this.persistence.decodable()
      await this.commands.prepare()
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
      // In memory, or read-only: the document's code is still needed (not loaded when opening failed).
      await loadYjs()
    }
    this.withDoc()
    performance.mark('hearth:workspace-ready')
  }

  /** Reads the rows shown again once they are complete (`readAgainWhenComplete`), if it does. */
  private readAgain: (() => void) | null = null

  /** The rows stopped being complete (a bulk change through the owner): read what is shown again. */
  rowsReset = () => {
    if (this.readAgain) return this.readAgain()
    this.readShownAgain()
  }

  /** Reads what is shown again from the rows, now, with the commands not stored shown over it. */
  readShownAgain = () => {
    this.persistence.rowFeed.announce({ reset: true })
    this.commands.showPending()
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
    this.stores.attachAll()
    // One item per undo step: begun by `onStep`, however long the step's edits take.
    this.undoManager = recordsUndoManager(doc)
    if (this.mode !== 'read-only')
      this.stopSync = startTabSync(doc, workspaceDbName(this.id), this.options.onSyncError)
    // A newer Hearth elsewhere migrating this workspace turns it read-only here, at once.
    if (this.mode === 'ready') this.stopSchemaWatch = watchSchema(doc, () => this.outdated())
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

  storeIfReady<K extends CollectionName>(name: K): CollectionStore<K> | null {
    return this.stores.ifReady(name)
  }

  known<K extends CollectionName>(name: K, id: string): CollectionRecords[K] | undefined {
    return this.stores.known(name, id)
  }

  knownRecords<K extends CollectionName>(name: K): readonly CollectionRecords[K][] {
    return this.stores.knownRecords(name)
  }

  complete<K extends CollectionName>(name: K): Promise<CollectionStore<K>> {
    return this.stores.complete(name)
  }

  rowsToFollow(name: CollectionName) {
    return this.stores.heldWhole(name) ? null : this.reads.toFollow(name)
  }

  countRows(index: RowRange['index'], ranges: readonly (readonly [IDBValidKey, IDBValidKey])[]) {
    return this.reads.counts(index, ranges)?.counts ?? null
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

  store<K extends CollectionName>(name: K): CollectionStore<K> {
    return this.stores.whole(name)
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

  /** The undo steps of the user's edits to the page's document. */
  private readonly steps = new StepFollower()
  /** Records are being added in slices: edits made meanwhile join their step. */
  private adding = false

  /** A user's own edit to the page's document, in `step`: a new step begins an undo item. */
  onStep(step: Step) {
    if (this.steps.starts(step) && !this.adding) this.undoManager?.stopCapturing()
  }

  /**
   * Replaces every record with those given, as one undoable step called `label` (by the owner,
   * without a doc).
   */
  async replaceAll(records: SomeRecords, label = 'Replace workspace') {
    this.writable()
    const inOwner = this.commands.bulk(records, true, label)
    if (inOwner) return inOwner
    // In the caller's task when the document is there (an async function runs up to its await).
    const doc = this.hasDoc ? this.ydoc : await this.loadDoc()
    this.writable()
    this.onStep(undoSteps.alone(label))
    writeRecords(doc, records, { origin: LOCAL_ORIGIN, replace: true })
  }

  /**
   * Adds records (validated elsewhere) in one undoable step called `label`, keeping their ids,
   * in slices.
   */
  async addAll(records: SomeRecords, label = 'Import') {
    this.writable()
    const inOwner = this.commands.bulk(records, false, label)
    if (inOwner) return inOwner
    const doc = this.hasDoc ? this.ydoc : await this.loadDoc()
    const { writable, undoManager: undo } = this
    writable()
    this.commands.host.beforeWrite?.()
    this.onStep(undoSteps.alone(label))
    this.adding = true
    try {
      await addInSlices(doc, records, { origin: LOCAL_ORIGIN, undo, writable })
    } finally {
      this.adding = false
      this.steps.reset()
    }
  }

  /** Throws when the workspace can no longer be written (read-only). */
  private writable = () => {
    if (this.readOnly) throw new Error('This workspace is read-only.')
  }

  async close() {
    await this.commands.close()
    this.phase.dispose()
    this.stopSchemaWatch()
    this.stopSync()
    this.undoManager?.destroy()
    this.stores.dispose()
    this.reads.dispose()
    await this.persistence.destroy()
    this.madeDoc?.destroy()
  }
}
