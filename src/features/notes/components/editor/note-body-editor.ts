import { Compartment, EditorState, Transaction, type Extension } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react'
import { useRecordSelect, useWorkspace } from '@/data/hooks'
import { bindText, type TextBinding } from '@/data/text-binding'
import { noteBody } from '../../model/note-selectors'
import { setBinder } from './binders'
import { placeIn, restorePlace, type EditorPlace } from './editor-place'

export interface NoteBodyEditorOptions {
  noteId: string
  /** Where the editor goes. */
  host: RefObject<HTMLDivElement | null>
  readOnly: boolean
  /** The editor's extensions, given the slot where the binding to the shared text goes. */
  extensions: (binding: Extension) => Extension[]
  /** Hears of each editor made (and null as it goes). */
  onView?: (view: EditorView | null) => void
}

/**
 * A CodeMirror editor of a note's body in `host`, bound to the note's shared text (`bindText`)
 * so that edits from other tabs and devices merge as they are typed. Made again, where the user
 * was, when that text is replaced under it (an import, a restored snapshot).
 *
 * After a start from rows the workspace's document is not decoded, and binding decodes it: the
 * editor then shows the note's text from its row, following it, and binds only when it takes the
 * keyboard (before any key reaches it), so that reading a note never decodes the document. An
 * edit that comes without the keyboard (text dropped on it) is refused until then.
 */
export function useNoteBodyEditor({
  noteId,
  host,
  readOnly,
  extensions,
  onView,
}: NoteBodyEditorOptions) {
  const workspace = useWorkspace()
  const made = useEffectEvent(extensions)
  const handOut = useEffectEvent((view: EditorView | null) => onView?.(view))
  // Bound at once when the document is decoded; else once the editor takes the keyboard.
  const [bound, setBound] = useState(() => workspace.hasDoc || readOnly)
  // The text as stored, for the editor before it is bound ('' reads nothing once it is).
  const stored = useRecordSelect('notes', bound ? '' : noteId, noteBody)
  const shown = useEffectEvent(() => stored)
  const [binds, setBinds] = useState(0)
  const place = useRef<EditorPlace | null>(null)
  const follow = useRef<((text: string) => void) | null>(null)

  useEffect(() => {
    const slot = new Compartment()
    let binding: TextBinding | null = null
    const bind = () =>
      (binding = bindText(workspace, 'notes', 'body', noteId, () => {
        place.current = placeIn(view)
        setBinds((n) => n + 1)
      }))
    const first = bound ? bind() : null
    const replaceText = (text: string) =>
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } })
    // Binds the editor showing the row's text to the shared text (decoding the document).
    const bindNow = () => {
      if (binding || !follow.current) return
      follow.current = null
      const { initialText, extension } = bind()
      // The shared text may hold what the row did not yet (a change in flight).
      if (view.state.doc.toString() !== initialText) replaceText(initialText)
      view.dispatch({ effects: slot.reconfigure(extension) })
      setBound(true)
    }
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: first ? first.initialText : shown(),
        extensions: [
          made(slot.of(first?.extension ?? [])),
          EditorView.focusChangeEffect.of((_, focusing) => {
            if (focusing && !binding) queueMicrotask(bindNow)
            return null
          }),
          EditorState.changeFilter.of((transaction) => {
            if (binding || !transaction.annotation(Transaction.userEvent)) return true
            queueMicrotask(bindNow)
            return false
          }),
        ],
      }),
    })
    if (!first) {
      follow.current = (text) => {
        if (text !== view.state.doc.toString()) replaceText(text)
      }
      setBinder(view, bindNow)
    }
    restorePlace(view, place.current)
    place.current = null
    handOut(view)
    return () => {
      handOut(null)
      follow.current = null
      view.destroy()
      binding?.destroy()
    }
    // `bound` is read as the editor is made: binding later reconfigures the same editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workspace, noteId, readOnly, binds, host])

  // Before it is bound, the editor follows the stored text.
  useEffect(() => follow.current?.(stored), [stored])
}
