import * as Y from 'yjs'
import { COLLECTIONS, type CollectionName, type CollectionRecords } from './collections'
import { CollectionStore } from './collection-store'
import { ensureDefaultRecords } from './doc/defaults'
import { migrate, SCHEMA_VERSION } from './doc/migrations'
import { clearCollection, collectionTypes, writeRecord } from './doc/records-in-doc'
import { IdbPersistence, type PersistenceEvents } from './persistence/idb-persistence'
import { startTabSync } from './persistence/tab-sync'
import { LOCAL_ORIGIN, Repository } from './repository'
import { RowReads } from './row-reads'

export const workspaceDbName = (id: string) => `hearth:workspace:${id}`

/** How a workspace could be opened. */
export type WorkspaceMode =
  /** Loaded and saving to IndexedDB. */
  | 'ready'
  /** Stored data could not be read (or is from a newer Hearth): shown, never written. */
  | 'read-only'
  /** IndexedDB is unavailable (some private modes): works in memory, nothing is saved. */
  | 'memory-only'

export interface WorkspaceProblem {
  title: string
  message: string
  /** Reloading is the cure (a newer Hearth elsewhere), not exporting or resetting. */
  reload?: boolean
}

export interface OpenOptions extends PersistenceEvents {
  /** Called before the first local write of the session. */
  onFirstWrite?: () => void
  /** An update from another tab could not be applied. */
  onSyncError?: (error: unknown) => void
  /**
   * The workspace turned read-only while open: a newer Hearth on another device migrated it
   * (its schema version arrived, or the sync server said so), or a newer Hearth in another tab
   * took its database over.
   */
  onOutdated?: (problem: WorkspaceProblem) => void
}

/**
 * What features see of the active workspace (`useWorkspace()`): its records, repositories and
 * text bindings, never its Y.Doc, persistence or undo manager.
 */
export interface WorkspaceHandle {
  readonly id: string
  readonly mode: WorkspaceMode
  readonly readOnly: boolean
  readonly problem: WorkspaceProblem | null
  /** Immutable snapshots of a collection's records, kept up to date. */
  store<K extends CollectionName>(name: K): CollectionStore<K>
  /** Create / update / remove / move for a collection. */
  repository<K extends CollectionName>(name: K): Repository<K>
  /** Records in a collection right now. */
  records<K extends CollectionName>(name: K): readonly CollectionRecords[K][]
}

/** The workspace behind a handle, for code inside `data/` only (a text binding needs its doc). */
export const workspaceInternals = (handle: WorkspaceHandle): Workspace => handle as Workspace

/** One open workspace: its document, storage, tab sync, repositories and undo. */
export class Workspace implements WorkspaceHandle {
  readonly doc = new Y.Doc()
  mode: WorkspaceMode = 'ready'
  problem: WorkspaceProblem | null = null
  readonly persistence: IdbPersistence
  private stores = new Map<CollectionName, CollectionStore<CollectionName>>()
  private repositories = new Map<CollectionName, Repository<CollectionName>>()
  private stopSync: () => void = () => {}
  private wrote = false
  /** Records read from the row store, without the document (`row-reads.ts`). */
  readonly reads = new RowReads({
    rows: () =>
      this.mode === 'ready' && this.persistence.rows
        ? { db: this.persistence.db, index: this.persistence.rows }
        : null,
  })
  undoManager!: Y.UndoManager

