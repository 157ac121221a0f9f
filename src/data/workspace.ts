import type * as Y from 'yjs'
import { loadYjs } from './doc/load-yjs'
import { DocCodeUnavailable, yjs } from './doc/yjs'
import { ensureDefaultRecords, type SomeRecords } from './doc/defaults'
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
import type { Step } from './undo-steps'
import { WorkspaceEdits } from './workspace-edits'
import { RowReads } from './row-reads'
import { hasOwner, WorkspaceCommands } from './workspace-commands'
import { WorkspaceStores } from './workspace-stores'
import { WorkspaceRecords } from './workspace-records'

export const workspaceDbName = (id: string) => `hearth:workspace:${id}`

const STILL_READING = 'Hearth is still reading this workspace. Try again in a moment.'

export type { OpenOptions, WorkspaceHandle, WorkspaceMode } from './workspace-handle'
export type { WorkspaceProblem } from './workspace-problems'

/** The workspace behind a handle, for code inside `data/` only (a text binding needs its doc). */
export const workspaceInternals = (handle: WorkspaceHandle): Workspace => handle as Workspace

/**
 * One open workspace: its document and how it is decoded, its storage, tab sync, undo and
 * read-only state; what it gives of its records (stores, row reads, repositories):
 * `WorkspaceRecords`.
 */
export class Workspace extends WorkspaceRecords implements WorkspaceHandle {
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
  protected readonly stores: WorkspaceStores
  private stopSync: () => void = () => {}
  readonly reads = new RowReads({
    rows: () => rowSource(this.persistence, this.mode === 'ready', this.phase.hasDoc),
  })
  /** The undo of the page's edits, and writes of many records (`workspace-edits.ts`). */
  private readonly edits: WorkspaceEdits
  readonly commands: WorkspaceCommands
  /** The small collections' rows, read once the rows' watermark is (`readSeeds`). */
  private seeds: Promise<Seeds | null> = Promise.resolve(null)
  private seedRows: ReturnType<typeof readSeedRows> | null = null

  private constructor(
    readonly id: string,
    private readonly options: OpenOptions,
  ) {
    super()
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
    this.edits = new WorkspaceEdits({
      commands: this.commands,
      docIfDecoded: () => (this.hasDoc ? this.ydoc : null),
      loadDoc: () => this.loadDoc(),
      writable: () => this.writable(),
    })
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
      if (seeds) return this.startFromRows(seeds)
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

  /** The start shows the rows read (`seeds`): the document is decoded when something needs it. */
  private startFromRows(seeds: Seeds) {
    const { persistence, phase, commands, options } = this
    this.stores.seed(seeds)
    phase.startFromRows()
    const owned = hasOwner(options) ? commands : null
    const followed = followUntilDecoded(persistence, () => this.hasDoc, this.decodeSoon, owned)
    this.readAgain = followed.readAgain
    phase.untilDoc(followed.stop)
    const { onSnapshotTaken } = options
    phase.untilDoc(
      checkInBackground(persistence.name, this.decodeSoon, onSnapshotTaken, commands.ownerAsked),
    )
    // Changes a page sent and could not see stored go to this page's owner.
    if (!commands.recover()) void commands.prepare().then(this.decodeSoon)
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
    this.stores.attachAll()
    // One item per undo step: begun by `onStep`, however long the step's edits take.
    this.edits.attach(doc)
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

  /** The undo of the user's edits to the page's document (made once it is decoded). */
  get undoManager(): Y.UndoManager {
    return this.edits.undoManager
  }

  /** A user's own edit to the page's document, in `step`: a new step begins an undo item. */
  onStep(step: Step) {
    this.edits.onStep(step)
  }

  /**
   * Replaces every record with those given, as one undoable step called `label` (by the owner,
   * without a doc).
   */
  replaceAll(records: SomeRecords, label = 'Replace workspace') {
    return this.edits.replaceAll(records, label)
  }

  /**
   * Adds records (validated elsewhere) in one undoable step called `label`, keeping their ids,
   * in slices.
   */
  addAll(records: SomeRecords, label = 'Import') {
    return this.edits.addAll(records, label)
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
    this.edits.destroy()
    this.stores.dispose()
    this.reads.dispose()
    await this.persistence.destroy()
    this.madeDoc?.destroy()
  }
}
