import type { EditorView } from '@codemirror/view'

/**
 * Each note editor's way to bind to the note's shared text at once, while it still shows the
 * text from the note's row (`useNoteBodyEditor`). Apart from the editor's code, so that the
 * note page can ask without loading CodeMirror.
 */
const binders = new WeakMap<EditorView, () => void>()

export const setBinder = (view: EditorView, bind: () => void) => void binders.set(view, bind)

/**
 * Binds an editor that still shows its note's text from the row, now: before an edit made to it
 * from outside (a task ticked in the preview), which would otherwise be refused.
 */
export const bindBeforeEditing = (view: EditorView) => binders.get(view)?.()
