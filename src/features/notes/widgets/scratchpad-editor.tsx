import { Compartment, EditorState, Prec, Transaction } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useRecordSelect, useWorkspace } from '@/data/hooks'
import { useCollectionSelectSoon } from '@/data/soon-hooks'
import { bindText, type TextBinding } from '@/data/text-binding'
import { placeIn, restorePlace, type EditorPlace } from '../components/editor/editor-place'
import { editorExtensions } from '../components/editor/editor-setup'
import { noteBody, sameStrings, titledNotes } from '../model/note-selectors'

const TITLES_ONLY = { ignoreText: true }
const NONE: string[] = []

// The Notes page's editor leaves room to scroll the last line to mid-screen; a widget is small.
const compact = Prec.highest(
  EditorView.theme({
    '&': { fontSize: '14px' },
    '.cm-content': { padding: '4px 2px 24px' },
  }),
)

/**
 * The notes widget's scratchpad: the Notes editor's CodeMirror setup (Markdown, `[[` links,
 * shortcuts) without its toolbar, bound to the note's shared text, so typing here merges with
 * Notes and other tabs. Loaded on demand: CodeMirror is a chunk of its own.
 *
 * After a start from rows, the workspace's document is not decoded: the editor then shows the
 * note's text from its row, following it, and binds to the shared text (which decodes the
 * document) only when it takes the keyboard, so a start page with a scratchpad reads only rows.
 */
export default function ScratchpadEditor({ noteId }: { noteId: string }) {
  const workspace = useWorkspace()
  const host = useRef<HTMLDivElement>(null)
  const titled = useCollectionSelectSoon('notes', titledNotes, sameStrings, TITLES_ONLY, NONE)
  const titles = useEffectEvent(() =>
    titled
      .filter((pair) => !pair.startsWith(`${noteId}\t`))
      .map((pair) => pair.slice(pair.indexOf('\t') + 1)),
  )
  const { readOnly } = workspace
  // Bound at once when the document is decoded; else once the editor takes the keyboard.
  const [bound, setBound] = useState(() => workspace.hasDoc || readOnly)
  // The text as stored, for the editor before it is bound ('' reads nothing once it is).
  const stored = useRecordSelect('notes', bound ? '' : noteId, noteBody)
  const shown = useEffectEvent(() => stored)

  // Made again when the note's text is replaced under it (bindText), where the user was.
  const [binds, setBinds] = useState(0)
  const place = useRef<EditorPlace | null>(null)
  const follow = useRef<((text: string) => void) | null>(null)

  useEffect(() => {
    const slot = new Compartment()
    let binding: TextBinding | null = null
    const bind = () =>
      (binding = bindText(workspace, 'notes', 'body', noteId, () => {
        place.current = placeIn(editor)
        setBinds((n) => n + 1)
      }))
    const first = bound ? bind() : null
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: first ? first.initialText : shown(),
        extensions: [
          editorExtensions({
            binding: slot.of(first?.extension ?? []),
            titles: () => titles(),
            readOnly,
          }),
          compact,
          // Bound as it takes the keyboard, before any key reaches it.
          EditorView.focusChangeEffect.of((_, focusing) => {
            if (focusing && !binding) queueMicrotask(bindHere)
            return null
          }),
          // An edit that comes without the keyboard (text dropped on it) would not be stored:
          // refused until bound, and binding starts.
          EditorState.changeFilter.of((transaction) => {
            if (binding || !transaction.annotation(Transaction.userEvent)) return true
            queueMicrotask(bindHere)
            return false
          }),
        ],
      }),
    })
    // Binds the editor showing the row's text to the shared text (decoding the document).
    const bindHere = () => {
      if (binding || !follow.current) return
      follow.current = null
      const { initialText, extension } = bind()
      // The shared text may hold what the row did not yet (a change in flight).
      if (editor.state.doc.toString() !== initialText)
        editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: initialText } })
      editor.dispatch({ effects: slot.reconfigure(extension) })
      setBound(true)
    }
    if (!first)
      follow.current = (text) => {
        if (text !== editor.state.doc.toString())
          editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } })
      }
    restorePlace(editor, place.current)
    place.current = null
    return () => {
      follow.current = null
      editor.destroy()
      binding?.destroy()
    }
    // `bound` is read as the editor is made: binding later reconfigures the same editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workspace, noteId, readOnly, binds])

  // Before it is bound, the editor follows the stored text.
  useEffect(() => follow.current?.(stored), [stored])

  // Contained: typing relays out the editor alone, not the Overview around it.
  return <div ref={host} className="min-h-0 flex-1 [contain:strict]" />
}
