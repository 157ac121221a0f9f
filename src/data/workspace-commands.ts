import type * as Y from 'yjs'
import type { CollectionStore } from './collection-store'
import type { CollectionName } from './collections'
import { applyChange } from './doc/changes'
import type { SomeRecords } from './doc/defaults'
import { DocCommands } from './doc-commands'
import type { OwnerAsked } from './background-check'
import type { OpenOptions } from './workspace-handle'
import { hasCommands, recoverCommands } from './persistence/command-journal'
import { CommandMarks } from './persistence/command-marks'
import type { IdbPersistence } from './persistence/idb-persistence'
import type { RowFeed } from './persistence/row-feed'
import type { HostPort } from './host-protocol'
import { documentWorker } from './owner-ports'
import { readKeys } from './persistence/rows-broadcast'
import { TOUCH_ORIGIN, type RepositoryHost } from './repository'
import type { RowReads } from './row-reads'
import type { Step } from './undo-steps'
import {
  ownerFailed,
  unreadable,
  UPDATED_IN_ANOTHER_TAB,
  UPDATED_ON_ANOTHER_DEVICE,
  type WorkspaceProblem,
} from './workspace-problems'

/** Whether a page can hand its document to a worker (not in tests, which have no `Worker`). */
const documentWorkers = typeof Worker === 'function'

/** Whether a workspace opened with `options` writes through an owner when it has no document. */
export const hasOwner = (options: Pick<OpenOptions, 'documentPort'>) =>
  !!options.documentPort || documentWorkers

/** What the commands need of their workspace. */
interface CommandsOf {
  /** The document, decoded if it was not (a write that does not go to the owner). */
  readonly doc: Y.Doc
  readonly readOnly: boolean
  readonly persistence: IdbPersistence
  readonly reads: RowReads
  readonly hasDoc: boolean
  readonly mode: string
  /** A collection's store without decoding (`Workspace.storeIfReady`). */
  storeIfReady(name: CollectionName): CollectionStore<CollectionName> | null
  outdated(problem: WorkspaceProblem): void
  /** The owner's rows stopped being complete, or are again: what is shown is read again. */
  rowsReset(): void
  /** What is shown is read again from the rows, now (another owner took over). */
  readShownAgain(): void
  /** A user's own edit to the page's document, in `step` (`RepositoryHost.onStep`). */
  onStep(step: Step): void
}

type CommandOptions = Pick<
  OpenOptions,
  'onWriteError' | 'documentPort' | 'onCommandHistory' | 'onFirstWrite'
>

/**
 * Where a workspace's writes go: to the document's owner in a worker when the page has no
 * document (a start from rows), from the first such write on for the rest of the session (so
 * that writes and their undo steps keep one order); else (null) to the document.
 */
export class WorkspaceCommands {
  private commands: DocCommands | null = null

  constructor(
    private readonly workspace: CommandsOf,
    private readonly options: CommandOptions,
  ) {
    this.host = {
      // A write decodes the document first, if it does not go to the owner.
      get doc() {
        return workspace.doc
      },
      // Read at each write: a newer Hearth in another tab can turn the workspace read-only.
      get readOnly() {
        return workspace.readOnly
      },
      commands: () => this.sink(),
      onStep: (step) => workspace.onStep(step),
      beforeWrite: () => {
        if (this.wrote) return
        this.wrote = true
        options.onFirstWrite?.()
      },
    }
  }

  private wrote = false

  /** What the workspace's repositories write to: the owner (`sink`), or the document. */
  readonly host: RepositoryHost

  /** Whether the page asked the document's owner for the document, and when it does. */
  readonly ownerAsked: OwnerAsked = {
    asked: () => this.commands !== null,
    subscribe: (listener) => {
      this.askedListeners.add(listener)
      return () => this.askedListeners.delete(listener)
    },
  }

  private readonly askedListeners = new Set<() => void>()

  sink(): DocCommands | null {
    const { workspace, options } = this
    const elsewhere = options.documentPort ?? (documentWorkers ? documentWorker : null)
    if (this.commands || workspace.hasDoc || workspace.mode !== 'ready' || !elsewhere)
      return this.commands
    this.commands = startCommands(workspace, elsewhere(failedIn(workspace)), options)
    // Writes now go to the owner, whose undo steps this stack holds.
    options.onCommandHistory?.(this.commands.history)
    for (const listener of [...this.askedListeners]) listener()
    return this.commands
  }

