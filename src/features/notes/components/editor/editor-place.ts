import type { EditorView } from '@codemirror/view'

/** Where the user was in an editor: whether it had the keyboard, and the selection. */
export interface EditorPlace {
  focused: boolean
  anchor: number
  head: number
}

/** Where the user is in `view` now. */
export const placeIn = (view: EditorView): EditorPlace => ({
  focused: view.hasFocus,
  anchor: view.state.selection.main.anchor,
  head: view.state.selection.main.head,
})

/**
 * Puts the user back at `place` in a new editor made for the same note (its text was replaced
 * under the old one): the selection, as far as the new text goes, and the keyboard if the old
 * editor had it.
 */
export function restorePlace(view: EditorView, place: EditorPlace | null) {
  if (!place) return
  const end = view.state.doc.length
  view.dispatch({
    selection: { anchor: Math.min(place.anchor, end), head: Math.min(place.head, end) },
    scrollIntoView: true,
  })
  if (place.focused) view.focus()
}
