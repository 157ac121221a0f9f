import type { EditorView } from '@codemirror/view'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useRecords, useRepository, useWorkspace } from '@/data/hooks'
import type { Note } from '@/data/records/note'
import { cn } from '@/lib/cn'
import { useNewNoteShortcut } from '../hooks/use-new-note-shortcut'
import { useNoteActions } from '../hooks/use-note-actions'
import { useDebounced, useMediaQuery } from '../hooks/use-view-helpers'
import { noteTitle, toggleTask } from '../model/note-text'
import { allTags } from '../model/notes-query'
import { useNotesUi } from '../model/notes-ui-store'
import { NoteFooter } from './note-footer'
import { NoteHeader } from './note-header'
import { TagEditor } from './tag-editor'

const NoteEditor = lazy(() => import('./note-editor'))
const NotePreview = lazy(() => import('./note-preview'))

/** One note: title, tags, the Markdown editor and its preview, counts and save state. */
export function NoteView({ note }: { note: Note }) {
  const workspace = useWorkspace()
  const notes = useRecords('notes')
  const repository = useRepository('notes')
  const actions = useNoteActions()
  const navigate = useNavigate()
  const preview = useNotesUi((state) => state.preview)
  const setUi = useNotesUi((state) => state.set)
  const wide = useMediaQuery('(min-width: 1024px)')
  const [fullscreen, setFullscreen] = useState(false)
  const view = useRef<EditorView | null>(null)
  const trashed = note.trashedAt !== null
  const readOnly = workspace.readOnly || trashed
  useNewNoteShortcut(() => actions.createNote())

  // Titles of live notes, for `[[links]]`: lower-cased title → id.
  const byTitle = useMemo(() => {
    const map = new Map<string, string>()
    for (const other of notes)
      if (other.trashedAt === null && other.title.trim())
        map.set(other.title.trim().toLowerCase(), other.id)
    return map
  }, [notes])
  const resolve = useCallback(
    (title: string) => byTitle.get(title.trim().toLowerCase()) ?? null,
    [byTitle],
  )
  const titles = useMemo(
    () =>
      notes
        .filter((n) => n.trashedAt === null && n.id !== note.id && n.title.trim())
        .map((n) => n.title.trim()),
    [notes, note.id],
  )
  // The editor reads the latest list whenever `[[` completes.
  const getTitles = () => titles
  const onView = useCallback((next: EditorView | null) => void (view.current = next), [])

  // Esc leaves fullscreen (unless something inside, like completion, used it).
  useEffect(() => {
    if (!fullscreen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setFullscreen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [fullscreen])

  const previewBody = useDebounced(note.body, preview ? 150 : 0)
  const showEditor = !preview || wide
  const onToggleTask = (index: number) => {
    const edit = toggleTask(note.body, index)
    if (!edit || readOnly) return
    const editor = view.current
    if (editor && editor.state.sliceDoc(edit.from, edit.to) === note.body.slice(edit.from, edit.to))
      editor.dispatch({ changes: edit, userEvent: 'input.toggle' })
  }
  const onCreateNote = (title: string) => {
    const existing = resolve(title)
    if (existing) void navigate(`/notes/${encodeURIComponent(existing)}`)
    else actions.createNote({ title, body: `# ${title}\n\n` })
  }

  return (
    <div
      className={cn(
        'flex h-full flex-col bg-bg',
        fullscreen && 'fixed inset-0 z-48 motion-safe:animate-fade-in',
      )}
    >
      <h1 className="sr-only">{noteTitle(note)}</h1>
      <NoteHeader
        note={note}
        readOnly={readOnly}
        preview={preview}
        fullscreen={fullscreen}
        onTitle={(title) => repository.update(note.id, { title })}
        onTogglePreview={() => setUi({ preview: !preview })}
        onToggleFullscreen={() => setFullscreen(!fullscreen)}
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
          suggestions={allTags(notes)}
          readOnly={readOnly}
          onChange={(tags) => repository.update(note.id, { tags })}
        />
      </div>
      <div className="flex min-h-0 flex-1 border-t border-border">
        <Suspense fallback={<Spinner label="Loading editor" className="flex flex-1" />}>
          <section
            aria-label="Editor"
            className={cn('min-h-0 flex-1 flex-col', showEditor ? 'flex' : 'hidden')}
          >
            <NoteEditor noteId={note.id} titles={getTitles} readOnly={readOnly} onView={onView} />
          </section>
          {preview && (
            <section
              aria-label="Preview"
              className={cn('flex min-h-0 flex-1 flex-col', wide && 'border-l border-border')}
            >
              <NotePreview
                body={previewBody}
                resolve={resolve}
                readOnly={readOnly}
                onToggleTask={onToggleTask}
                onCreateNote={onCreateNote}
              />
            </section>
          )}
        </Suspense>
      </div>
      <NoteFooter body={note.body} />
    </div>
  )
}
