import { session } from './session'
import { undoSteps } from './undo-steps'

/**
 * App-wide undo and redo of the user's own record edits (a pinned note, a renamed workspace),
 * newest first across the active workspace and the workspace list, one step per action. Text
 * editors and fields typed into live (a note's title, `Repository.updateTyped`) keep their own
 * history. Each returns false when there was nothing to undo or redo.
 */
export const undo = (): boolean => session.history.undo()
export const redo = (): boolean => session.history.redo()

/** What Undo and Redo would undo and redo are called ('Pin note'); null: nothing. */
export const undoLabel = (): string | null => session.history.undoLabel()
export const redoLabel = (): string | null => session.history.redoLabel()

/** Calls `listener` whenever the history changes; returns the function that stops it. */
export const subscribeToHistory = (listener: () => void) => session.history.subscribe(listener)

/** Runs `action` (synchronous) with every edit it makes in one undo step called `label`. */
export const inOneStep = <T>(label: string, action: () => T): T =>
  undoSteps.inOneStep(label, action)

/** A toast's 'Undo' for the action just made: that action's step (`EditHistory.undoOfLatest`). */
export const undoOfLatest = (putBack: () => void): (() => void) =>
  session.history.undoOfLatest(putBack)
