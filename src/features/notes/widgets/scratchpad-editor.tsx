import { Prec } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { useRef } from 'react'
import { useWorkspace } from '@/data/hooks'
import { editorExtensions } from '../components/editor/editor-setup'
import { useNoteBodyEditor } from '../components/editor/note-body-editor'
import { useLinkTargets } from '../hooks/use-link-targets'

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
 * Notes and other tabs (before the workspace's document is decoded, once it takes the keyboard:
 * `useNoteBodyEditor`). Loaded on demand: CodeMirror is a chunk of its own.
 */
export default function ScratchpadEditor({ noteId }: { noteId: string }) {
  const { readOnly } = useWorkspace()
  const host = useRef<HTMLDivElement>(null)
  const { links } = useLinkTargets(noteId)
  const storedText = useNoteBodyEditor({
    noteId,
    host,
    readOnly,
    extensions: (binding) => [editorExtensions({ binding, links, readOnly }), compact],
  })

  // Contained: typing relays out the editor alone, not the Overview around it.
  return (
    <>
      {storedText}
      <div ref={host} className="min-h-0 flex-1 [contain:strict]" />
    </>
  )
}
