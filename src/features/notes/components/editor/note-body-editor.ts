import { Compartment, EditorState, type Extension } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import {
  createElement,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ReactElement,
  type RefObject,
} from 'react'
import { useRecordSelect, useWorkspace } from '@/data/hooks'
import {
  bindText,
  keepTypedAside,
  prepareText,
  type PreparedText,
  type TextBinding,
} from '@/data/text-binding'
import { noteBody } from '../../model/note-selectors'
import { setBinder } from './binders'
import { placeIn, restorePlace, type EditorPlace } from './editor-place'
import { HeldEdits } from './held-edits'

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
 * After a start from rows the page has no workspace document: the editor shows the note's text
 * from its row, following it, and binds only when it takes the keyboard or is edited, to a copy
 * of the text that the document's owner in a worker keeps in step (`prepareText`), so that the
 * page never decodes the document for a note. Binding waits for the owner to have the document:
 * what is typed meanwhile is held and typed again through the binding (`HeldEdits`), and kept
 * aside for the next start should the page go away first (`keepTypedAside`).
 *
 * Returns what follows the stored text (`StoredText`), to render beside the editor's host: a
 * keystroke changes the stored text, and only that follower renders again, not the component
 * that holds the editor (the Notes editor's toolbar, with its tooltips, at every key).
 */
export function useNoteBodyEditor({
  noteId,
  host,
  readOnly,
  extensions,
  onView,
}: NoteBodyEditorOptions): ReactElement {
  const workspace = useWorkspace()
  const made = useEffectEvent(extensions)
  const handOut = useEffectEvent((view: EditorView | null) => onView?.(view))
  // Bound to the document's text at once when the page has the document; else once the editor
  // takes the keyboard (never while read-only: it follows the stored text then, and no key edits
  // it), to the document's owner's copy of it.
  const [bound, setBound] = useState(() => workspace.hasDoc)
  // The text as stored (`StoredText`), for an editor made before it is bound. Bound to the
  // owner's copy, it still follows: an editor made again (its text replaced, the workspace
  // turned read-only) starts from it.
  const [stored] = useState(() => new StoredBody())
  const [binds, setBinds] = useState(0)
  const place = useRef<EditorPlace | null>(null)

  useEffect(() => {
    const slot = new Compartment()
    let binding: TextBinding | null = null
    let gone = false
    const held = new HeldEdits()
    const onReplaced = () => {
      place.current = placeIn(view)
      setBinds((n) => n + 1)
    }
    const first = bound
      ? (binding = bindText(workspace, 'notes', 'body', noteId, onReplaced))
      : null
    // A binding on its way: to the document's text, or to the owner's copy of it.
    let prepared: PreparedText | null = null
    // What was typed before binding, kept aside should the page go away first.
    let keptAside = false
    const keepAside = () => {
      if (binding || !held.any) return
      keptAside = true
      keepTypedAside(workspace, 'notes', 'body', noteId, view.state.doc.toString())
    }
    // Binds the editor showing the row's text to the shared text.
    const bindNow = () => {
      if (binding || gone || readOnly) return
      prepared ??= prepareText(workspace, 'notes', 'body', noteId)
      const waiting = prepared.waiting()
      if (waiting) return void waiting.then(bindNow, () => {})
      stored.followWith(null)
      if (keptAside) keepTypedAside(workspace, 'notes', 'body', noteId, null)
      const { initialText, extension } = (binding = prepared.bind(onReplaced))
      // The shared text may hold what the row did not yet (a change in flight).
      held.replay(view, initialText, () => view.dispatch({ effects: slot.reconfigure(extension) }))
      // Bound to the document's own text: an editor made again binds at once.
      if (workspace.hasDoc) setBound(true)
    }
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: first ? first.initialText : stored.text,
        extensions: [
          made(slot.of(first?.extension ?? [])),
          EditorView.focusChangeEffect.of((_, focusing) => {
            if (focusing && !binding) queueMicrotask(bindNow)
            return null
          }),
          EditorView.updateListener.of((update) => {
            if (binding) return
            held.add(update)
            if (!held.any) return
            // From the first edit on, the editor no longer follows the row: binding maps it.
            stored.followWith(null)
            queueMicrotask(bindNow)
          }),
        ],
      }),
    })
    if (!first) {
      stored.followWith((text) => {
        if (text !== view.state.doc.toString()) replace(view, text)
      })
      setBinder(view, bindNow)
      window.addEventListener('pagehide', keepAside)
    }
    restorePlace(view, place.current)
    place.current = null
    handOut(view)
    return () => {
      gone = true
      window.removeEventListener('pagehide', keepAside)
      handOut(null)
      stored.followWith(null)
      view.destroy()
      if (binding) binding.destroy()
      else prepared?.cancel()
    }
    // `bound` is read as the editor is made: binding later reconfigures the same editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workspace, noteId, readOnly, binds, host])

  // '' reads nothing: bound to the document's own text at once, nothing is shown from a row.
  return createElement(StoredText, { noteId: bound ? '' : noteId, into: stored })
}

/** A note's body as stored, and what follows it (the editor, before it is bound). */
class StoredBody {
  text = ''
  private follow: ((text: string) => void) | null = null
  followWith(follow: ((text: string) => void) | null) {
    this.follow = follow
  }
  set(text: string) {
    this.text = text
    this.follow?.(text)
  }
}

/**
 * Hands each stored text of a note's body to `into` (its first before the editor that
 * renders it is made: a child's effects run before its parent's). Renders nothing.
 */
function StoredText({ noteId, into }: { noteId: string; into: StoredBody }) {
  const text = useRecordSelect('notes', noteId, noteBody)
  useEffect(() => into.set(text), [text, into])
  return null
}

/** Replaces the editor's whole text (not an edit of the user's). */
const replace = (view: EditorView, text: string) =>
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } })
