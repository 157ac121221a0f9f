import type { EditorView } from '@codemirror/view'
import { FocusScope } from 'radix-ui/internal'
import { useCallback, useMemo, useRef } from 'react'
import { useNavigate } from 'react-router'
import { LinkedFrom } from '@/components/linked-from'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useRepository, useWorkspace } from '@/data/hooks'
import { useMediaQuery } from '@/hooks/use-media-query'
import { cn } from '@/lib/cn'
import { mergeList } from '@/lib/merge-list'
import { useLinkTargets } from '../hooks/use-link-targets'
import { useNoteActions } from '../hooks/use-note-actions'
import { useNoteMetas } from '../hooks/use-note-metas'
import { useNoteOpening } from '../hooks/use-note-opening'
import { noteTitle } from '../model/note-text'
import type { NoteMeta } from '../model/note-selectors'
import { setNoteFullscreen, useNoteFullscreen } from '../model/note-keys'
import { allTags } from '../model/notes-query'
import { useNotesUi } from '../model/notes-ui-store'
import { bindBeforeEditing } from './editor/binders'
import { NoteEditor } from './lazy-parts'
import { NoteFooter } from './note-footer'
import { NoteHeader } from './note-header'
import { PreviewPane } from './preview-pane'
import { TagEditor } from './tag-editor'

const NO_TAGS: readonly string[] = []
/** A note holds at most this many tags (its schema's limit). */
const MAX_TAGS = 100

/**
 * One note: title, tags, the Markdown editor and its preview, counts and save state. It
 * re-renders for changes to the title, tags or pin, not for keystrokes in the body: the
 * editor, the preview and the footer follow the body themselves.
 */
export function NoteView({ note }: { note: NoteMeta }) {
  const workspace = useWorkspace()
  const repository = useRepository('notes')
  const actions = useNoteActions()
  const navigate = useNavigate()
  const preview = useNotesUi((state) => state.preview)
  const setUi = useNotesUi((state) => state.set)
  const wide = useMediaQuery('(min-width: 1024px)')
  const fullscreen = useNoteFullscreen((state) => state.on)
  const view = useRef<EditorView | null>(null)
  const trashed = note.trashedAt !== null
  const readOnly = workspace.readOnly || trashed

  // Link targets and tag suggestions follow once the other notes are read.
  const { resolve, links } = useLinkTargets(note.id)
  const metas = useNoteMetas()
  const tags = useMemo(() => (metas ? allTags(metas) : NO_TAGS), [metas])
  const onView = useCallback((next: EditorView | null) => void (view.current = next), [])

  const { editFirst, setEditFirst, titleField } = useNoteOpening(note, readOnly)
  const showPreview = preview && (wide || !editFirst)
  const showEditor = !showPreview || wide
  const onToggleTask = useCallback(
    (index: number) => {
      // Loaded on the first click, beside the preview's Markdown code (marked), which the note
      // page's own chunk stays without.
      void import('@/lib/markdown-tasks').then(({ toggleTask }) => {
        const editor = view.current
        if (!editor || readOnly) return
        // Still showing the note's text from its row: bound first, so that the tick is stored.
        bindBeforeEditing(editor)
        const edit = toggleTask(editor.state.doc.toString(), index)
        if (edit) editor.dispatch({ changes: edit, userEvent: 'input.toggle' })
      })
    },
    [readOnly],
  )
  const onCreateNote = useCallback(
    (title: string) => {
      const existing = resolve(title)
      if (existing) void navigate(`/notes/${encodeURIComponent(existing)}`)
      else actions.createNote({ title, body: `# ${title}\n\n` })
    },
    [resolve, navigate, actions],
  )

  return (
    // In fullscreen, Tab stays inside the note: what it covers is out of reach. Opening a note
    // must not move focus, nor closing one send it back.
    <FocusScope.FocusScope
      trapped={fullscreen}
      loop={fullscreen}
      onMountAutoFocus={(event) => event.preventDefault()}
      onUnmountAutoFocus={(event) => event.preventDefault()}
      className={cn(
        'flex h-full flex-col bg-bg outline-none',
        fullscreen && 'fixed inset-0 z-48 motion-safe:animate-fade-in',
      )}
    >
      <h1 className="sr-only">{noteTitle(note)}</h1>
      <NoteHeader
        note={note}
        titleRef={titleField}
        readOnly={readOnly}
        preview={showPreview}
        fullscreen={fullscreen}
        onTitle={(title) => repository.updateTyped(note.id, { title })}
        onTogglePreview={() => {
          setEditFirst(false)
          setUi({ preview: !showPreview })
        }}
        onToggleFullscreen={() => setNoteFullscreen(!fullscreen)}
        onTogglePin={() => actions.togglePin(note)}
        onDelete={() => {
          actions.trashNote(note)
          void navigate('/notes')
        }}
      />
      {trashed && (
        <Alert kind="warn" title="This note is in the Trash" className="mx-4 mb-2">
          It is read-only there and goes for good 30 days after it was deleted.{' '}
          <Button look="link" size="sm" onClick={() => actions.restoreNote(note)}>
            Restore
          </Button>
        </Alert>
      )}
      <div className="px-4 pb-2">
        <TagEditor
          tags={note.tags}
          suggestions={tags}
          readOnly={readOnly}
          // Merged with the tags stored now: another tab's change since this showed stays.
          onChange={(next) => {
            const stored = workspace.known('notes', note.id)?.tags ?? note.tags
            const tags = mergeList(note.tags, next, stored, { key: (tag) => tag.toLowerCase() })
            repository.update(note.id, { tags: tags.slice(0, MAX_TAGS) })
          }}
        />
      </div>
      {/* min-w-0 on both halves: a flex item is otherwise as wide as its widest line, and a
          long code line in the preview took the editor's width away (code blocks and tables
          scroll sideways inside themselves). */}
      <div className="flex min-h-0 flex-1 border-t border-border">
        <section
          aria-label="Editor"
          className={cn('min-h-0 min-w-0 flex-1 flex-col', showEditor ? 'flex' : 'hidden')}
        >
          <NoteEditor
            noteId={note.id}
            title={noteTitle(note)}
            links={links}
            readOnly={readOnly}
            onView={onView}
          />
        </section>
        {showPreview && (
          <section
            aria-label="Preview"
            className={cn('flex min-h-0 min-w-0 flex-1 flex-col', wide && 'border-l border-border')}
          >
            <PreviewPane
              noteId={note.id}
              resolve={resolve}
              readOnly={readOnly}
              onToggleTask={onToggleTask}
              onCreateNote={onCreateNote}
            />
          </section>
        )}
      </div>
      <LinkedFrom id={note.id} className="border-t border-border px-4 py-2" />
      <NoteFooter noteId={note.id} />
    </FocusScope.FocusScope>
  )
}
