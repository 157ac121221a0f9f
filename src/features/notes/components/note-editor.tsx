import type { EditorView } from '@codemirror/view'
import { ListTodo } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '@/components/ui/button'
import { useMakeTodos } from '../hooks/use-make-todos'
import { editorExtensions } from './editor/editor-setup'
import type { LinkSource } from './editor/link-menu'
import { EditorToolbar } from './editor/editor-toolbar'
import { useNoteBodyEditor } from './editor/note-body-editor'
import { MakeTodosDialog } from './make-todos-dialog'

export interface NoteEditorProps {
  noteId: string
  /** The note's title, for the link back from the todos 'Make a todo' makes. */
  title: string
  /** What `[[` completion offers to link to. */
  links: LinkSource
  readOnly: boolean
  /** Hands out the editor view (null when it goes), for the preview's task toggles. */
  onView: (view: EditorView | null) => void
}

/**
 * The note body: CodeMirror 6 bound to the note's shared text, so edits from other tabs
 * arrive as they are typed (before the workspace's document is decoded, once it takes the
 * keyboard: `useNoteBodyEditor`). Loaded on demand, with its own chunk.
 */
export default function NoteEditor({ noteId, title, links, readOnly, onView }: NoteEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const viewRef = useRef<EditorView | null>(null)
  const storedText = useNoteBodyEditor({
    noteId,
    host,
    readOnly,
    extensions: (binding) => editorExtensions({ binding, links, readOnly }),
    onView: (view) => {
      viewRef.current = view
      onView(view)
      if (view) performance.mark('hearth:note-editor-ready')
    },
  })

  const makeTodos = useMakeTodos(viewRef)

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {!readOnly && (
        <EditorToolbar
          view={viewRef}
          after={
            <Button
              look="ghost"
              size="sm"
              // Keep the editor's selection: the lines it touches become todos.
              onMouseDown={(event) => event.preventDefault()}
              onClick={makeTodos.start}
            >
              <ListTodo aria-hidden /> Make a todo
            </Button>
          }
        />
      )}
      <MakeTodosDialog
        lines={makeTodos.lines}
        note={{ id: noteId, title }}
        onMade={makeTodos.onMade}
        onClose={makeTodos.close}
      />
      {storedText}
      {/* Contained: typing relays out the editor alone, not the page around it. */}
      <div ref={host} className="min-h-0 flex-1 px-2 [contain:strict]" />
    </div>
  )
}
