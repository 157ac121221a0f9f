import { session } from './session'

/**
 * App-wide undo and redo of the user's own record edits (a pinned note, a renamed workspace),
 * newest first across the active workspace and the workspace list. Text editors and fields typed
 * into live (a note's title, `Repository.updateTyped`) keep their own history. Each returns false when there was nothing to undo or redo.
 */
export const undo = (): boolean => session.history.undo()
export const redo = (): boolean => session.history.redo()
