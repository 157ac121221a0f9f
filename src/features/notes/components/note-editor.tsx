import { EditorState } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useWorkspace } from '@/data/hooks'
import { bindText } from '@/data/text-binding'
import { placeIn, restorePlace, type EditorPlace } from './editor/editor-place'
import { editorExtensions } from './editor/editor-setup'
import { EditorToolbar } from './editor/editor-toolbar'

export interface NoteEditorProps {
  noteId: string
  /** Titles of other notes, for `[[` completion. */
  titles: () => readonly string[]
  readOnly: boolean
  /** Hands out the editor view (null when it goes), for the preview's task toggles. */
  onView: (view: EditorView | null) => void
}

/**
 * The note body: CodeMirror 6 bound to the note's shared text, so edits from other tabs
 * arrive as they are typed. Loaded on demand, with its own chunk.
 */
export default function NoteEditor({ noteId, titles, readOnly, onView }: NoteEditorProps) {
  const workspace = useWorkspace()
  const host = useRef<HTMLDivElement>(null)
  const viewRef = useRef<EditorView | null>(null)
  const getTitles = useEffectEvent(titles)
  const handOut = useEffectEvent(onView)

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
        extensions: editorExtensions({
          binding: binding.extension,
          titles: () => getTitles(),
          readOnly,
        }),
      }),
    })
    restorePlace(view, place.current)
    place.current = null
    viewRef.current = view
    handOut(view)
    performance.mark('hearth:note-editor-ready')
    return () => {
      handOut(null)
      viewRef.current = null
      view.destroy()
      binding.destroy()
    }
  }, [workspace, noteId, readOnly, binds])

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {!readOnly && <EditorToolbar view={viewRef} />}
      {/* Contained: typing relays out the editor alone, not the page around it. */}
      <div ref={host} className="min-h-0 flex-1 px-2 [contain:strict]" />
    </div>
  )
}