  private constructor(
    readonly id: string,
    private readonly options: OpenOptions,
  ) {
    this.persistence = new IdbPersistence(workspaceDbName(id), this.doc, {
      ...options,
      indexRecords: true,
      onReplacedByNewer: () =>
        this.outdated({
          title: 'Hearth was updated in another tab',
          message: 'Hearth was updated in another tab. Reload to continue.',
          reload: true,
        }),
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
      await this.persistence.whenLoaded
      performance.mark('hearth:workspace-loaded')
    } catch (error) {
      if (this.persistence.state === 'unavailable') {
        this.mode = 'memory-only'
        this.problem = {
          title: 'Hearth cannot save in this browser',
          message: `Storage is unavailable (${describe(error)}). Your changes work until you close this tab; export them to keep them.`,
        }
      } else {
        await this.persistence.destroy()
        this.mode = 'read-only'
        this.problem = {
          title: 'This workspace could not be read',
          message: `Its stored data failed to load (${describe(error)}). It is open read-only: export the raw data to keep it, or reset the workspace.`,
        }
      }
    }
    if (this.mode === 'ready') {
      const result = migrate(this.doc)
      // A migration may rewrite every record: what is stored before it is then mostly obsolete.
      if (result.status === 'migrated') this.persistence.compactSoon()
      if (result.status === 'newer') {
        await this.persistence.destroy()
        this.mode = 'read-only'
        this.problem = {
          title: 'This workspace is from a newer Hearth',
          message: `It uses data version ${result.from}; this Hearth knows up to ${SCHEMA_VERSION}. It is open read-only so nothing is lost; update Hearth to edit it.`,
        }
      }
    } else if (this.mode === 'memory-only') migrate(this.doc)
    if (this.mode !== 'read-only') ensureDefaultRecords(this.doc)
    for (const name of COLLECTIONS) this.stores.set(name, new CollectionStore(name, this.doc))
    this.undoManager = new Y.UndoManager(
      COLLECTIONS.flatMap((name) => collectionTypes(this.doc, name)),
      { trackedOrigins: new Set([LOCAL_ORIGIN]), captureTimeout: 400 },
    )
    if (this.mode !== 'read-only')
      this.stopSync = startTabSync(this.doc, workspaceDbName(this.id), this.options.onSyncError)
    if (this.mode === 'ready') this.watchSchema()
    performance.mark('hearth:workspace-ready')
  }

  /** A newer Hearth elsewhere migrating this workspace turns it read-only here, at once. */
  private watchSchema() {
    const meta = this.doc.getMap('meta')
    const check = () => {
      const version = meta.get('schemaVersion')
      // Not from inside the update that brought it: what it sets off (sync stops, the page
      // shows the workspace again) must not run inside the sync provider's own handling.
      if (typeof version === 'number' && version > SCHEMA_VERSION)
        queueMicrotask(() => this.outdated())
    }
    meta.observe(check)
    this.stopSchemaWatch = () => meta.unobserve(check)
  }

  private stopSchemaWatch = () => {}

  /**
   * Turns the workspace read-only because a newer Hearth migrated it (seen in the document, or
   * said by the sync server: this build would write records in a shape the newer one no longer
   * reads), or took its database over in another tab. What arrives is still stored (not after a
   * takeover: then the journal keeps it); nothing is written from here until a reload.
   */
  outdated(
    problem: WorkspaceProblem = {
      title: 'Hearth was updated on another device',
      message: 'Hearth was updated on another device. Reload to continue.',
      reload: true,
    },
  ) {
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
    return this.stores.get(name) as unknown as CollectionStore<K>
  }

  repository<K extends CollectionName>(name: K): Repository<K> {
    let repository = this.repositories.get(name)
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the host's getter reads it
    const workspace = this
    if (!repository) {
      repository = new Repository(
        {
          doc: this.doc,
          // Read at each write: a newer Hearth in another tab can turn this one read-only.
          get readOnly() {
            return workspace.readOnly
          },
          beforeWrite: () => {
            if (this.wrote) return
            this.wrote = true
            this.options.onFirstWrite?.()
          },
        },
        name,
      )
      this.repositories.set(name, repository)
    }
    return repository as unknown as Repository<K>
  }

  /** Records in a collection right now. */
  records<K extends CollectionName>(name: K): readonly CollectionRecords[K][] {
    return this.store(name).getAll()
  }

  /** Number of records in each collection. */
  counts(): Record<CollectionName, number> {
    return Object.fromEntries(COLLECTIONS.map((name) => [name, this.store(name).size])) as Record<
      CollectionName,
      number
    >
  }

  /** Replaces every record with those given (one transaction; undoable). */
  replaceAll(
    records: Partial<{ [K in CollectionName]: readonly Record<string, unknown>[] }>,
    origin: unknown = LOCAL_ORIGIN,
  ) {
    if (this.readOnly) throw new Error('This workspace is read-only.')
    this.doc.transact(() => {
      for (const name of COLLECTIONS) {
        clearCollection(this.doc, name)
        for (const record of records[name] ?? []) this.repositoryWriteRaw(name, record)
      }
      // An emptied workspace still has its settings record.
      ensureDefaultRecords(this.doc)
    }, origin)
  }

  /** Adds records (validated elsewhere) in one undoable step, keeping their ids. */
  addAll(records: Partial<{ [K in CollectionName]: readonly Record<string, unknown>[] }>) {
    if (this.readOnly) throw new Error('This workspace is read-only.')
    this.options.onFirstWrite?.()
    this.doc.transact(() => {
      for (const name of COLLECTIONS)
        for (const record of records[name] ?? []) this.repositoryWriteRaw(name, record)
    }, LOCAL_ORIGIN)
  }

  private repositoryWriteRaw(name: CollectionName, record: Record<string, unknown>) {
    // Imported records are validated before they get here; keep their ids and unknown fields.
    writeRecord(this.doc, name, record)
  }

  async close() {
    this.stopSchemaWatch()
    this.stopSync()
    this.undoManager?.destroy()
    for (const store of this.stores.values()) store.dispose()
    this.reads.dispose()
    await this.persistence.destroy()
    this.doc.destroy()
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  return String(error)
}
