import { NotebookPen } from 'lucide-react'
import { lazy, Suspense, useMemo } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useRecord, useRepository } from '@/data/hooks'
import { renderMarkdown } from '@/lib/markdown'
import type { WidgetProps } from '@/lib/widget-registry'
import type { NOTES_WIDGET_OPTIONS } from './notes-widget-options'

const NoteEditor = lazy(() => import('../components/note-editor'))
const noTitles = () => [] as const
const noView = () => {}
const noLinks = () => null

const LINK = 'text-xs underline underline-offset-4 hover:decoration-2'

/**
 * The Overview's notes widget: one note rendered (through the same sanitiser as Notes), or a
 * scratchpad editing the note's own text, so edits merge with Notes and other tabs.
 */
export default function NotesWidget({
  options,
  setOptions,
}: WidgetProps<typeof NOTES_WIDGET_OPTIONS>) {
  const note = useRecord('notes', options.note || 'note:none')
  const notes = useRepository('notes')
  const usable = note && note.trashedAt === null ? note : undefined
  const html = useMemo(
    () => (usable && options.mode === 'rendered' ? renderMarkdown(usable.body, noLinks) : ''),
    [usable, options.mode],
  )

  if (!usable)
    return (
      <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-sm">
        <NotebookPen aria-hidden className="size-5 text-fg-muted" />
        <p className="font-medium">{options.note ? 'This note is gone' : 'No note chosen'}</p>
        <p className="text-xs text-fg-muted">
          Choose one in Widget settings, or start a scratchpad.
        </p>
        <Button
          size="sm"
          onClick={() => {
            const created = notes.create({ title: 'Scratchpad' })
            setOptions({ note: created.id, mode: 'scratchpad' })
          }}
        >
          New scratchpad note
        </Button>
      </div>
    )

  const open = (
    <Link to={`/notes/${encodeURIComponent(usable.id)}`} className={LINK}>
      Open in Notes
    </Link>
  )
  if (options.mode === 'scratchpad')
    return (
      <div className="flex h-full min-h-0 flex-col gap-1">
        <Suspense
          fallback={
            <div className="grid flex-1 place-items-center">
              <Spinner label="Loading the editor" />
            </div>
          }
        >
          <NoteEditor noteId={usable.id} titles={noTitles} readOnly={false} onView={noView} />
        </Suspense>
        <p className="flex justify-between gap-2 text-xs text-fg-muted">
          <span className="truncate">{usable.title || 'Untitled'}</span>
          {open}
        </p>
      </div>
    )
  return (
    <div className="flex h-full min-h-0 flex-col gap-1">
      <h3 className="truncate font-semibold">{usable.title || 'Untitled'}</h3>
      {usable.body.trim() ? (
        <div
          className="markdown-body min-h-0 flex-1 overflow-y-auto text-sm"
          // Sanitised by renderMarkdown (DOMPurify): nothing stored is ever executed.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p className="flex-1 text-sm text-fg-muted">This note is empty.</p>
      )}
      <p className="text-right">{open}</p>
    </div>
  )
}
