import { NotebookPen } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { WidgetLoading } from '@/components/widgets/widget-loading'
import { useRecordReading, useRecordSelect, useRepository, useWorkspace } from '@/data/hooks'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import type { WidgetProps } from '@/lib/widget-registry'
import { noteMeta, sameMeta } from '../model/note-selectors'
import { noteTitle } from '../model/note-text'
import type { NOTES_WIDGET_OPTIONS } from './notes-widget-options'

// The editor's code: should it not download (offline before the service worker has Hearth), the
// widget says so, and 'Reload widget' fetches it again.
const ScratchpadEditor = lazyWithPreload<{ noteId: string }>(() => import('./scratchpad-editor'), {
  placeholder: LoadingEditor,
})

/** The note rendered, with Markdown's code: fetched only for a widget that shows a note. */
const RenderedNote = lazyWithPreload<{ noteId: string }>(() => import('./rendered-note'), {
  placeholder: LoadingNote,
})

function LoadingEditor() {
  return (
    <div className="grid flex-1 place-items-center">
      <Spinner label="Loading the editor" />
    </div>
  )
}

function LoadingNote() {
  return (
    <div className="min-h-0 flex-1">
      <WidgetLoading label="Loading the note" />
    </div>
  )
}

const LINK = 'shrink-0 text-xs underline underline-offset-4 hover:decoration-2'

/**
 * The Overview's notes widget: one note rendered (through the same sanitiser as Notes), or a
 * scratchpad editing the note's own text, so edits merge with Notes and other tabs. It follows
 * the note's title and Trash state, not its body: only the rendered text or the editor does.
 */
export default function NotesWidget({
  options,
  setOptions,
}: WidgetProps<typeof NOTES_WIDGET_OPTIONS>) {
  // '' is no note; no record has an empty id, so the hook's call stays unconditional.
  const note = useRecordSelect('notes', options.note, noteMeta, sameMeta)
  // Before the workspace's document, the note is read from its row: a moment, not 'not found'.
  const reading = useRecordReading('notes', options.note)

  if (!note && reading) return <LoadingNote />
  if (!note || note.trashedAt !== null)
    return (
      <NoNote
        title={!options.note ? 'No note chosen' : note ? 'This note is in Trash' : 'Note not found'}
        onCreated={(id) => setOptions({ note: id, mode: 'scratchpad' })}
      />
    )

  return (
    <div className="flex h-full min-h-0 flex-col gap-1">
      {options.mode === 'scratchpad' ? (
        <ScratchpadEditor noteId={note.id} />
      ) : (
        <RenderedNote noteId={note.id} />
      )}
      <p className="flex items-baseline justify-between gap-2 text-xs text-fg-muted">
        <span className="truncate">{noteTitle(note)}</span>
        <Link to={`/notes/${encodeURIComponent(note.id)}`} className={LINK}>
          Open in Notes
        </Link>
      </p>
    </div>
  )
}

/** No note to show: a hint to choose one, and a new 'Scratchpad' note to start with. */
function NoNote({ title, onCreated }: { title: string; onCreated: (id: string) => void }) {
  const notes = useRepository('notes')
  const { readOnly } = useWorkspace()
  return (
    // Centred while it fits, else scrolls from the top; a short widget drops the icon so that
    // the button stays in sight (a size container: its height comes from the grid, not this).
    <div className="flex h-full min-h-0 flex-col overflow-y-auto [container-type:size]">
      <div className="m-auto flex flex-col items-center gap-1.5 text-center text-sm">
        <NotebookPen
          aria-hidden
          className="size-5 text-fg-muted [@container(max-height:9rem)]:hidden"
        />
        <p className="font-medium">{title}</p>
        <p className="text-xs text-fg-muted">
          Choose a note in Widget settings{readOnly ? '.' : ', or start one here.'}
        </p>
        {!readOnly && (
          <Button size="sm" onClick={() => onCreated(notes.create({ title: 'Scratchpad' }).id)}>
            New scratchpad note
          </Button>
        )}
      </div>
    </div>
  )
}
