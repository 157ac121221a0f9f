import { EditorState, Prec } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useCollectionSelect, useWorkspace } from '@/data/hooks'
import { bindText } from '@/data/text-binding'
import { placeIn, restorePlace, type EditorPlace } from '../components/editor/editor-place'
import { editorExtensions } from '../components/editor/editor-setup'
import { sameStrings, titledNotes } from '../model/note-selectors'

const TITLES_ONLY = { ignoreText: true }

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
 */
export default function ScratchpadEditor({ noteId }: { noteId: string }) {
  const workspace = useWorkspace()
  const host = useRef<HTMLDivElement>(null)
  const titled = useCollectionSelect('notes', titledNotes, sameStrings, TITLES_ONLY)
  const titles = useEffectEvent(() =>
    titled
      .filter((pair) => !pair.startsWith(`${noteId}\t`))
      .map((pair) => pair.slice(pair.indexOf('\t') + 1)),
  )
  const { readOnly } = workspace

  // Made again when the note's text is replaced under it (bindText), where the user was.
  const [binds, setBinds] = useState(0)
  const place = useRef<EditorPlace | null>(null)

  useEffect(() => {
    const binding = bindText(workspace, 'notes', 'body', noteId, () => {
      place.current = placeIn(view)
      setBinds((n) => n + 1)
    })
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: binding.initialText,
        extensions: [
          editorExtensions({ binding: binding.extension, titles: () => titles(), readOnly }),
          compact,
        ],
      }),
    })
    restorePlace(view, place.current)
    place.current = null
    return () => {
      view.destroy()
      binding.destroy()
    }
  }, [workspace, noteId, readOnly, binds])

  // Contained: typing relays out the editor alone, not the Overview around it.
  return <div ref={host} className="min-h-0 flex-1 [contain:strict]" />
}