  /**
   * Records added or put in place at once (`replace`), in the owner when the page has no
   * document (`DocCommands.bulk`); null when they go to the page's document instead.
   */
  bulk(records: SomeRecords, replace: boolean, label: string): Promise<void> | null {
    const owner = this.workspace.hasDoc ? null : this.sink()
    if (!owner) return null
    this.host.beforeWrite?.()
    return owner.bulk(records, replace, label)
  }

  /**
   * Resolves once every write made so far is stored, rows and all: by the owner, or from the
   * page's document. What then reads the rows finds them.
   */
  stored(): Promise<void> {
    return this.commands ? this.commands.stored() : this.workspace.persistence.flush()
  }

  /** After a reset of the page's rows: the commands not stored yet, shown again. */
  showPending = () => this.commands?.showPending()

  /** What to show of a change of rows another tab stored (`DocCommands.fromOtherTabs`). */
  shown = (change: RowFeed): RowFeed => this.commands?.fromOtherTabs(change) ?? change

  /** Which journaled commands the document holds already (`command-marks.ts`). */
  private readonly marks = new CommandMarks()

  /**
   * Reads which journaled commands the document holds, when some tab left a journal: a start
   * that decodes applies the others at once (`recover`), before anything else writes.
   */
  async prepare() {
    const { persistence } = this.workspace
    if (hasCommands(persistence.name)) await this.marks.load(persistence.db).catch(() => {})
  }

  /**
   * What pages sent as commands and could not see stored (`command-journal.ts`): sent to this
   * page's owner (a start from rows), or applied to the decoded document (`doc`). False when
   * there is some and no owner to send it to: the document must be decoded for it.
   */
  recover(doc?: Y.Doc): boolean {
    const { persistence } = this.workspace
    if (!hasCommands(persistence.name)) return true
    const sink = doc ? null : this.sink()
    if (!doc && !sink) return false
    const { marks } = this
    recoverCommands(persistence.name, (entries) => {
      if (sink) return sink.adopt(entries)
      // Not those the owner stored as their page went (`command-marks.ts`, read by `prepare`).
      const missing = entries.filter((entry) => !marks.holds(entry))
      for (const { from, seq } of missing)
        if (from !== undefined && seq !== undefined)
          persistence.withNextUpdate(marks.stored(from, seq))
      doc!.transact(() => missing.forEach(({ change }) => applyChange(doc!, change)), TOUCH_ORIGIN)
      return persistence.flush()
    })
    return true
  }

  async close() {
    await this.commands?.close()
  }
}

/**
 * The owner's worker failed (its code did not load, or it stopped): the stored workspace is not
 * the cause, so the page offers a reload (what it sent is journaled), never a reset.
 */
const failedIn = (workspace: CommandsOf) => (event: Event) => {
  event.preventDefault()
  const message = event instanceof ErrorEvent ? event.message : ''
  workspace.outdated(ownerFailed(new Error(message || 'its worker did not start')))
}

function startCommands(
  workspace: CommandsOf,
  port: HostPort,
  { onWriteError }: CommandOptions,
): DocCommands {
  const { persistence, reads } = workspace
  return new DocCommands(persistence.name, port, {
    // A reset (a bulk change) is read again once the rows are complete: until then the page
    // shows what it predicted.
    announce: (change) =>
      'reset' in change ? workspace.rowsReset() : persistence.rowFeed.announce(change),
    readShownAgain: () => workspace.readShownAgain(),
    current: (collection, id) =>
      (workspace.storeIfReady(collection)?.get(id) as Record<string, unknown> | undefined) ??
      reads.find(collection, id),
    read: (keys) =>
      persistence.db
        ? readKeys(persistence.db, keys)
        : Promise.reject(new Error('The database is closed')),
    onProblem: (problem, message) =>
      workspace.outdated(
        problem === 'newer'
          ? UPDATED_ON_ANOTHER_DEVICE
          : problem === 'replaced'
            ? UPDATED_IN_ANOTHER_TAB
            : unreadable(new Error(message)),
      ),
    onWriteError: (error) => onWriteError?.(error),
  })
}
