import type * as Y from 'yjs'
import { recordsUndoManager } from './doc/origins'

const STEP = 'hearth:step'

type StackItem = { meta: Map<string, unknown> }

/**
 * The owner's undo history of one page's commands (a `Y.UndoManager` of the page's own origin),
 * each item numbered with the page's undo step (`CommandHistory`): the page says which step a
 * command or a bulk starts, and which step it undoes or redoes. A step the owner has no item for
 * (its commands changed nothing, or were refused) is then not taken for the one before it; one
 * whose undo changes nothing now (another page overwrote what it did) takes the one before it
 * along, and the page is told which (`along`): the page's steps and the owner's stay the same.
 * A redo that changes nothing leaves no item either, but the page counts that step done: its
 * undo is then one that changes nothing, and takes the one before it along.
 */
export class NumberedUndo {
  private readonly manager: Y.UndoManager
  /** The page's step its commands are in now. */
  private step: number | undefined
  /** The step being undone or redone (its item on the other stack keeps its number). */
  private replaying: number | undefined
  /** Steps whose redo changed nothing: done for the page, with no item here (`redo`). */
  private readonly redoneEmpty = new Set<number>()
  /** Whether the step named by the last `replay` changed nothing. */
  private lastChangedNothing = false

  constructor(doc: Y.Doc, origin: symbol) {
    // Steps are the page's: nothing merges by time (commands may wait and come in a burst).
    this.manager = recordsUndoManager(doc, origin)
    this.manager.on('stack-item-added', ({ stackItem }: { stackItem: StackItem }) => {
      const { undoing, redoing } = this.manager
      stackItem.meta.set(STEP, undoing || redoing ? this.replaying : this.step)
    })
  }

  /** The page's step `step` starts (undefined: one the page did not number). */
  starts(step: number | undefined) {
    this.manager.stopCapturing()
    this.step = step
  }

  /** Ends the item being made (after a bulk: nothing joins it). */
  stopCapturing() {
    this.manager.stopCapturing()
  }

  /**
   * Undoes the step `step` if it is the newest the owner has (without a number: the newest);
   * one that changes nothing now (overwritten elsewhere) takes the step before it along, as a
   * `Y.UndoManager` does, and so on. Gives the steps taken along, newest first.
   */
  undo(step?: number): number[] {
    // Redone without a change (`redo`): it changes nothing now, and takes the one before along.
    const empty = step !== undefined && this.redoneEmpty.delete(step)
    return this.replay(
      this.manager.undoStack,
      empty ? undefined : step,
      () => this.manager.undo(),
      empty,
    )
  }

  /** Redoes the step `step` if it is the last undone, as `undo` does. */
  redo(step?: number): number[] {
    const stack = this.manager.redoStack
    const named = step ?? (stack.at(-1)?.meta.get(STEP) as number | undefined)
    const along = this.replay(stack, step, () => this.manager.redo())
    // A step whose redo changed nothing (another page overwrote what it did since its undo)
    // leaves no item: the page counts it done all the same, and its undo is one that changes
    // nothing (the one before it along), not one the owner has no item for.
    if (named !== undefined && this.lastChangedNothing) this.redoneEmpty.add(named)
    return along
  }

  destroy() {
    this.manager.destroy()
  }

  /**
   * Replays the newest item of `stack` (if it is the step `step`), and the ones under it for as
   * long as each changes nothing. `taking`: the step named is not here, and all are taken along.
   */
  private replay(
    stack: StackItem[],
    step: number | undefined,
    run: () => unknown,
    taking = false,
  ): number[] {
    const numberOf = () => stack.at(-1)?.meta.get(STEP) as number | undefined
    this.lastChangedNothing = false
    if (!stack.length || (step !== undefined && numberOf() !== step)) return []
    const along: number[] = []
    for (let first = !taking; stack.length; first = false) {
      this.replaying = numberOf()
      if (!first && this.replaying !== undefined) along.push(this.replaying)
      // Each item alone, so that each has its number on the other stack.
      const changed = newestAlone(stack, run) !== null
      if (first && !changed) this.lastChangedNothing = true
      if (changed) break
    }
    return along
  }
}

/**
 * Undoes or redoes (`run`) the newest item of `stack` (a `Y.UndoManager`'s) and that item alone:
 * the manager would go on to the item under it when it changes nothing (its changes were all
 * overwritten by another page), and whoever counts the steps would then be one behind. Gives what
 * `run` gives (null: it changed nothing).
 */
export function newestAlone<T>(stack: StackItem[], run: () => T): T {
  const under = stack.splice(0, stack.length - 1)
  try {
    return run()
  } finally {
    stack.unshift(...under)
  }
}
