import type { CollectionName, CollectionRecords } from './collections'
import type { CollectionStore } from './collection-store'
import type { PersistenceEvents } from './persistence/idb-persistence'
import type { Repository } from './repository'
import type { UndoStack } from './edit-history'
import type { HostPort } from './host-protocol'
import type { WorkspaceProblem } from './workspace-problems'
import type { RowRange } from './row-query'
import type { RowsToFollow } from '@/lib/search-index/index-of-rows'

/** How a workspace could be opened. */
export type WorkspaceMode =
  /** Loaded and saving to IndexedDB. */
  | 'ready'
  /** Stored data could not be read (or is from a newer Hearth): shown, never written. */
  | 'read-only'
  /** IndexedDB is unavailable (some private modes): works in memory, nothing is saved. */
  | 'memory-only'

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
  /** Today's snapshot was taken away from the page (`checkInBackground`). */
  onSnapshotTaken?: () => void
  /**
   * Writes now go to the document's owner in a worker (`doc-commands.ts`), whose undo steps
   * this stack holds.
   */
  onCommandHistory?: (stack: UndoStack) => void
  /**
   * Where the document's owner runs for a page without its document (tests: in this thread);
   * `failed` is called if its worker fails.
   */
  documentPort?: (failed: (event: Event) => void) => HostPort
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
  /**
   * A collection's store if reading it needs no decoding of the document (a start from rows
   * has it from the rows, or the document is decoded); else null: query rows meanwhile.
   */
  storeIfReady<K extends CollectionName>(name: K): CollectionStore<K> | null
  /**
   * A collection's store once it holds every record, without decoding the document when its
   * rows can serve (a start from rows): for a read that needs the whole collection, once.
   */
  complete<K extends CollectionName>(name: K): Promise<CollectionStore<K>>
  /** A record as the page has it now, without decoding (undefined: not on the page). */
  known<K extends CollectionName>(name: K, id: string): CollectionRecords[K] | undefined
  /** A collection's records as the page has them now, without decoding (all, or those shown). */
  knownRecords<K extends CollectionName>(name: K): readonly CollectionRecords[K][]
  /**
   * A collection's rows for a worker to read and follow itself (a search index's), when the page
   * does not hold the collection whole and the rows are complete; else null: read it here.
   */
  rowsToFollow(name: CollectionName): RowsToFollow | null
  /**
   * How many rows each range of one index holds (`count()`: no record read); null when the
   * rows cannot count now (read the collection instead).
   */
  countRows(
    index: RowRange['index'],
    ranges: readonly (readonly [IDBValidKey, IDBValidKey])[],
  ): Promise<readonly number[]> | null
  /** Whether the document is decoded; `whenDoc` hears when it is. */
  readonly hasDoc: boolean
  whenDoc(listener: () => void, options?: { now?: boolean }): () => void
}
