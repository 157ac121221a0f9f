import type { Watermark } from './record-store'

/** Where a document stands with IndexedDB, and what its persistence tells its owner. */
export type PersistenceState = 'loading' | 'saved' | 'saving' | 'failed' | 'unavailable'

export interface PersistenceEvents {
  /** A write failed; the data stays in memory and the next write retries with everything. */
  onWriteError?: (error: unknown) => void
  /** Writes work again after a failure. */
  onRecovered?: () => void
  /**
   * A newer Hearth (another tab) changed the database's layout: this connection closed so as
   * not to block it, and nothing more is stored from this tab.
   */
  onReplacedByNewer?: () => void
  /**
   * A later owner took the workspace over (`takeOwnership`): a write of this one was refused,
   * and nothing more is stored from it.
   */
  onSuperseded?: () => void
  /** Keeps a row per record beside the updates (workspaces; `row-index.ts`). */
  indexRecords?: boolean
  /**
   * Opening waits for a tab of an earlier Hearth to let go of the database (it must be upgraded
   * first); the open goes on by itself once that tab is closed or reloaded.
   */
  onBlocked?: () => void
  /**
   * The owner decodes the stored document itself (`decode()`), after `whenRead`: a start may
   * show rows first. Without it the persistence decodes as soon as it has read.
   */
  decodeLater?: boolean
  /**
   * The rows' watermark was read, before boot.js's read of the log came (with `indexRecords`):
   * a start from rows reads what it shows first meanwhile.
   */
  onMark?: (db: IDBDatabase, mark: Watermark) => void
  /**
   * The database is open, with rows (and `indexRecords`): what a start from rows shows first can
   * be read now, beside the watermark (`onMark` then says whether it may be used).
   */
  onRowsOpen?: (db: IDBDatabase) => void
  /**
   * With `decodeLater`: once the rows' watermark is read, `whenRead` does not wait for boot.js's
   * read of the log (a start from rows shows its rows meanwhile); `decodable()` says when the
   * document can be decoded. Without it a start waits for the log, so that `decode()` can run at
   * once whenever it is asked to (a page without a document's owner decodes for its writes).
   */
  logLater?: boolean
}
