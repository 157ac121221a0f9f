import { Download, Pin, PinOff, Trash2 } from 'lucide-react'
import { memo, type ReactNode } from 'react'
import type { Note } from '@/data/records/note'
import { cn } from '@/lib/cn'
import { noteExcerpt, noteTitle } from '../model/note-text'
import { relativeTime } from '../model/notes-query'

export interface NoteListItemActions {
  togglePin: (note: Note) => void
  trashNote: (note: Note) => void
  exportNote: (note: Note) => void
}

interface NoteListItemProps {
  note: Note
  now: number
  actions: NoteListItemActions
  /** Where the row sits in the virtualised list, in pixels from the top. */
  top: number
  height: number
}

// Made once: React skips an element it has seen before, so rows re-rendered by a search do
// not rebuild their icons.
const PINNED = <Pin aria-label="Pinned" className="size-3.5 shrink-0 text-accent" />
const ICONS = {
  pin: <Pin aria-hidden />,
  unpin: <PinOff aria-hidden />,
  download: <Download aria-hidden />,
  trash: <Trash2 aria-hidden />,
}

/** One note in the list: title, first lines, when it was edited, tags, actions. */
export const NoteListItem = memo(function NoteListItem({
  note,
  now,
  actions,
  top,
  height,
}: NoteListItemProps) {
  const title = noteTitle(note)
  return (
    <div
      role="listitem"
      aria-label={title}
      style={{ height, top }}
      className="group absolute inset-x-0 flex items-start gap-2 [contain:strict] border-b border-border px-3 py-2.5 focus-within:bg-surface-2 hover:bg-surface-2"
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1.5">
          {note.pinned && PINNED}
          {/* A plain link, not React Router's <Link>: the hash router follows it all the same,
              at a fraction of the cost for each of the rows a search re-renders. */}
          <a
            href={`#/notes/${encodeURIComponent(note.id)}`}
            className={cn(
              'truncate font-medium underline-offset-4 hover:underline focus-visible:underline',
              !note.title.trim() && 'text-fg-muted',
            )}
          >
            {title}
          </a>
        </div>
        <p className="mt-0.5 line-clamp-2 text-sm break-words text-fg-muted">
          {noteExcerpt(note) || 'No text'}
        </p>
        <div className="mt-1 flex min-w-0 items-center gap-2 text-xs text-fg-muted">
          <span className="shrink-0">{`Edited ${relativeTime(note.updatedAt, now)}`}</span>
          {note.tags.length > 0 && (
            // Not a nested list: each row of the notes list is exactly one list item.
            <span className="flex min-w-0 gap-1 overflow-hidden">
              <span className="sr-only">Tags:</span>
              {note.tags.map((tag) => (
                <span key={tag} className="truncate rounded-sm bg-surface-3 px-1.5 py-px text-fg">
                  #{tag}
                </span>
              ))}
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-0.5">
        <RowButton
          label={note.pinned ? 'Unpin note' : 'Pin note'}
          onClick={() => actions.togglePin(note)}
        >
          {note.pinned ? ICONS.unpin : ICONS.pin}
        </RowButton>
        <RowButton label="Export note" onClick={() => actions.exportNote(note)}>
          {ICONS.download}
        </RowButton>
        <RowButton label="Delete note" onClick={() => actions.trashNote(note)}>
          {ICONS.trash}
        </RowButton>
      </div>
    </div>
  )
})

/** A row's icon button: plain and cheap, since a search re-renders every visible row. */
function RowButton({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-fg hover:bg-surface-3 focus-visible:outline-2 focus-visible:outline-accent [&_svg]:size-4"
    >
      {children}
    </button>
  )
}
