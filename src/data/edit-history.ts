import type * as Y from 'yjs'

type StackEvent = { type: 'undo' | 'redo' }
type ClearedEvent = { undoStackCleared: boolean; redoStackCleared: boolean }

/**
 * What the history needs of an undo manager: a document's `Y.UndoManager` (`yjsStack`), or the
 * history of the commands a page sent to its document's owner (`CommandHistory`).
 */
export interface UndoStack {
  /** Undoes its newest step; false when that changed nothing (overwritten elsewhere). */
  undo(): boolean
  redo(): boolean
  /**
   * Hears each step added ('undo': an edit, or a redo; 'redo': an undo), synchronously, and
   * its stacks cleared. Returns the function that stops listening.
   */
  listen(
    added: (type: 'undo' | 'redo') => void,
    cleared: (stacks: { undo: boolean; redo: boolean }) => void,
  ): () => void
}

/** A document's undo manager as a stack of the history. */
export function yjsStack(manager: Y.UndoManager): UndoStack {
  return {
    undo: () => manager.undo() !== null,
    redo: () => manager.redo() !== null,
    listen(added, cleared) {
      const onAdded = (event: StackEvent) => added(event.type)
      const onCleared = ({ undoStackCleared, redoStackCleared }: ClearedEvent) =>
        cleared({ undo: undoStackCleared, redo: redoStackCleared })
      manager.on('stack-item-added', onAdded)
      manager.on('stack-cleared', onCleared)
      return () => {
        manager.off('stack-item-added', onAdded)
        manager.off('stack-cleared', onCleared)
      }
    },
  }
}

/**
 * Undo and redo of the user's own record edits across several documents (the active workspace
 * and the workspace list), in the order they were made. Each document keeps its own
 * `Y.UndoManager`; this only remembers which of them holds each step.
 */
export class EditHistory {
  private undoOrder: UndoStack[] = []
  private redoOrder: UndoStack[] = []
  private replaying = false
  private listeners = new Set<() => void>()

  /** Follows an undo stack until the returned function is called. */
  attach(manager: UndoStack): () => void {
    const onAdded = (type: 'undo' | 'redo') => {
      if (type === 'redo') this.redoOrder.push(manager)
      else {
        this.undoOrder.push(manager)
        // A new edit (not a redo) makes every step that was undone unreachable.
        if (!this.replaying) this.redoOrder = []
      }
      this.emit()
    }
    // A new edit clears only the redo stack (Yjs says which); forgetting the manager's undo
    // steps too would lose every earlier step from the history.
    const stop = manager.listen(onAdded, (stacks) => this.forget(manager, stacks))
    return () => {
      stop()
      this.forget(manager)
    }
  }

  private forget(manager: UndoStack, stacks = { undo: true, redo: true }) {
    if (stacks.undo) this.undoOrder = this.undoOrder.filter((m) => m !== manager)
    if (stacks.redo) this.redoOrder = this.redoOrder.filter((m) => m !== manager)
    this.emit()
  }

  canUndo = () => this.undoOrder.length > 0
  canRedo = () => this.redoOrder.length > 0

  /** Undoes the newest step. Returns false when there was nothing to undo. */
  undo(): boolean {
    return this.replay(this.undoOrder, (manager) => manager.undo())
  }

  /** Redoes the newest undone step. Returns false when there was nothing to redo. */
  redo(): boolean {
    return this.replay(this.redoOrder, (manager) => manager.redo())
  }

  private replay(stack: UndoStack[], step: (manager: UndoStack) => boolean): boolean {
    // A step whose changes were all overwritten elsewhere does nothing: try the one before it.
    while (stack.length) {
      const manager = stack.pop()!
      this.replaying = true
      try {
        if (step(manager)) return true
      } finally {
        this.replaying = false
        this.emit()
      }
    }
    return false
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  private emit() {
    for (const listener of [...this.listeners]) listener()
  }
}
