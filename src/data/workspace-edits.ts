import type * as Y from 'yjs'
import { addInSlices } from './doc/add-in-slices'
import { writeRecords, type SomeRecords } from './doc/defaults'
import { LOCAL_ORIGIN, recordsUndoManager } from './doc/origins'
import { StepFollower, undoSteps, type Step } from './undo-steps'
import type { WorkspaceCommands } from './workspace-commands'

/** What a workspace's edits need of it (`Workspace`). */
export interface EditsHost {
  readonly commands: WorkspaceCommands
  /** The document when decoded, else null (`loadDoc` decodes it). */
  docIfDecoded(): Y.Doc | null
  loadDoc(): Promise<Y.Doc>
  /** Throws when the workspace can no longer be written (read-only). */
  writable(): void
}

/**
 * A workspace's undo of the page's own edits (one item per step the user took, however long
 * its edits take) and its writes of many records at once, each one undoable step: by the
 * document's owner when there is one, else in the page's document.
 */
export class WorkspaceEdits {
  /** The undo of the page's document: made once it is decoded (`attach`). */
  undoManager!: Y.UndoManager
  /** The undo steps of the user's edits to the page's document. */
  private readonly steps = new StepFollower()
  /** Records are being added in slices: edits made meanwhile join their step. */
  private adding = false

  constructor(private readonly host: EditsHost) {}

  /** The document is decoded: its undo begins. */
  attach(doc: Y.Doc) {
    this.undoManager = recordsUndoManager(doc)
  }

  /** A user's own edit to the page's document, in `step`: a new step begins an undo item. */
  onStep(step: Step) {
    if (this.steps.starts(step) && !this.adding) this.undoManager?.stopCapturing()
  }

  /** Replaces every record with those given, as one undoable step called `label`. */
  async replaceAll(records: SomeRecords, label: string) {
    const { host } = this
    host.writable()
    const inOwner = host.commands.bulk(records, true, label)
    if (inOwner) return inOwner
    // In the caller's task when the document is there (an async function runs up to its await).
    const doc = host.docIfDecoded() ?? (await host.loadDoc())
    host.writable()
    this.onStep(undoSteps.alone(label))
    writeRecords(doc, records, { origin: LOCAL_ORIGIN, replace: true })
  }

  /** Adds records (validated elsewhere) in one undoable step called `label`, in slices. */
  async addAll(records: SomeRecords, label: string) {
    const { host } = this
    host.writable()
    const inOwner = host.commands.bulk(records, false, label)
    if (inOwner) return inOwner
    const doc = host.docIfDecoded() ?? (await host.loadDoc())
    const { undoManager: undo } = this
    const writable = () => host.writable()
    writable()
    host.commands.host.beforeWrite?.()
    this.onStep(undoSteps.alone(label))
    this.adding = true
    try {
      await addInSlices(doc, records, { origin: LOCAL_ORIGIN, undo, writable })
    } finally {
      this.adding = false
      this.steps.reset()
    }
  }

  destroy() {
    this.undoManager?.destroy()
  }
}
