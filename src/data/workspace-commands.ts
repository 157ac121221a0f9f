import type * as Y from 'yjs'
import type { CollectionStore } from './collection-store'
import type { CollectionName } from './collections'
import { applyChange } from './doc/changes'
import { DocCommands, type HostPort } from './doc-commands'
import type { UndoStack } from './edit-history'
import { recoverCommands } from './persistence/command-journal'
import type { IdbPersistence } from './persistence/idb-persistence'
import type { RowFeed } from './persistence/row-feed'
import { readKeys } from './persistence/rows-broadcast'
import { TOUCH_ORIGIN, type ChangeSink } from './repository'
import type { RowReads } from './row-reads'
import {
  unreadable,
  UPDATED_IN_ANOTHER_TAB,
  UPDATED_ON_ANOTHER_DEVICE,
  type WorkspaceProblem,
} from './workspace-problems'

/** Whether a page can hand its document to a worker (not in tests, which have no `Worker`). */
const documentWorkers = typeof Worker === 'function'

interface CommandsOf {
  persistence: IdbPersistence
  reads: RowReads
  /** A collection's store, if the page has one (never decoding for it). */
  storeOf(name: CollectionName): CollectionStore<CollectionName> | undefined
  outdated(problem: WorkspaceProblem): void
  onWriteError?: (error: unknown) => void
  /** Where the owner runs instead of a worker of its own (tests: in this thread). */
  documentPort?: () => HostPort
}

/**
 * Where a workspace's writes go: to the document's owner in a worker when the page has no
 * document (a start from rows), from the first such write on for the rest of the session (so
 * that writes and their undo steps keep one order); else (null) to the document.
 */
export class WorkspaceCommands {
  private commands: DocCommands | null = null

  constructor(
    private readonly workspace: CommandsOf & { readonly hasDoc: boolean; readonly mode: string },
    /** Writes now go to the owner, whose undo steps this stack holds. */
    private readonly onHistory?: (stack: UndoStack) => void,
  ) {}

  sink(): ChangeSink | null {
    const { workspace } = this
    const elsewhere = workspace.documentPort ?? (documentWorkers ? documentWorker : null)
    if (this.commands || workspace.hasDoc || workspace.mode !== 'ready' || !elsewhere)
      return this.commands
    this.commands = startCommands(workspace, elsewhere(workspace))
    this.onHistory?.(this.commands.history)
    return this.commands
  }

  /** What to show of a change of rows another tab stored (`DocCommands.fromOtherTabs`). */
  shown = (change: RowFeed): RowFeed => this.commands?.fromOtherTabs(change) ?? change

  /** Applies to a decoded document what a page sent as commands and could not see stored. */
  recover(doc: Y.Doc) {
    const { persistence } = this.workspace
    recoverCommands(
      persistence.name,
      (changes) =>
        doc.transact(() => changes.forEach((change) => applyChange(doc, change)), TOUCH_ORIGIN),
      () => persistence.flush(),
    )
  }

  async close() {
    await this.commands?.close()
  }
}

/**
 * The commands of a workspace whose page has no document (a start from rows): its writes go to
 * the document's owner in a worker of this tab (`document.worker.ts`) instead of decoding it on
 * the page.
 */
function documentWorker(workspace: CommandsOf): HostPort {
  const worker = new Worker(new URL('./document.worker.ts', import.meta.url), {
    type: 'module',
    name: 'hearth-document',
  })
  worker.onerror = (event) => {
    event.preventDefault()
    workspace.outdated(unreadable(new Error(event.message || 'The document’s worker failed')))
  }
  return worker
}

function startCommands(workspace: CommandsOf, port: HostPort): DocCommands {
  const { persistence, reads } = workspace
  return new DocCommands(persistence.name, port, {
    announce: (change) => persistence.rowFeed.announce(change),
    current: (collection, id) =>
      (workspace.storeOf(collection)?.get(id) as Record<string, unknown> | undefined) ??
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
    onWriteError: (error) => workspace.onWriteError?.(error),
  })
}
