import { Download, Pin, PinOff, RotateCcw, Trash2, X } from 'lucide-react'
import { memo, type CSSProperties } from 'react'
import { Link } from 'react-router'
import { IconButton } from '@/components/ui/icon-button'
import type { Note } from '@/data/records/note'
import { cn } from '@/lib/cn'
import { excerpt, noteTitle } from '../model/note-text'
import { relativeTime, TRASH_MS } from '../model/notes-query'
import { exportNote } from '../model/transfer-notes'

export interface NoteListItemActions {
  togglePin: (note: Note) => void
  trashNote: (note: Note) => void
  restoreNote: (note: Note) => void
  deleteForever: (note: Note) => Promise<void>
}

interface NoteListItemProps {
  note: Note
  now: number
  actions: NoteListItemActions
  className?: string
  style?: CSSProperties
}

/** One note in the list (or the Trash): title, first lines, when it was edited, tags, actions. */
export const NoteListItem = memo(function NoteListItem({
  note,
  now,
  actions,
  className,
  style,
}: NoteListItemProps) {
  const title = noteTitle(note)
  const trashed = note.trashedAt !== null
  const daysLeft = trashed
    ? // `now` ticks once a minute, so it may be a little older than a note trashed just now.
      Math.max(0, Math.ceil((TRASH_MS - Math.max(0, now - note.trashedAt!)) / 86_400_000))
    : 0
  return (
    <div
      role="listitem"
      aria-label={title}
      style={style}
      className={cn(
        'group flex items-start gap-2 border-b border-border px-3 py-2.5 hover:bg-surface-2 focus-within:bg-surface-2',
        className,
      )}
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1.5">
          {note.pinned && !trashed && (
            <Pin aria-label="Pinned" className="size-3.5 shrink-0 text-accent" />
          )}
          {trashed ? (
            <span className={cn('truncate font-medium', !note.title.trim() && 'text-fg-muted')}>
              {title}
            </span>
          ) : (
            <Link
              to={`/notes/${encodeURIComponent(note.id)}`}
              className={cn(
                'truncate font-medium underline-offset-4 hover:underline focus-visible:underline',
                !note.title.trim() && 'text-fg-muted',
              )}
            >
              {title}
            </Link>
          )}
        </div>
        <p className="mt-0.5 line-clamp-2 text-sm break-words text-fg-muted">
          {excerpt(note.body, note.title) || 'No text'}
        </p>
        <div className="mt-1 flex min-w-0 items-center gap-2 text-xs text-fg-muted">
          <span className="shrink-0">
            {trashed
              ? `Deleted ${relativeTime(note.trashedAt!, now)} · ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`
              : `Edited ${relativeTime(note.updatedAt, now)}`}
          </span>
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
        {trashed ? (
          <>
            <IconButton
              size="sm"
              tooltip={false}
              label="Restore"
              onClick={() => actions.restoreNote(note)}
            >
              <RotateCcw aria-hidden />
            </IconButton>
            <IconButton
              size="sm"
              tooltip={false}
              label="Delete forever"
              onClick={() => void actions.deleteForever(note)}
            >
              <X aria-hidden />
            </IconButton>
          </>
        ) : (
          <>
            <IconButton
              size="sm"
              tooltip={false}
              label={note.pinned ? 'Unpin note' : 'Pin note'}
              onClick={() => actions.togglePin(note)}
            >
              {note.pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
            </IconButton>
            <IconButton
              size="sm"
              tooltip={false}
              label="Export note"
              onClick={() => exportNote(note)}
            >
              <Download aria-hidden />
            </IconButton>
            <IconButton
              size="sm"
              tooltip={false}
              label="Delete note"
              onClick={() => actions.trashNote(note)}
            >
              <Trash2 aria-hidden />
            </IconButton>
          </>
        )}
      </div>
    </div>
  )
})
