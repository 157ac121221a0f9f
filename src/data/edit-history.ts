import type * as Y from 'yjs'
import { newestAlone } from './numbered-undo'
import { undoSteps } from './undo-steps'

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
   * Hears each step added ('undo': an edit, or a redo; 'redo': an undo), synchronously, its
   * stacks cleared, and (`along`) each of its newest steps undone ('undo') or redone ('redo')
   * later along with the one asked for. Returns the function that stops listening.
   */
  listen(
    added: (type: 'undo' | 'redo') => void,
    cleared: (stacks: { undo: boolean; redo: boolean }) => void,
    along?: (type: 'undo' | 'redo') => void,
  ): () => void
}

/**
 * A document's undo manager as a stack of the history: each undo or redo does its newest item
 * alone, so that the history's steps and the manager's stay the same (the history tries the
 * step before one that changes nothing).
 */
export function yjsStack(manager: Y.UndoManager): UndoStack {
  return {
    undo: () => newestAlone(manager.undoStack, () => manager.undo()) !== null,
    redo: () => newestAlone(manager.redoStack, () => manager.redo()) !== null,
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

/** A step of the history: the undo stack that holds it, and what it is called ('Pin note'). */
export interface HistoryStep {
  readonly manager: UndoStack
  readonly label: string
}

/**
 * Undo and redo of the user's own record edits across several documents (the active workspace
 * and the workspace list), in the order they were made, one step per action (`undo-steps.ts`).
 * Each document keeps its own undo stack; this only remembers which of them holds each step,
 * and what the step is called.
 */
export class EditHistory {
  private undoOrder: HistoryStep[] = []
  private redoOrder: HistoryStep[] = []
  /** The step being undone or redone, while it is. */
  private replaying: HistoryStep | null = null
  private listeners = new Set<() => void>()

  /** Follows an undo stack until the returned function is called. */
  attach(manager: UndoStack): () => void {
    const onAdded = (type: 'undo' | 'redo') => {
      const step = this.replaying ?? { manager, label: undoSteps.label }
      if (type === 'redo') this.redoOrder.push(step)
      else {
        this.undoOrder.push(step)
        // A new edit (not a redo) makes every step that was undone unreachable.
        if (!this.replaying) this.redoOrder = []
      }
      this.emit()
    }
    // Undone or redone along with another (an owner's, after the step asked for changed
    // nothing): that manager's newest step moves as it did.
    const onAlong = (type: 'undo' | 'redo') => {
      const [from, to] =
        type === 'undo' ? [this.undoOrder, this.redoOrder] : [this.redoOrder, this.undoOrder]
      const at = from.findLastIndex((step) => step.manager === manager)
      if (at < 0) return
      to.push(...from.splice(at, 1))
      this.emit()
    }
    // A new edit clears only the redo stack (Yjs says which); forgetting the manager's undo
    // steps too would lose every earlier step from the history.
    const stop = manager.listen(onAdded, (stacks) => this.forget(manager, stacks), onAlong)
    return () => {
      stop()
      this.forget(manager)
    }
  }

  private forget(manager: UndoStack, stacks = { undo: true, redo: true }) {
    if (stacks.undo) this.undoOrder = this.undoOrder.filter((step) => step.manager !== manager)
    if (stacks.redo) this.redoOrder = this.redoOrder.filter((step) => step.manager !== manager)
    this.emit()
  }

  canUndo = () => this.undoOrder.length > 0
  canRedo = () => this.redoOrder.length > 0

  /** What the step Undo would undo is called ('Pin note'); null when there is none. */
  undoLabel = (): string | null => this.undoOrder.at(-1)?.label ?? null
  redoLabel = (): string | null => this.redoOrder.at(-1)?.label ?? null

  /** The newest step (the one an action just made), for undoing that very step later. */
  latest = (): HistoryStep | null => this.undoOrder.at(-1) ?? null

  /**
   * Undoes `step` if it is the newest (a toast's 'Undo' for the action that made it, as Ctrl+Z
   * would); true too when it was undone already (waiting to be redone). False when a later step
   * stands in the way, or the history no longer holds it (its workspace closed).
   */
  undoStep(step: HistoryStep): boolean {
    if (this.redoOrder.includes(step)) return true
    if (this.undoOrder.at(-1) !== step) return false
    // That step only: one whose changes were all overwritten elsewhere leaves the rest alone.
    this.replay(this.undoOrder, (manager) => manager.undo(), { once: true })
    return true
  }

  /**
   * The 'Undo' of a toast for the action just made (asked right after the action): it undoes
   * that action's step, as Ctrl+Z would, and does nothing when it was undone already. When later
   * steps stand in the way (the user went on), `putBack` restores what the action changed, as a
   * step of its own.
   */
  undoOfLatest(putBack: () => void): () => void {
    const step = this.latest()
    return () => {
      if (!step || !this.undoStep(step)) putBack()
    }
  }

  /** Undoes the newest step. Returns false when there was nothing to undo. */
  undo(): boolean {
    return this.replay(this.undoOrder, (manager) => manager.undo())
  }

  /** Redoes the newest undone step. Returns false when there was nothing to redo. */
  redo(): boolean {
    return this.replay(this.redoOrder, (manager) => manager.redo())
  }

  private replay(
    stack: HistoryStep[],
    run: (manager: UndoStack) => boolean,
    { once = false } = {},
  ): boolean {
    // A step whose changes were all overwritten elsewhere does nothing: try the one before it.
    while (stack.length) {
      const step = stack.pop()!
      this.replaying = step
      try {
        if (run(step.manager) || once) return true
      } finally {
        this.replaying = null
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
