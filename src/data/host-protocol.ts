import * as z from 'zod/mini'
import { COLLECTIONS, type CollectionName } from './collections'
import { changeSchema, originSchema } from './doc/changes'
import type { RowFeed } from './persistence/row-feed'
import type { TextAnswer } from './text-shadows'
import type { WorkspaceRecords } from './transfer'
import type { OwnerSyncAnswer } from './sync/owner-sync'

/**
 * What a page and its document's owner (`document-host.ts`) say to each other: the page's
 * requests, checked as they arrive, and the owner's answers.
 */

/** A Yjs update (checked by its tag: a test's page and worker may have Uint8Arrays of their own). */
const bytes = z.custom<Uint8Array>(
  (value) => Object.prototype.toString.call(value) === '[object Uint8Array]',
)

const buffer = z.custom<ArrayBuffer>(
  (value) => Object.prototype.toString.call(value) === '[object ArrayBuffer]',
)

/** What the page asks. */
export const hostRequest = z.union([
  /**
   * The workspace's document (`lock`: a Web Lock the page holds for its life, in a SharedWorker:
   * given it, the owner knows the page is gone).
   */
  z.object({ open: z.string(), lock: z.optional(z.string()) }),
  z.object({
    seq: z.number(),
    change: changeSchema,
    origin: originSchema,
    /**
     * The change starts the page's undo step numbered so (the page decides what merges); without
     * it, it joins the last one.
     */
    step: z.optional(z.number()),
    /** The page session that sent it (`command-marks.ts`). */
    from: z.optional(z.string()),
    /** A journaled command of another session: applied only if not stored already. */
    replay: z.optional(z.object({ from: z.string(), seq: z.number() })),
  }),
  /** Undo or redo the page's step `step`, if it is the owner's newest (or last undone). */
  z.object({ undo: z.literal(true), step: z.optional(z.number()) }),
  z.object({ redo: z.literal(true), step: z.optional(z.number()) }),
  /** The page edits a record's text field without the document (`text-shadows.ts`). */
  z.object({
    text: z.number(),
    collection: z.enum(COLLECTIONS as [CollectionName, ...CollectionName[]]),
    field: z.string(),
    id: z.string(),
  }),
  z.object({ text: z.number(), update: bytes }),
  z.object({ text: z.number(), close: z.literal(true) }),
  /** Every record, as an export holds them (`docRecords`). */
  z.object({ exportRecords: z.number() }),
  /**
   * Records added (a sample) or put in place of every record (an import, a snapshot restored,
   * a reset), as one undo step of the page's, in chunks (`last`): the page has validated them.
   */
  z.object({
    bulk: z.number(),
    records: z.partialRecord(
      z.enum(COLLECTIONS as [CollectionName, ...CollectionName[]]),
      z.array(z.looseObject({ id: z.string() })),
    ),
    replace: z.boolean(),
    last: z.boolean(),
    /** The page's undo step the bulk is (`NumberedUndo`). */
    step: z.optional(z.number()),
  }),
  /** Sync the document with the server as `name`, over the page's socket (`owner-sync.ts`). */
  z.object({ sync: z.nullable(z.object({ name: z.string(), token: z.string() })) }),
  z.object({ socket: z.enum(['open', 'close']) }),
  z.object({ socket: z.literal('message'), data: buffer }),
])
export type HostRequest = z.infer<typeof hostRequest>

/** What the host answers. */
export type HostAnswer =
  /**
   * Commands up to `seq` are stored with their rows (or were refused: `refused`); `rows`: what
   * the command `seq` changed of them.
   */
  | { stored: number; refused?: string; rows?: RowFeed }
  /**
   * What a change from another tab or a rebuild did to the rows (at once): the page follows
   * its rows from here once the document is loaded.
   */
  | { rows: RowFeed }
  /**
   * An undo's or a redo's rows, once stored (each undo and redo is answered, in order); `along`:
   * the page's steps undone or redone with it (it changed nothing: `NumberedUndo`).
   */
  | { replayed: true; rows: RowFeed; along?: number[] }
  /** The document could not be used: nothing more is applied ('newer': from a newer Hearth). */
  | { problem: 'newer' | 'unreadable' | 'replaced'; message: string }
  /** A write failed; the next one retries with everything. */
  | { writeError: string }
  /** The document is decoded and applies commands (`npm run bench` measures it). */
  | { loaded: true }
  | TextAnswer
  /** The records asked for (`exportRecords`), or why they cannot be read. */
  | { exported: number; collections: WorkspaceRecords }
  | { exported: number; error: string }
  /** The sync in the owner: a message for the server, or what the provider says. */
  | OwnerSyncAnswer
  /** The records of `bulk` are stored (their rows follow: read them again), or were refused. */
  | { bulkStored: number; rows: { reset: true } }
  | { bulkStored: number; refused: string }

/** The owner's worker as a page talks to it (or, in tests, anything that talks like one). */
export interface HostPort {
  postMessage(message: HostRequest): void
  onmessage: ((event: MessageEvent) => void) | null
  /**
   * Another owner took over (the tab that owned went, `owner-relay.ts`): the page's workspace is
   * open there again, and what the last owner did not answer is to be asked again.
   */
  onowner?: (() => void) | null
  terminate(): void
}
